import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FORWARD_MAX, forwardingSchemaFor } from '@panel/contract/rules';
import { FormDialog } from '../../components/form-dialog';
import { Switch } from '../../components/switch';
import { AddressRows } from '../../components/address-rows';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { mailboxChangeApi, useForwardingsQuery, type Forwarding } from '../../api/mailbox-extras';
import { useMailboxOf } from './autoreply-dialog';
import { MailboxSettingDialog } from './mailbox-choice';

export const FORWARDING_DIALOG_ID = 'forwarding-dialog';

/** A mailbox's forwarding (the `mailboxForwarding` extension); without an address, the mailbox is chosen first. */
export function ForwardingDialog({ address }: { address?: string }) {
  return <MailboxSettingDialog kind="forwarding" address={address} useList={useForwardings} Form={ForwardingForm} />;
}

function useForwardings() {
  const query = useForwardingsQuery();
  return { query, entries: query.data && (query.data.forwardings ?? []) };
}

const DESTINATION_TEXTS = {
  legend: 'mailbox.forwarding.to',
  row: 'mailbox.forwarding.row',
  removeRow: 'mailbox.forwarding.removeRow',
  addRow: 'mailbox.forwarding.addRow',
} as const;

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
      <AddressRows
        idPrefix="forwarding-destination"
        texts={DESTINATION_TEXTS}
        max={FORWARD_MAX}
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
