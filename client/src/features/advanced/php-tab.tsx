import { useMemo } from 'react';
import type { Domain } from '@panel/contract';
import { AddDomainFirst } from '../../components/add-domain-first';
import { buttonColumn } from '../../components/button-column';
import { useDialogs } from '../../components/dialog-context';
import { textColumn, type Column } from '../../components/list-table';
import { ListScreen } from '../../components/list-screen';
import { filterDomains } from '../../lib/filter-domains';
import { useAppSelector } from '../../store/hooks';
import { selectLists } from '../../api/queries';

const phpRow = (domain: Domain) => ({ 'data-testid': 'php-row', 'data-domain': domain.domain });

/** Each domain's PHP version, with the button that changes it (without a domain, the prompt to add one). */
export function PhpTab() {
  const { open } = useDialogs();
  const domains = useAppSelector((state) => selectLists(state).domains);
  const columns = useMemo<Column<Domain>[]>(
    () => [
      textColumn<Domain>('domain', 'advanced.column.domain', (domain) => domain.domain, { textClassName: 'fw-medium', identifies: true }),
      {
        id: 'php',
        header: 'advanced.column.php',
        headerClassName: 'text-nowrap',
        className: 'text-nowrap',
        stack: true,
        cell: (domain) => `PHP ${domain.phpVersion}`,
      },
      buttonColumn<Domain>({
        header: 'advanced.column.actions',
        words: 'advanced.phpChange',
        label: (domain, intl) => intl.formatMessage({ id: 'advanced.phpChangeFor' }, { domain: domain.domain }),
        onClick: (domain) => open('phpVersion', { domain }),
        className: 'text-end text-nowrap',
      }),
    ],
    [open],
  );
  return (
    <ListScreen
      list={{ id: 'php', items: domains, columns, rowProps: phpRow }}
      texts={{ label: 'advanced.phpTable', noMatch: 'domains.empty' }}
      search={{ label: 'advanced.phpSearch', filter: filterDomains }}
      firstRun={<AddDomainFirst testId="php-no-domain" text="advanced.phpNoDomains" />}
    />
  );
}
