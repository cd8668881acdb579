import { useDeferredValue, useMemo, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDialogs } from '../../components/dialog-host';
import { LogViewerDialog } from '../../components/log-viewer-dialog';
import { PAGE_SIZE, Pager, pageCountOf } from '../../components/pager';
import { RowMenu } from '../../components/row-menu';
import { SearchBox } from '../../components/search-box';
import { filterDomains } from '../../lib/filter-domains';
import { useAppSelector } from '../../store/hooks';
import { selectDomains } from '../../store/selectors';

/** Each domain with a menu opening its access or error log in the viewer. */
export function ServerLogsTab() {
  const intl = useIntl();
  const { show } = useDialogs();
  const domains = useAppSelector(selectDomains);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const deferredSearch = useDeferredValue(search);
  const filtered = useMemo(() => filterDomains(domains, deferredSearch), [domains, deferredSearch]);
  const pageCount = pageCountOf(filtered.length, PAGE_SIZE);
  const currentPage = Math.min(page, pageCount - 1);
  const visible = filtered.slice(currentPage * PAGE_SIZE, (currentPage + 1) * PAGE_SIZE);

  if (domains.length === 0) {
    return (
      <Card body className="text-center text-body-secondary py-4" data-testid="logs-first-run">
        <FormattedMessage id="serverLogs.empty" />
      </Card>
    );
  }
  return (
    <Card>
      <Card.Header className="bg-body d-flex flex-wrap align-items-center gap-2">
        <SearchBox
          id="logs-search"
          className="domains-search"
          value={search}
          label={intl.formatMessage({ id: 'serverLogs.search' })}
          onChange={(value) => {
            setSearch(value);
            setPage(0);
          }}
        />
      </Card.Header>
      <Table hover responsive className="align-middle mb-0" data-testid="logs-table" aria-label={intl.formatMessage({ id: 'serverLogs.tableLabel' })}>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="serverLogs.column.domain" />
            </th>
            <th scope="col" className="text-end">
              <span className="visually-hidden">
                <FormattedMessage id="serverLogs.column.actions" />
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {visible.length === 0 ? (
            <tr>
              <td colSpan={2} className="text-center text-body-secondary py-4">
                <FormattedMessage id="domains.empty" />
              </td>
            </tr>
          ) : (
            visible.map(({ domain }) => (
              <tr key={domain} data-testid="logs-row" data-domain={domain}>
                <td className="name-cell">
                  <div className="text-truncate fw-medium" title={domain}>
                    {domain}
                  </div>
                </td>
                <td className="text-end actions-cell">
                  <RowMenu
                    label={intl.formatMessage({ id: 'serverLogs.actions' }, { domain })}
                    items={() => [
                      { label: 'serverLogs.access', run: () => show(<LogViewerDialog domain={domain} type="access" />) },
                      { label: 'serverLogs.error', run: () => show(<LogViewerDialog domain={domain} type="error" />) },
                    ]}
                  />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
      {filtered.length > PAGE_SIZE && (
        <Card.Footer className="bg-body">
          <Pager page={currentPage} pageSize={PAGE_SIZE} total={filtered.length} onPage={setPage} label={intl.formatMessage({ id: 'serverLogs.pager' })} />
        </Card.Footer>
      )}
    </Card>
  );
}
