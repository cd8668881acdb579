import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormDialog } from '../../components/form-dialog';
import { InfoDialog } from '../../components/info-dialog';
import { QueryPending } from '../../components/query-pending';
import { SelectField } from '../../components/select-field';
import { useDialogs } from '../../components/dialog-context';
import { useFormDialog } from '../../hooks/use-form-dialog';
import type { MessageId } from '../../i18n/messages';
import { useAppSelector } from '../../store/hooks';
import { mailboxKey } from '../../api/mailbox-extras';
import { selectLists } from '../../api/queries';

/** The account's mailboxes by address (`name@domain`), as the E-mail screen lists them. */
export function useMailboxes() {
  return useAppSelector((state) => selectLists(state).emailAccounts);
}

/**
 * The palette's first step: which mailbox. Its choice opens the mailbox's own dialog (`next`);
 * without mailboxes it says to create one first.
 */
export function MailboxChoiceDialog({ id, title, next }: { id: string; title: MessageId; next: (address: string) => ReactNode }) {
  const intl = useIntl();
  const { show } = useDialogs();
  const addresses = useMailboxes().map((m) => `${m.name}@${m.domain}`);
  const form = useFormDialog({
    initial: { address: addresses[0] ?? '' },
    call: () => Promise.resolve(),
    toast: null,
    onSuccess: (_, { address }) => show(<>{next(address)}</>),
  });
  if (addresses.length === 0) {
    return (
      <InfoDialog id={id} title={<FormattedMessage id={title} />}>
        <p className="mb-0" data-testid="mailbox-none">
          <FormattedMessage id="mailbox.noMailboxes" />
        </p>
      </InfoDialog>
    );
  }
  return (
    <FormDialog form={form} id={id} title={<FormattedMessage id={title} />} submitLabel={<FormattedMessage id="mailbox.choose" />}>
      <SelectField
        id={`${id}-mailbox`}
        label={intl.formatMessage({ id: 'mailbox.mailbox' })}
        options={addresses}
        value={form.values.address}
        onChange={(address) => form.set('address', address)}
        className="mb-0"
      />
    </FormDialog>
  );
}

/** While a mailbox's settings are read (opened from the palette before the E-mail screen read them), or when they cannot be. */
export function SettingsPending({ id, title, query }: { id: string; title: ReactNode; query: Parameters<typeof QueryPending>[0]['query'] }) {
  return (
    <InfoDialog id={id} title={title}>
      <QueryPending query={query} what="mailbox.loadFailed" testId={`${id}-failed`} rows={3} />
    </InfoDialog>
  );
}

type PendingQuery = Parameters<typeof QueryPending>[0]['query'];

interface SettingDialogProps<E> {
  /** `<kind>-dialog`, titled `mailbox.<kind>.title` (`.titleAny` while the mailbox is chosen). */
  kind: 'autoreply' | 'forwarding';
  address?: string;
  /** The setting's list (one for all mailboxes): its query, and its entries once read. */
  useList: () => { query: PendingQuery; entries: readonly E[] | undefined };
  /** The form, given the mailbox, its entry in the list (none: the setting is off) and the title. */
  Form: (props: { address: string; current: E | undefined; title: ReactNode }) => ReactNode;
}

/**
 * A mailbox's setting (automatic reply, forwarding): without an address the mailbox is chosen first;
 * then its list is read (`SettingsPending` until it is) and the form shows the mailbox's entry.
 */
export function MailboxSettingDialog<E extends { domain: string; name: string }>(props: SettingDialogProps<E>) {
  const { kind, address } = props;
  if (!address)
    return <MailboxChoiceDialog id={`${kind}-dialog`} title={`mailbox.${kind}.titleAny`} next={(a) => <MailboxSettingDialog {...props} address={a} />} />;
  return <SettingLoader {...props} address={address} />;
}

function SettingLoader<E extends { domain: string; name: string }>({ kind, address, useList, Form }: SettingDialogProps<E> & { address: string }) {
  const { query, entries } = useList();
  const title = <FormattedMessage id={`mailbox.${kind}.title`} values={{ address }} />;
  if (!entries) return <SettingsPending id={`${kind}-dialog`} title={title} query={query} />;
  return <Form address={address} current={entries.find((entry) => mailboxKey(entry) === address.toLowerCase())} title={title} />;
}
