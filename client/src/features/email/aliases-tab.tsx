import { memo, useDeferredValue, useMemo, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { ArrowLeftRight, PlusLg } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EmailAlias } from '@panel/contract';
import { CopyButton } from '../../components/copy-button';
import { useDialogs } from '../../components/dialog-host';
import { PAGE_SIZE, Pager, pageCountOf } from '../../components/pager';
import { RowMenu } from '../../components/row-menu';
import { cachedMessage } from '../../lib/cached-message';
import { useAppSelector } from '../../store/hooks';
import { AliasDialog } from './alias-dialog';
import { DeleteAliasDialog } from './delete-alias-dialog';
import { addressOf, filterMail } from './mail';
import { MailToolbar } from './mail-toolbar';

/** The first destination and a '+N' badge for the rest (all of them in its tooltip). */
function Destinations({ destination }: { destination: string }) {
  const intl = useIntl();
  const [first, ...rest] = destination.split(',');
  return (
    <div className="d-flex align-items-center gap-2 destination-cell">
      <span className="text-truncate" title={first}>
        {first}
      </span>
      {rest.length > 0 && (
        <Badge bg="secondary" pill title={rest.join(', ')} data-testid="alias-more">
          +{rest.length}
          <span className="visually-hidden"> {intl.formatMessage({ id: 'emails.aliases.more' }, { count: rest.length, addresses: rest.join(', ') })}</span>
        </Badge>
      )}
    </div>
  );
}

const AliasRow = memo(function AliasRow({ alias }: { alias: EmailAlias }) {
  const intl = useIntl();
  const { show } = useDialogs();
  const address = addressOf(alias);
  return (
    <tr data-testid="alias-row" data-address={address}>
      <td className="address-cell">
        <div className="copyable d-flex align-items-center">
          <span className="copyable-text text-truncate fw-medium" title={address}>
            {address}
          </span>
          <CopyButton value={address} className="flex-shrink-0" />
        </div>
      </td>
      <td className="destination-col">
        <Destinations destination={alias.destination} />
      </td>
      <td className="text-end actions-cell">
        <RowMenu
          label={cachedMessage(intl, 'emails.actions', { address })}
          items={() => [
            { label: 'emails.aliases.modify', run: () => show(<AliasDialog alias={alias} />) },
            { label: 'emails.aliases.delete', danger: true, run: () => show(<DeleteAliasDialog alias={alias} />) },
          ]}
        />
      </td>
    </tr>
  );
});

/** The aliases: create button, then the searchable, paginated table (or a first-run prompt). */
export function AliasesTab({ domain, onDomain, search, onSearch }: { domain: string; onDomain: (d: string) => void; search: string; onSearch: (s: string) => void }) {
  const intl = useIntl();
  const { show } = useDialogs();
  const aliases = useAppSelector((state) => state.account.emailAliases);
  const [page, setPage] = useState(0);
  const deferredSearch = useDeferredValue(search);
  const filtered = useMemo(() => filterMail(aliases, domain, deferredSearch), [aliases, domain, deferredSearch]);
  const pageCount = pageCountOf(filtered.length, PAGE_SIZE);
  const currentPage = Math.min(page, pageCount - 1);
  const visible = filtered.slice(currentPage * PAGE_SIZE, (currentPage + 1) * PAGE_SIZE);
  const create = () => show(<AliasDialog domain={domain || undefined} />);
  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Button variant="primary" size="sm" onClick={create}>
          <PlusLg aria-hidden="true" className="me-1" />
          <FormattedMessage id="emails.aliases.create" />
        </Button>
      </div>
      {aliases.length === 0 ? (
        <Card body className="text-center py-4" data-testid="aliases-empty">
          <ArrowLeftRight aria-hidden="true" className="fs-2 text-body-secondary mb-2" />
          <p className="mb-3">
            <FormattedMessage id="emails.aliases.empty" />
          </p>
          <Button variant="primary" onClick={create}>
            <FormattedMessage id="emails.aliases.createFirst" />
          </Button>
        </Card>
      ) : (
        <Card>
          <Card.Header className="bg-body d-flex flex-wrap align-items-center gap-2">
            <MailToolbar
              id="aliases"
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
              count={<FormattedMessage id="emails.aliases.count" values={{ count: filtered.length }} />}
            />
          </Card.Header>
          <Table hover responsive className="align-middle mb-0 aliases-table" data-testid="aliases-table" aria-label={intl.formatMessage({ id: 'emails.tab.aliases' })}>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="emails.column.address" />
                </th>
                <th scope="col" className="destination-col">
                  <FormattedMessage id="emails.column.destinations" />
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
                  <td colSpan={3} className="text-center text-body-secondary py-4" data-testid="aliases-no-match">
                    <FormattedMessage id="emails.aliases.noMatch" />
                  </td>
                </tr>
              ) : (
                // Rows are kept by position (as the domains table's): a search changes their texts.
                visible.map((alias, index) => <AliasRow key={index} alias={alias} />)
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
