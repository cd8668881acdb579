import { memo, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { BoxArrowUpRight, Envelope, Gear, PlusLg } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EmailAccount } from '@panel/contract';
import { CopyButton } from '../../components/copy-button';
import { useDialogs } from '../../components/dialog-host';
import { PAGE_SIZE, Pager, pageCountOf } from '../../components/pager';
import { RowMenu } from '../../components/row-menu';
import { cachedMessage } from '../../lib/cached-message';
import { usagePercent } from '../../lib/format-size';
import { useAppSelector } from '../../store/hooks';
import { AccountPasswordDialog } from './account-password-dialog';
import { AccountQuotaDialog } from './account-quota-dialog';
import { CreateAccountDialog } from './create-account-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';
import { EmailConfigDialog } from './email-config-dialog';
import { addressOf, bytesToMb, filterMail } from './mail';
import { MailToolbar } from './mail-toolbar';

export function openExternal(url: string | undefined) {
  if (url) window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * A mailbox's usage: the meter and 'X% of Y MB' (the percent capped at 100), the same figure in both.
 * The text repeats from row to row (0% of 1024 MB), so each is formatted once.
 */
function Usage({ account }: { account: EmailAccount }) {
  const intl = useIntl();
  const percent = usagePercent(account.diskUsed, account.diskLimit);
  const text = cachedMessage(intl, 'emails.usage', { percent, limit: bytesToMb(account.diskLimit) });
  return (
    <div className="mail-usage">
      <div className="progress" role="progressbar" aria-label={text} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} style={{ height: 6 }}>
        <div className={`progress-bar ${percent >= 90 ? 'bg-danger' : percent >= 75 ? 'bg-warning' : ''}`} style={{ width: `${percent}%` }} />
      </div>
      <div className="small text-body-secondary text-nowrap" aria-hidden="true">
        {text}
      </div>
    </div>
  );
}

const AccountRow = memo(function AccountRow({ account }: { account: EmailAccount }) {
  const intl = useIntl();
  const { show } = useDialogs();
  const address = addressOf(account);
  return (
    <tr data-testid="email-row" data-address={address}>
      <td className="address-cell">
        <div className="copyable d-flex align-items-center">
          <span className="copyable-text text-truncate fw-medium" title={address}>
            {address}
          </span>
          <CopyButton value={address} className="flex-shrink-0" />
        </div>
      </td>
      <td className="usage-cell">
        <Usage account={account} />
      </td>
      <td className="text-end actions-cell">
        <RowMenu
          label={cachedMessage(intl, 'emails.actions', { address })}
          items={() => [
            { label: 'emails.menu.password', run: () => show(<AccountPasswordDialog account={account} />) },
            { label: 'emails.menu.quota', run: () => show(<AccountQuotaDialog account={account} />) },
            { label: 'emails.menu.delete', danger: true, run: () => show(<DeleteAccountDialog account={account} />) },
          ]}
        />
      </td>
    </tr>
  );
});

/** The mailboxes: buttons, then the searchable, paginated table (or a first-run prompt). */
export function AccountsTab({ domain, onDomain, search, onSearch }: { domain: string; onDomain: (d: string) => void; search: string; onSearch: (s: string) => void }) {
  const intl = useIntl();
  const { show } = useDialogs();
  const accounts = useAppSelector((state) => state.account.emailAccounts);
  const webmail = useAppSelector((state) => state.account.connector?.webmailUrl);
  const [page, setPage] = useState(0);
  const filtered = useMemo(() => filterMail(accounts, domain, search), [accounts, domain, search]);
  const pageCount = pageCountOf(filtered.length, PAGE_SIZE);
  const currentPage = Math.min(page, pageCount - 1);
  const visible = filtered.slice(currentPage * PAGE_SIZE, (currentPage + 1) * PAGE_SIZE);
  const create = () => show(<CreateAccountDialog domain={domain || undefined} />);
  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Button variant="primary" size="sm" onClick={create}>
          <PlusLg aria-hidden="true" className="me-1" />
          <FormattedMessage id="emails.create" />
        </Button>
        <Button variant="outline-secondary" size="sm" onClick={() => openExternal(webmail)}>
          <Envelope aria-hidden="true" className="me-1" />
          <FormattedMessage id="emails.webmail" />
          <BoxArrowUpRight aria-hidden="true" className="ms-1" />
          <span className="visually-hidden">
            {' '}
            <FormattedMessage id="common.newTab" />
          </span>
        </Button>
        <Button variant="outline-secondary" size="sm" onClick={() => show(<EmailConfigDialog />)}>
          <Gear aria-hidden="true" className="me-1" />
          <FormattedMessage id="emails.config" />
        </Button>
      </div>
      {accounts.length === 0 ? (
        <Card body className="text-center py-4" data-testid="emails-empty">
          <Envelope aria-hidden="true" className="fs-2 text-body-secondary mb-2" />
          <p className="mb-3">
            <FormattedMessage id="emails.empty" />
          </p>
          <Button variant="primary" onClick={create}>
            <FormattedMessage id="emails.createFirst" />
          </Button>
        </Card>
      ) : (
        <Card>
          <Card.Header className="bg-body d-flex flex-wrap align-items-center gap-2">
            <MailToolbar
              id="emails"
              domain={domain}
              onDomain={(d) => {
                onDomain(d);
                setPage(0);
              }}
              search={search}
              onSearch={(s) => {
                onSearch(s);
                setPage(0);
              }}
              count={<FormattedMessage id="emails.count" values={{ count: filtered.length }} />}
            />
          </Card.Header>
          <Table hover responsive className="align-middle mb-0 emails-table" data-testid="emails-table" aria-label={intl.formatMessage({ id: 'emails.tab.accounts' })}>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="emails.column.address" />
                </th>
                <th scope="col" className="usage-cell">
                  <FormattedMessage id="emails.column.usage" />
                </th>
                <th scope="col" className="text-end">
                  <span className="visually-hidden">
                    <FormattedMessage id="emails.column.actions" />
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {visible.length === 0 ? (
                <tr>
                  <td colSpan={3} className="text-center text-body-secondary py-4" data-testid="emails-no-match">
                    <FormattedMessage id="emails.noMatch" />
                  </td>
                </tr>
              ) : (
                // Rows are kept by position (as the domains table's): a search changes their texts.
                visible.map((account, index) => <AccountRow key={index} account={account} />)
              )}
            </tbody>
          </Table>
          {filtered.length > PAGE_SIZE && (
            <Card.Footer className="bg-body">
              <Pager page={currentPage} pageSize={PAGE_SIZE} total={filtered.length} onPage={setPage} label={intl.formatMessage({ id: 'emails.pager' })} />
            </Card.Footer>
          )}
        </Card>
      )}
    </>
  );
}
