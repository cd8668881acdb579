import { useMemo } from 'react';
import type { Domain } from '@panel/contract';
import { ListScreen } from '../../components/list-screen';
import { useDialogs } from '../../components/dialog-context';
import { AddDomainFirst } from '../../components/add-domain-first';
import { menuColumn, textColumn, type Column } from '../../components/list-table';
import { LogViewerDialog } from './log-viewer-dialog';
import { filterDomains } from '../../lib/filter-domains';
import { useAppSelector } from '../../store/hooks';
import { selectLists } from '../../api/queries';

const logsRow = ({ domain }: Domain) => ({ 'data-testid': 'logs-row', 'data-domain': domain });

/** Each domain with a menu opening its access or error log in the viewer. */
export function ServerLogsTab() {
  const { show } = useDialogs();
  const domains = useAppSelector((state) => selectLists(state).domains);
  const columns = useMemo<Column<Domain>[]>(
    () => [
      textColumn<Domain>('domain', 'serverLogs.column.domain', ({ domain }) => domain, { textClassName: 'fw-medium', identifies: true }),
      menuColumn<Domain>(
        'serverLogs.column.actions',
        ({ domain }, intl) => intl.formatMessage({ id: 'serverLogs.actions' }, { domain }),
        ({ domain }) => [
          { label: 'serverLogs.access', run: () => show(<LogViewerDialog domain={domain} type="access" />) },
          { label: 'serverLogs.error', run: () => show(<LogViewerDialog domain={domain} type="error" />) },
        ],
      ),
    ],
    [show],
  );
  return (
    <ListScreen
      list={{ id: 'logs', items: domains, columns, rowProps: logsRow }}
      texts={{ label: 'serverLogs.tableLabel', pager: 'serverLogs.pager', noMatch: { text: 'domains.empty' } }}
      firstRun={<AddDomainFirst testId="logs-first-run" text="serverLogs.empty" />}
      search={{ className: 'domains-search', label: 'serverLogs.search', filter: filterDomains }}
      className=""
    />
  );
}
