import { FormattedMessage, useIntl } from 'react-intl';
import { useDomainNames } from '../hooks/use-domain-names';
import type { MessageId } from '../i18n/messages';
import { SelectField } from './select-field';

/** A catalogue prefix with `.domain` and `.chooseDomain`: the field's label and its first option. */
export type DomainFieldTexts = {
  [K in MessageId]: K extends `${infer P}.chooseDomain` ? (`${P}.domain` extends MessageId ? P : never) : never;
}[MessageId];

type DomainFieldWords = { label: MessageId; choose: MessageId; texts?: never } | { texts: DomainFieldTexts; label?: never; choose?: never };

/**
 * A form's domain: one of the account's domains, as a labelled select with the rule message under
 * it. `choose` is the first, empty option ("Choose a domain"); with `chooseUntilChosen` it is
 * offered only while nothing is chosen.
 */
export function DomainField({
  texts,
  label = `${texts}.domain` as MessageId,
  choose = `${texts}.chooseDomain` as MessageId,
  chooseUntilChosen = false,
  ...select
}: DomainFieldWords & {
  id: string;
  chooseUntilChosen?: boolean;
  value: string;
  onChange: (domain: string) => void;
  error?: MessageId;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const intl = useIntl();
  const domains = useDomainNames();
  const offerChoice = !chooseUntilChosen || select.value === '';
  return (
    <SelectField {...select} label={<FormattedMessage id={label} />} options={domains} empty={offerChoice ? intl.formatMessage({ id: choose }) : undefined} />
  );
}
