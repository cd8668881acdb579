import { FormattedMessage } from 'react-intl';
import { DomainField } from '../../components/domain-field';
import { TextField } from '../../components/text-field';
import type { MessageId } from '../../i18n/messages';

interface Field {
  value: string;
  onChange: (value: string) => void;
  error?: MessageId;
}

/**
 * A new address of the account (a mailbox, an alias): its domain, then its name (focused), with the
 * whole address spelled out under the name. The fields are `{id}-domain` and `{id}-name`.
 */
export function AddressFields({ id, nameLabel, domain, name }: { id: string; nameLabel: MessageId; domain: Field; name: Field }) {
  const address = `${name.value.trim() || '…'}@${domain.value || '…'}`;
  return (
    <>
      <DomainField id={`${id}-domain`} label="emails.domain.label" choose="emails.domain.choose" chooseUntilChosen {...domain} />
      <TextField
        id={`${id}-name`}
        label={<FormattedMessage id={nameLabel} />}
        {...name}
        autoFocus
        verbatim
        help={<FormattedMessage id="emailCreate.address" values={{ address }} />}
      />
    </>
  );
}
