import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import { PlusLg, ShieldCheck, ShieldX } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import type { SenderEntry } from '@panel/contract';
import { ListScreen } from '../../components/list-screen';
import { useDialogs } from '../../components/dialog-context';
import { EmptyState } from '../../components/empty-state';
import { deleteColumn, textColumn, type Column } from '../../components/list-table';
import { useAppSelector } from '../../store/hooks';
import { RemoveSenderDialog } from './remove-sender-dialog';
import { SenderDialog, type SenderList } from './sender-dialog';
import { selectLists } from '../../api/queries';
import { useCapability } from '../../api/capabilities';

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
      textColumn<SenderEntry>('domain', 'senders.column.domain', (entry) => entry.domain, { className: 'address-cell', stack: true }),
      textColumn<SenderEntry>('sender', 'senders.column.sender', (entry) => entry.sender, {
        className: 'address-cell',
        textClassName: 'font-monospace small',
        identifies: true,
      }),
      deleteColumn<SenderEntry>(
        'emails.column.actions',
        (entry, intl) => intl.formatMessage({ id: text.remove }, { sender: entry.sender, domain: entry.domain }),
        (entry) => show(<RemoveSenderDialog list={list} entry={entry} />),
      ),
    ],
    [list, text, show],
  );
  return (
    <ListScreen
      list={{ items: entries, columns, rowProps: ROW[list] }}
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
      whenEmpty={<EmptyState inCard testId={`senders-${list}-empty`} text={text.empty} />}
      className="senders-table"
      labelledBy={titleId}
    />
  );
}

/** Trusted and blocked senders, each per recipient domain. */
export function FiltersTab() {
  const white = useAppSelector((state) => selectLists(state).emailWhitelists);
  const black = useAppSelector((state) => selectLists(state).emailBlacklists);
  const spam = useCapability('spamFilter');
  const { open } = useDialogs();
  return (
    <>
      {/* With the spamFilter extension these lists are the filter's exceptions; its domain defaults open from here. */}
      {spam && (
        <p className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <Button variant="outline-secondary" size="sm" onClick={() => open('spamFilter', {})} data-testid="spam-filter-defaults">
            <FormattedMessage id="spam.filtersButton" />
          </Button>
          <span className="small text-body-secondary">
            <FormattedMessage id="spam.filtersHint" />
          </span>
        </p>
      )}
      <SenderCard list="white" entries={white} />
      <SenderCard list="black" entries={black} />
    </>
  );
}
