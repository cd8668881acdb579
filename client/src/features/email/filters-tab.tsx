import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import { PlusLg, ShieldCheck, ShieldX, Trash } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import type { SenderEntry } from '@panel/contract';
import { DataTable } from '../../components/data-table';
import { useDialogs } from '../../components/dialog-host';
import { EmptyState } from '../../components/empty-state';
import type { Column } from '../../components/list-table';
import { useAppSelector } from '../../store/hooks';
import { RemoveSenderDialog } from './remove-sender-dialog';
import { SenderDialog, type SenderList } from './sender-dialog';

const TEXT = {
  white: { title: 'senders.trusted.title', add: 'senders.trusted.add', empty: 'senders.trusted.empty', remove: 'senders.trusted.removeLabel' },
  black: { title: 'senders.blocked.title', add: 'senders.blocked.add', empty: 'senders.blocked.empty', remove: 'senders.blocked.removeLabel' },
} as const;

const ROW = {
  white: (entry: SenderEntry) => ({ 'data-testid': 'sender-white-row', 'data-sender': entry.sender, 'data-domain': entry.domain }),
  black: (entry: SenderEntry) => ({ 'data-testid': 'sender-black-row', 'data-sender': entry.sender, 'data-domain': entry.domain }),
};

/** One list: its title and add button, then recipient domain, sender and a remove button per entry. */
function SenderCard({ list, entries }: { list: SenderList; entries: readonly SenderEntry[] }) {
  const { show } = useDialogs();
  const text = TEXT[list];
  const Icon = list === 'white' ? ShieldCheck : ShieldX;
  const titleId = `senders-${list}-title`;
  const columns = useMemo<Column<SenderEntry>[]>(
    () => [
      {
        id: 'domain',
        header: 'senders.column.domain',
        className: 'address-cell',
        cell: (entry) => (
          <span className="d-block text-truncate" title={entry.domain}>
            {entry.domain}
          </span>
        ),
      },
      {
        id: 'sender',
        header: 'senders.column.sender',
        className: 'address-cell',
        cell: (entry) => (
          <span className="d-block text-truncate font-monospace small" title={entry.sender}>
            {entry.sender}
          </span>
        ),
      },
      {
        id: 'actions',
        header: 'emails.column.actions',
        hiddenHeader: true,
        headerClassName: 'text-end',
        className: 'text-end actions-cell',
        cell: (entry, intl) => {
          const label = intl.formatMessage({ id: text.remove }, { sender: entry.sender, domain: entry.domain });
          return (
            <button type="button" className="btn btn-link btn-sm text-danger row-menu-toggle" aria-label={label} title={label} onClick={() => show(<RemoveSenderDialog list={list} entry={entry} />)}>
              <Trash aria-hidden="true" />
            </button>
          );
        },
      },
    ],
    [list, text, show],
  );
  return (
    <DataTable
      items={entries}
      columns={columns}
      rowProps={ROW[list]}
      cardClassName="mb-3"
      cardTestId={`senders-${list}`}
      toolbar={
        <>
          <h2 className="h6 mb-0 me-auto" id={titleId}>
            <Icon aria-hidden="true" className={`me-2 ${list === 'white' ? 'text-success' : 'text-danger'}`} />
            <FormattedMessage id={text.title} />
          </h2>
          <Button variant="outline-primary" size="sm" onClick={() => show(<SenderDialog list={list} />)}>
            <PlusLg aria-hidden="true" className="me-1" />
            <FormattedMessage id={text.add} />
          </Button>
        </>
      }
      whenEmpty={<EmptyState inCard testId={`senders-${list}-empty`} text={<FormattedMessage id={text.empty} />} />}
      className="senders-table"
      labelledBy={titleId}
    />
  );
}

/** Trusted and blocked senders, each per recipient domain. */
export function FiltersTab() {
  const white = useAppSelector((state) => state.account.emailWhitelists);
  const black = useAppSelector((state) => state.account.emailBlacklists);
  return (
    <>
      <SenderCard list="white" entries={white} />
      <SenderCard list="black" entries={black} />
    </>
  );
}
