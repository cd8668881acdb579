import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import type { Domain } from '@panel/contract';
import { AddDomainFirst } from '../../components/add-domain-first';
import { DataTable } from '../../components/data-table';
import { useDialogs } from '../../components/dialog-context';
import { textColumn, type Column } from '../../components/list-table';
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
      {
        id: 'actions',
        header: 'advanced.column.actions',
        hiddenHeader: true,
        headerClassName: 'text-end',
        className: 'text-end text-nowrap',
        cell: (domain, intl) => (
          <Button
            variant="outline-primary"
            size="sm"
            onClick={() => open('phpVersion', { domain })}
            aria-label={intl.formatMessage({ id: 'advanced.phpChangeFor' }, { domain: domain.domain })}
          >
            <FormattedMessage id="advanced.phpChange" />
          </Button>
        ),
      },
    ],
    [open],
  );
  return (
    <DataTable
      id="php"
      items={domains}
      columns={columns}
      rowProps={phpRow}
      search={{ label: 'advanced.phpSearch', filter: filterDomains }}
      label="advanced.phpTable"
      noMatch="domains.empty"
      firstRun={<AddDomainFirst testId="php-no-domain" text="advanced.phpNoDomains" />}
    />
  );
}
