import { useMemo, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { PlusLg, Trash } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { FORWARD_MAX, forwardingSchemaFor } from '@panel/contract/rules';
import { FormDialog } from '../../components/form-dialog';
import { Switch } from '../../components/switch';
import { RuleMessage } from '../../components/text-field';
import { useFormDialog } from '../../hooks/use-form-dialog';
import type { MessageId } from '../../i18n/messages';
import { mailboxChangeApi, mailboxKey, useForwardingsQuery, type Forwarding } from '../../api/mailbox-extras';
import { useMailboxOf } from './autoreply-dialog';
import { MailboxChoiceDialog, SettingsPending } from './mailbox-choice';

export const FORWARDING_DIALOG_ID = 'forwarding-dialog';

/** A mailbox's forwarding (the `mailboxForwarding` extension); without an address, the mailbox is chosen first. */
export function ForwardingDialog({ address }: { address?: string }) {
  if (!address) return <MailboxChoiceDialog id={FORWARDING_DIALOG_ID} title="mailbox.forwarding.titleAny" next={(a) => <ForwardingDialog address={a} />} />;
  return <ForwardingLoader address={address} />;
}

function ForwardingLoader({ address }: { address: string }) {
  const query = useForwardingsQuery();
  const title = <FormattedMessage id="mailbox.forwarding.title" values={{ address }} />;
  if (!query.data) return <SettingsPending id={FORWARDING_DIALOG_ID} title={title} query={query} />;
  const current = query.data.forwardings?.find((f) => mailboxKey(f) === address.toLowerCase());
  return <ForwardingForm address={address} current={current} title={title} />;
}

/** The addresses, one a row: rows added up to the limit and removed down to one. */
function DestinationRows({ rows, onChange, error, disabled }: { rows: string[]; onChange: (rows: string[]) => void; error?: MessageId; disabled: boolean }) {
  const intl = useIntl();
  const feedbackId = 'forwarding-destinations-feedback';
  return (
    <fieldset className="mb-3" disabled={disabled}>
      <legend className="form-label fs-6">
        <FormattedMessage id="mailbox.forwarding.to" />
      </legend>
      {rows.map((row, index) => (
        <div className="input-group mb-2" key={index}>
          <input
            id={`forwarding-destination-${index}`}
            className={`form-control${error ? ' is-invalid' : ''}`}
            type="email"
            inputMode="email"
            value={row}
            autoComplete="off"
            spellCheck={false}
            aria-label={intl.formatMessage({ id: 'mailbox.forwarding.row' }, { number: index + 1 })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? feedbackId : undefined}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onChange(rows.map((r, i) => (i === index ? value : r)));
            }}
          />
          <Button
            variant="outline-secondary"
            disabled={rows.length === 1}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
            aria-label={intl.formatMessage({ id: 'mailbox.forwarding.removeRow' }, { number: index + 1 })}
            title={intl.formatMessage({ id: 'mailbox.forwarding.removeRow' }, { number: index + 1 })}
          >
            <Trash aria-hidden="true" />
          </Button>
        </div>
      ))}
      <RuleMessage id={feedbackId} error={error} className="d-block mb-2" />
      <Button variant="outline-secondary" size="sm" disabled={rows.length >= FORWARD_MAX} onClick={() => onChange([...rows, ''])}>
        <PlusLg aria-hidden="true" className="me-1" />
        <FormattedMessage id="mailbox.forwarding.addRow" />
      </Button>
    </fieldset>
  );
}

function ForwardingForm({ address, current, title }: { address: string; current: Forwarding | undefined; title: ReactNode }) {
  const intl = useIntl();
  const mailbox = useMailboxOf(address);
  const [setForwarding] = mailboxChangeApi.useSetForwardingMutation();
  const [disableForwarding] = mailboxChangeApi.useDisableForwardingMutation();
  const [enabled, setEnabled] = useState(true);
  const schema = useMemo(() => forwardingSchemaFor(address), [address]);
  const form = useFormDialog({
    initial: { destinations: current?.destinations ?? [''], keepCopy: current?.keepCopy ?? true },
    schema: enabled ? schema : undefined,
    call: async (data): Promise<unknown> => (enabled ? setForwarding({ ...mailbox, ...data }).unwrap() : disableForwarding(mailbox).unwrap()),
    errors: { 404: 'mailbox.error.gone' },
    toast: { id: enabled ? 'mailbox.forwarding.saved' : 'mailbox.forwarding.turnedOff', values: { address } },
  });
  return (
    <FormDialog form={form} id={FORWARDING_DIALOG_ID} title={title} submitLabel={<FormattedMessage id="common.save" />}>
      <Switch id="forwarding-enabled" label="mailbox.forwarding.switch" checked={enabled} onChange={setEnabled} className="mb-3" />
      <DestinationRows
        rows={form.values.destinations}
        onChange={(rows) => form.set('destinations', rows)}
        error={form.field('destinations').error}
        disabled={!enabled}
      />
      <div className="form-check mb-1">
        <input
          id="forwarding-keep-copy"
          type="checkbox"
          className="form-check-input"
          checked={form.values.keepCopy}
          disabled={!enabled}
          aria-describedby="forwarding-keep-copy-help"
          onChange={(event) => form.set('keepCopy', event.currentTarget.checked)}
        />
        <label className="form-check-label" htmlFor="forwarding-keep-copy">
          {intl.formatMessage({ id: 'mailbox.forwarding.keepCopy' })}
        </label>
      </div>
      <div className="form-text" id="forwarding-keep-copy-help">
        <FormattedMessage id={form.values.keepCopy ? 'mailbox.forwarding.keepCopyHelp' : 'mailbox.forwarding.noCopyHelp'} />
      </div>
    </FormDialog>
  );
}
