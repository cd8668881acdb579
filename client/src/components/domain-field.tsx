import { FormattedMessage, useIntl } from 'react-intl';
import { useDomainNames } from '../hooks/use-domain-names';
import type { MessageId } from '../i18n/messages';
import { SelectField } from './select-field';

/**
 * A form's domain: one of the account's domains, as a labelled select with the rule message under
 * it. `choose` is the first, empty option ("Choose a domain"); with `chooseUntilChosen` it is
 * offered only while nothing is chosen.
 */
export function DomainField({
  label,
  choose,
  chooseUntilChosen = false,
  ...select
}: {
  id: string;
  label: MessageId;
  choose: MessageId;
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
