import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SENDER_TYPES, senderSchemaFor, type SenderType } from '@panel/contract/rules';
import { DomainField } from '../../components/domain-field';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { startingDomain, useDomainNames } from '../../hooks/use-domain-names';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { sameName } from '../../api/effect-check';
import { useAppSelector } from '../../store/hooks';
import { selectLists } from '../../api/queries';
import { useChange } from '../../api/changes';

export type SenderList = 'white' | 'black';

export const SENDER_DIALOG_ID: Record<SenderList, string> = { white: 'email-trusted-dialog', black: 'email-blocked-dialog' };

const TEXT = {
  white: { title: 'senders.trusted.addTitle', intro: 'senders.trusted.intro', toast: 'toast.trustedAdded', path: '/email/whitelist/add' },
  black: { title: 'senders.blocked.addTitle', intro: 'senders.blocked.intro', toast: 'toast.blockedAdded', path: '/email/blacklist/add' },
} as const;

const TYPE_LABEL = { email: 'senders.type.email', domain: 'senders.type.domain', ip: 'senders.type.ip' } as const;
const FIRST_TYPE: SenderType = 'email';
const PLACEHOLDER: Record<SenderType, string> = { email: 'newsletter@example.net', domain: 'example.net', ip: '203.0.113.7' };

/** Add a trusted ('white') or blocked ('black') sender for a recipient domain: an address, a domain or an IP. */
export function SenderDialog({ list, domain }: { list: SenderList; domain?: string }) {
  const intl = useIntl();
  const [trust] = useChange('/email/whitelist/add');
  const [block] = useChange('/email/blacklist/add');
  const white = useAppSelector((state) => selectLists(state).emailWhitelists);
  const black = useAppSelector((state) => selectLists(state).emailBlacklists);
  const schema = useMemo(() => senderSchemaFor(list, { white, black }), [list, white, black]);
  const names = useDomainNames();
  const text = TEXT[list];
  const form = useFormDialog({
    initial: { domain: startingDomain(names, domain), type: FIRST_TYPE, sender: '' },
    schema,
    call: (data) => (list === 'white' ? trust : block)(data).unwrap(),
    effect: {
      operation: text.path,
      shows: (lists, data) =>
        lists[list === 'white' ? 'emailWhitelists' : 'emailBlacklists'].some((e) => sameName(e.domain, data.domain) && sameName(e.sender, data.sender)),
    },
    errors: { 409: 'validation.sender.duplicate', 404: 'emails.error.domainGone', 400: 'sender.error.invalid' },
    toast: (data) => ({ id: text.toast, values: { sender: data.sender, domain: data.domain } }),
  });
  return (
    <FormDialog form={form} id={SENDER_DIALOG_ID[list]} title={<FormattedMessage id={text.title} />} submitLabel={<FormattedMessage id="senders.submit" />}>
      <p>
        <FormattedMessage id={text.intro} />
      </p>
      <DomainField
        label="emails.domain.label"
        choose="emails.domain.choose"
        chooseUntilChosen
        id={`${SENDER_DIALOG_ID[list]}-domain`}
        {...form.field('domain')}
      />
      <fieldset className="mb-3">
        <legend className="form-label fs-6">
          <FormattedMessage id="senders.type" />
        </legend>
        {SENDER_TYPES.map((type) => (
          <div className="form-check form-check-inline" key={type}>
            <input
              className="form-check-input"
              type="radio"
              name={`${list}-sender-type`}
              id={`${SENDER_DIALOG_ID[list]}-type-${type}`}
              checked={form.values.type === type}
              onChange={() => form.set('type', type)}
            />
            <label className="form-check-label" htmlFor={`${SENDER_DIALOG_ID[list]}-type-${type}`}>
              <FormattedMessage id={TYPE_LABEL[type]} />
            </label>
          </div>
        ))}
      </fieldset>
      <TextField
        id={`${SENDER_DIALOG_ID[list]}-sender`}
        label={<FormattedMessage id={TYPE_LABEL[form.values.type]} />}
        {...form.field('sender')}
        autoFocus
        verbatim
        placeholder={intl.formatMessage({ id: 'senders.placeholder' }, { example: PLACEHOLDER[form.values.type] })}
      />
    </FormDialog>
  );
}
