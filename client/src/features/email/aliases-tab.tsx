import { useCallback, useMemo } from 'react';
import Badge from 'react-bootstrap/Badge';
import { ArrowLeftRight } from 'react-bootstrap-icons';
import { useIntl } from 'react-intl';
import type { EmailAlias } from '@panel/contract';
import { CopyableText } from '../../components/copyable-text';
import { DataTable } from '../../components/data-table';
import { useDialogs } from '../../components/dialog-host';
import { EmptyState } from '../../components/empty-state';
import { menuColumn, type Column } from '../../components/list-table';
import { ButtonBar, CreateButton } from '../../components/toolbar-button';
import { cachedMessage } from '../../lib/cached-message';
import { useAppSelector } from '../../store/hooks';
import { AliasDialog } from './alias-dialog';
import { DeleteAliasDialog } from './delete-alias-dialog';
import { DomainFilter } from './domain-filter';
import { addressOf, filterMail } from './mail';
import { selectLists } from '../../api/queries';

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

const aliasRow = (alias: EmailAlias) => ({ 'data-testid': 'alias-row', 'data-address': addressOf(alias) });

/** The aliases: create button, then the searchable, paginated table (or a first-run prompt). */
export function AliasesTab({ domain, onDomain, search, onSearch }: { domain: string; onDomain: (d: string) => void; search: string; onSearch: (s: string) => void }) {
  const { show } = useDialogs();
  const aliases = useAppSelector((state) => selectLists(state).emailAliases);
  const filter = useCallback((items: readonly EmailAlias[], text: string) => filterMail(items, domain, text), [domain]);
  const columns = useMemo<Column<EmailAlias>[]>(
    () => [
      { id: 'address', header: 'emails.column.address', className: 'address-cell', cell: (alias) => <CopyableText value={addressOf(alias)} className="fw-medium" /> },
      { id: 'destinations', header: 'emails.column.destinations', headerClassName: 'destination-col', className: 'destination-col', cell: (alias) => <Destinations destination={alias.destination} /> },
      menuColumn<EmailAlias>(
        'emails.column.actions',
        (alias, intl) => cachedMessage(intl, 'emails.actions', { address: addressOf(alias) }),
        (alias) => [
          { label: 'emails.aliases.modify', run: () => show(<AliasDialog alias={alias} />) },
          { label: 'emails.aliases.delete', danger: true, run: () => show(<DeleteAliasDialog alias={alias} />) },
        ],
      ),
    ],
    [show],
  );
  const create = () => show(<AliasDialog domain={domain || undefined} />);
  return (
    <>
      <ButtonBar>
        <CreateButton label="emails.aliases.create" onClick={create} />
      </ButtonBar>
      <DataTable id="aliases" items={aliases} columns={columns} rowProps={aliasRow}
        firstRun={<EmptyState testId="aliases-empty" icon={ArrowLeftRight} text="emails.aliases.empty" action={{ label: 'emails.aliases.createFirst', onClick: create }} />}
        search={{ className: 'mail-search', label: 'emails.search', filter, value: search, onChange: onSearch }} toolbar={<DomainFilter id="aliases" domain={domain} onDomain={onDomain} />}
        count="emails.aliases.count" label="emails.tab.aliases" noMatch="emails.aliases.noMatch"
      />
    </>
  );
}
