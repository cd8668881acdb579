import { useMemo } from 'react';
import { Envelope, ExclamationTriangleFill, Gear } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EmailAccount } from '@panel/contract';
import { useDialogs } from '../../components/dialog-context';
import { EmptyState } from '../../components/empty-state';
import { ExternalButton } from '../../components/external-link';
import type { Column } from '../../components/list-table';
import { ListScreen } from '../../components/list-screen';
import { CreateButton, ToolbarButton } from '../../components/toolbar-button';
import { cachedMessage } from '../../lib/cached-message';
import { usagePercent } from '../../lib/format-size';
import { useAppSelector } from '../../store/hooks';
import { AccountPasswordDialog } from './account-password-dialog';
import { AccountQuotaDialog } from './account-quota-dialog';
import { CreateAccountDialog } from './create-account-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';
import { EmailConfigDialog } from './email-config-dialog';
import { addressOf, bytesToMb } from './mail';
import { addressColumn, addressMenuColumn, useMailSearch, type MailListProps } from './mail-list';
import { selectLists } from '../../api/queries';
import { mailboxKey, useMailboxExtras, type MailboxExtras } from '../../api/mailbox-extras';
import { MailboxBadges } from '../../components/mailbox-badges';
import { useCapability } from '../../api/capabilities';
import { useOwnSpam, type OwnSpam } from '../../api/spam-filter';

/**
 * A mailbox's usage: the meter and 'X% of Y MB' (the percent capped at 100), the same figure in both.
 * The text repeats from row to row (0% of 1024 MB), so each is formatted once.
 */
function Usage({ account }: { account: EmailAccount }) {
  const intl = useIntl();
  const percent = usagePercent(account.diskUsed, account.diskLimit);
  const usage = cachedMessage(intl, 'emails.usage', { percent, limit: bytesToMb(account.diskLimit) });
  // Full (or nearly) in words and an icon as well as red: "Full · 100% of 100 MB".
  const state = percent >= 100 ? 'full' : percent >= 90 ? 'nearlyFull' : null;
  const text = state ? `${cachedMessage(intl, `emails.usage.${state}`, {})} · ${usage}` : usage;
  return (
    <div className="mail-usage">
      <div className="progress" role="progressbar" aria-label={text} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} style={{ height: 6 }}>
        <div className={`progress-bar ${percent >= 90 ? 'bg-danger' : percent >= 75 ? 'bg-warning' : ''}`} style={{ width: `${percent}%` }} />
      </div>
      <div
        className={`small text-nowrap ${state ? 'text-danger-emphasis fw-semibold' : 'text-body-secondary'}`}
        aria-hidden="true"
        data-testid="mail-usage-text"
      >
        {state && <ExclamationTriangleFill className="me-1" aria-hidden="true" />}
        {text}
      </div>
    </div>
  );
}

/** The address cell, with the mailbox's automatic reply, forwarding and own spam filter badges under it while they are on. */
function withBadges(column: Column<EmailAccount>, extras: MailboxExtras, spam: ReadonlyMap<string, OwnSpam>): Column<EmailAccount> {
  if (!extras.autoresponder && !extras.forwarding && spam.size === 0) return column;
  return {
    ...column,
    cell: (account, ...rest) => {
      const key = mailboxKey(account);
      return (
        <>
          {column.cell(account, ...rest)}
          <MailboxBadges address={addressOf(account)} reply={extras.replies.get(key)} forwarding={extras.forwards.get(key)} spam={spam.get(key)} />
        </>
      );
    },
  };
}

const accountRow = (account: EmailAccount) => ({ 'data-testid': 'email-row', 'data-address': addressOf(account) });

/** The mailboxes: buttons, then the searchable, paginated table (or a first-run prompt). */
export function AccountsTab(props: MailListProps) {
  const { show, open } = useDialogs();
  // The mailbox extensions (autoresponder, mailboxForwarding): their badges and menu items, only when advertised.
  const extras = useMailboxExtras();
  const spam = useCapability('spamFilter');
  // The mailboxes whose own spam filter differs from their domain's (none without the extension).
  const ownSpam = useOwnSpam();
  const accounts = useAppSelector((state) => selectLists(state).emailAccounts);
  const webmail = useAppSelector((state) => state.session.plan?.connector?.webmailUrl);
  const search = useMailSearch<EmailAccount>('emails', props);
  const columns = useMemo<Column<EmailAccount>[]>(
    () => [
      withBadges(addressColumn<EmailAccount>(), extras, ownSpam),
      {
        id: 'usage',
        header: 'emails.column.usage',
        headerClassName: 'usage-cell',
        className: 'usage-cell',
        stack: true,
        cell: (account) => <Usage account={account} />,
      },
      addressMenuColumn<EmailAccount>((account) => [
        { label: 'emails.menu.password', run: () => show(<AccountPasswordDialog account={account} />) },
        { label: 'emails.menu.quota', run: () => show(<AccountQuotaDialog account={account} />) },
        ...(extras.autoresponder ? [{ label: 'mailbox.menu.autoreply', run: () => open('autoreply', { address: addressOf(account) }) } as const] : []),
        ...(extras.forwarding ? [{ label: 'mailbox.menu.forwarding', run: () => open('forwarding', { address: addressOf(account) }) } as const] : []),
        ...(spam ? [{ label: 'spam.menu', run: () => open('spamFilter', { address: addressOf(account) }) } as const] : []),
        { label: 'emails.menu.delete', danger: true, run: () => show(<DeleteAccountDialog account={account} />) },
      ]),
    ],
    [show, open, extras, spam, ownSpam],
  );
  const create = () => show(<CreateAccountDialog domain={props.filter.domain || undefined} />);
  return (
    <ListScreen
      buttons={
        <>
          <CreateButton label="emails.create" onClick={create} />
          <ExternalButton variant="outline-secondary" size="sm" url={webmail}>
            <Envelope aria-hidden="true" className="me-1" />
            <FormattedMessage id="emails.webmail" />
          </ExternalButton>
          <ToolbarButton icon={Gear} label="emails.config" onClick={() => show(<EmailConfigDialog />)} />
        </>
      }
      list={{ id: 'emails', items: accounts, columns, rowProps: accountRow }}
      texts={{ label: 'emails.tab.accounts', count: 'emails.count', noMatch: 'emails.noMatch' }}
      firstRun={<EmptyState testId="emails-empty" icon={Envelope} text="emails.empty" action={{ label: 'emails.createFirst', onClick: create }} />}
      {...search}
    />
  );
}
