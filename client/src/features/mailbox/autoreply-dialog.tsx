import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { autoreplySchemaFor, dayOf, AUTOREPLY_INTERVAL_DEFAULT, AUTOREPLY_INTERVAL_MAX, AUTOREPLY_INTERVAL_MIN } from '@panel/contract/rules';
import { FormDialog } from '../../components/form-dialog';
import { Switch } from '../../components/switch';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { formatDay } from '../../lib/format-date';
import { serverNow } from '../../lib/server-time';
import { mailboxChangeApi, mailboxKey, useAutorespondersQuery, type Autoresponder } from '../../api/mailbox-extras';
import { MailboxSettingDialog, useMailboxes } from './mailbox-choice';

export const AUTOREPLY_DIALOG_ID = 'autoreply-dialog';

/** A mailbox named by its address: as the lists spell it, or as given when it is gone. */
export function useMailboxOf(address: string) {
  const mailboxes = useMailboxes();
  const found = mailboxes.find((m) => mailboxKey(m) === address.toLowerCase());
  const at = address.lastIndexOf('@');
  return found ? { domain: found.domain, name: found.name } : { domain: address.slice(at + 1), name: address.slice(0, at) };
}

/** A mailbox's automatic reply (the `autoresponder` extension); without an address, the mailbox is chosen first. */
export function AutoreplyDialog({ address }: { address?: string }) {
  return <MailboxSettingDialog kind="autoreply" address={address} useList={useReplies} Form={AutoreplyForm} />;
}

function useReplies() {
  const query = useAutorespondersQuery();
  return { query, entries: query.data && (query.data.autoresponders ?? []) };
}

/** Where a stored reply stands today, in words. */
function ReplyState({ reply }: { reply: Autoresponder }) {
  const intl = useIntl();
  const values = { start: formatDay(intl, reply.start), end: formatDay(intl, reply.end) };
  const id =
    reply.state === 'active'
      ? reply.end
        ? 'mailbox.autoreply.state.activeUntil'
        : 'mailbox.autoreply.state.active'
      : reply.state === 'scheduled'
        ? 'mailbox.autoreply.state.scheduled'
        : reply.state === 'ended'
          ? 'mailbox.autoreply.state.ended'
          : 'mailbox.autoreply.state.off';
  return (
    <p className="small text-body-secondary" data-testid="autoreply-state">
      <FormattedMessage id={id} values={values} />
    </p>
  );
}

function AutoreplyForm({ address, current, title }: { address: string; current: Autoresponder | undefined; title: ReactNode }) {
  const intl = useIntl();
  const mailbox = useMailboxOf(address);
  const [setReply] = mailboxChangeApi.useSetAutoresponderMutation();
  const [disableReply] = mailboxChangeApi.useDisableAutoresponderMutation();
  const [enabled, setEnabled] = useState(current ? current.enabled : true);
  const today = dayOf(serverNow());
  const schema = useMemo(
    () =>
      z.preprocess((v: { interval: string }) => ({ ...v, interval: v.interval.trim() === '' ? Number.NaN : Number(v.interval) }), autoreplySchemaFor(today)),
    [today],
  );
  const form = useFormDialog({
    initial: {
      subject: current?.subject ?? '',
      text: current?.text ?? '',
      start: current?.start ?? '',
      end: current?.end ?? '',
      interval: String(current?.interval ?? AUTOREPLY_INTERVAL_DEFAULT),
    },
    schema: enabled ? schema : undefined,
    call: async (data): Promise<unknown> => (enabled ? setReply({ ...mailbox, ...data }).unwrap() : disableReply(mailbox).unwrap()),
    errors: { 404: 'mailbox.error.gone' },
    toast: { id: enabled ? 'mailbox.autoreply.saved' : 'mailbox.autoreply.turnedOff', values: { address } },
  });
  const interval = form.field('interval');
  return (
    <FormDialog form={form} id={AUTOREPLY_DIALOG_ID} title={title} submitLabel={<FormattedMessage id="common.save" />}>
      {current && <ReplyState reply={current} />}
      <Switch id="autoreply-enabled" label="mailbox.autoreply.switch" checked={enabled} onChange={setEnabled} className="mb-3" />
      <fieldset disabled={!enabled}>
        <legend className="visually-hidden">
          <FormattedMessage id="mailbox.autoreply.switch" />
        </legend>
        <TextField id="autoreply-subject" label={intl.formatMessage({ id: 'mailbox.autoreply.subject' })} {...form.field('subject')} />
        <TextAreaField
          id="autoreply-text"
          label={<FormattedMessage id="mailbox.autoreply.message" />}
          rows={5}
          {...form.field('text')}
          help={<FormattedMessage id="mailbox.autoreply.messageHelp" />}
        />
        <div className="row g-2">
          <div className="col-12 col-sm-6">
            <TextField
              id="autoreply-start"
              type="date"
              label={intl.formatMessage({ id: 'mailbox.autoreply.from' })}
              help={<FormattedMessage id="mailbox.autoreply.startHelp" values={{ today: formatDay(intl, today) }} />}
              {...form.field('start')}
            />
          </div>
          <div className="col-12 col-sm-6">
            <TextField
              id="autoreply-end"
              type="date"
              label={intl.formatMessage({ id: 'mailbox.autoreply.until' })}
              help={<FormattedMessage id="mailbox.autoreply.endHelp" />}
              {...form.field('end')}
            />
          </div>
        </div>
        <TextField
          id="autoreply-interval"
          type="number"
          inputMode="numeric"
          label={intl.formatMessage({ id: 'mailbox.autoreply.interval' })}
          help={<FormattedMessage id="mailbox.autoreply.intervalHelp" values={{ min: AUTOREPLY_INTERVAL_MIN, max: AUTOREPLY_INTERVAL_MAX }} />}
          {...interval}
        />
      </fieldset>
    </FormDialog>
  );
}
