import { useMemo } from 'react';
import Badge from 'react-bootstrap/Badge';
import { ArrowLeftRight } from 'react-bootstrap-icons';
import { useIntl } from 'react-intl';
import type { EmailAlias } from '@panel/contract';
import { useDialogs } from '../../components/dialog-context';
import { EmptyState } from '../../components/empty-state';
import type { Column } from '../../components/list-table';
import { ListScreen } from '../../components/list-screen';
import { CreateButton } from '../../components/toolbar-button';
import { useAppSelector } from '../../store/hooks';
import { AliasDialog } from './alias-dialog';
import { DeleteAliasDialog } from './delete-alias-dialog';
import { addressOf } from './mail';
import { addressColumn, addressMenuColumn, useMailSearch, type MailListProps } from './mail-list';
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
export function AliasesTab(props: MailListProps) {
  const { show } = useDialogs();
  const aliases = useAppSelector((state) => selectLists(state).emailAliases);
  const search = useMailSearch<EmailAlias>('aliases', props);
  const columns = useMemo<Column<EmailAlias>[]>(
    () => [
      addressColumn<EmailAlias>(),
      {
        id: 'destinations',
        header: 'emails.column.destinations',
        headerClassName: 'destination-col',
        className: 'destination-col',
        stack: true,
        cell: (alias) => <Destinations destination={alias.destination} />,
      },
      addressMenuColumn<EmailAlias>((alias) => [
        { label: 'emails.aliases.modify', run: () => show(<AliasDialog alias={alias} />) },
        { label: 'emails.aliases.delete', danger: true, run: () => show(<DeleteAliasDialog alias={alias} />) },
      ]),
    ],
    [show],
  );
  const create = () => show(<AliasDialog domain={props.filter.domain || undefined} />);
  return (
    <ListScreen
      buttons={<CreateButton label="emails.aliases.create" onClick={create} />}
      list={{ id: 'aliases', items: aliases, columns, rowProps: aliasRow }}
      texts={{ label: 'emails.tab.aliases', count: 'emails.aliases.count', noMatch: 'emails.aliases.noMatch' }}
      firstRun={
        <EmptyState
          testId="aliases-empty"
          icon={ArrowLeftRight}
          text="emails.aliases.empty"
          action={{ label: 'emails.aliases.createFirst', onClick: create }}
        />
      }
      {...search}
    />
  );
}
