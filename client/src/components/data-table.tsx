import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import Card from 'react-bootstrap/Card';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { ListTable, type ListTableProps, type TableSort } from './list-table';
import { PAGE_SIZE, Pager, pageCountOf } from './pager';
import { SearchBox } from './search-box';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { findCleared } from '../store/navigation-slice';

/**
 * Focuses the row that shows `text` (any case) in a table, else its first row: the row takes the
 * focus itself (tabindex -1), so a screen reader reads it and Tab goes on to its buttons.
 */
export function focusFoundRow(container: HTMLElement | null, text: string) {
  const rows = [...(container?.querySelectorAll<HTMLTableRowElement>('tbody tr') ?? [])];
  const needle = text.toLowerCase();
  const row = rows.find((r) => r.textContent?.toLowerCase().includes(needle)) ?? rows[0];
  if (!row) return;
  row.tabIndex = -1;
  row.classList.add('found-row');
  row.focus();
}

export interface TableSearch<T> {
  /** The search box's id (`{id}-search` by default) and class (the CSS sizes it). */
  id?: string;
  className?: string;
  label: MessageId;
  /** The items that match the text. A new function (another domain chosen beside the box, say) starts again at the first page. */
  filter: (items: readonly T[], text: string) => readonly T[];
  /** The text, when the screen holds it (an instruction sets it); else the table does. */
  value?: string;
  onChange?: (text: string) => void;
}

export interface DataTableProps<T> extends Omit<ListTableProps<T>, 'items' | 'sort' | 'onSort' | 'className' | 'noMatch'> {
  /**
   * Names the list's parts for the CSS and the tests: the table's class and test id `{id}-table`,
   * the search box `{id}-search`, the count `{id}-count`, the no-match row `{id}-no-match`.
   */
  id?: string;
  /** Every item of the list. */
  items: readonly T[];
  className?: string;
  noMatch?: MessageId | { text: MessageId; testId?: string };
  search?: TableSearch<T>;
  /** More of the card's header, after the search box: a filter, the card's buttons. */
  toolbar?: ReactNode;
  /** "2,000 domains": the number that match, at the header's end. */
  count?: MessageId;
  pagerLabel?: MessageId;
  /** Shown instead of the card while the list is empty: what the list is for and the first action (`EmptyState`). */
  firstRun?: ReactNode;
  /** Shown in the card, under its header, instead of the table while the list is empty. */
  whenEmpty?: ReactNode;
  cardClassName?: string;
  cardTestId?: string;
  /** The order the table opens in (a column's `compare`), until a header is pressed. */
  initialSort?: TableSort;
}

/**
 * A list screen's card: the search, count and buttons in its header, the table of one page (sorted
 * by a column header when asked), and the pager under it; a first-run state while there is nothing
 * at all, and the no-match row while the search finds nothing. A keystroke draws this card again,
 * not the screen around it (unless the screen holds the text).
 */
export function DataTable<T>({
  id,
  items,
  search,
  toolbar,
  count,
  pagerLabel = 'emails.pager',
  firstRun,
  whenEmpty,
  cardClassName,
  cardTestId,
  initialSort,
  className = id ? `${id}-table` : '',
  testId = id && `${id}-table`,
  noMatch,
  ...table
}: DataTableProps<T>) {
  const intl = useIntl();
  const [ownText, setOwnText] = useState('');
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<TableSort | null>(initialSort ?? null);
  const text = search?.value ?? ownText;
  const card = useRef<HTMLDivElement>(null);
  useTableFind(
    id,
    (found) => {
      if (search?.onChange) search.onChange(found);
      else if (search) setOwnText(found);
      setPage(0);
    },
    card,
  );
  const filter = search?.filter;
  // Another filter (the domain chosen beside the search) starts at the first page, as a new text does.
  const [pagedFilter, setPagedFilter] = useState(() => filter);
  if (pagedFilter !== filter) {
    setPagedFilter(() => filter);
    setPage(0);
  }

  const sorted = useMemo(() => {
    const compare = sort && table.columns.find((column) => column.id === sort.column)?.compare;
    if (!compare) return items;
    const ascending = [...items].sort(compare);
    return sort.descending ? ascending.reverse() : ascending;
  }, [items, sort, table.columns]);
  const filtered = useMemo(() => (filter ? filter(sorted, text) : sorted), [filter, sorted, text]);
  const currentPage = Math.min(page, pageCountOf(filtered.length, PAGE_SIZE) - 1);
  const visible = useMemo(() => filtered.slice(currentPage * PAGE_SIZE, (currentPage + 1) * PAGE_SIZE), [filtered, currentPage]);

  if (items.length === 0 && firstRun) return firstRun;
  const header = search || toolbar || count;
  return (
    <Card ref={card} className={cardClassName} data-testid={cardTestId}>
      {header && (
        <Card.Header className="bg-body d-flex flex-wrap align-items-center gap-2">
          {search && (
            <SearchBox
              id={search.id ?? `${id}-search`}
              className={search.className}
              value={text}
              label={intl.formatMessage({ id: search.label })}
              onChange={(value) => {
                if (search.onChange) search.onChange(value);
                else setOwnText(value);
                setPage(0);
              }}
            />
          )}
          {toolbar}
          {count && (
            <span className="ms-auto small text-body-secondary" data-testid={`${id}-count`}>
              <FormattedMessage id={count} values={{ count: filtered.length }} />
            </span>
          )}
        </Card.Header>
      )}
      {items.length === 0 && whenEmpty ? (
        whenEmpty
      ) : (
        <ListTable
          {...table}
          className={`mb-0 ${className}`}
          testId={testId}
          noMatch={typeof noMatch === 'string' ? { text: noMatch, testId: id && `${id}-no-match` } : noMatch}
          items={visible}
          sort={sort}
          onSort={(next) => {
            setSort(next);
            setPage(0);
          }}
        />
      )}
      {filtered.length > PAGE_SIZE && (
        <Card.Footer className="bg-body">
          <Pager page={currentPage} pageSize={PAGE_SIZE} total={filtered.length} onPage={setPage} label={intl.formatMessage({ id: pagerLabel })} />
        </Card.Footer>
      )}
    </Card>
  );
}

/**
 * Takes the find instruction meant for the table `id` (`useGoTo`'s `find`): clears it, sets the
 * search to the item's name, and once the table shows it, focuses its row (a table without a
 * search, in `card`, only focuses the row).
 */
export function useTableFind(id: string | undefined, setText: (text: string) => void, card: RefObject<HTMLElement | null>) {
  const dispatch = useAppDispatch();
  const find = useAppSelector((state) => state.navigation.find);
  const apply = useRef(setText);
  useEffect(() => {
    apply.current = setText;
  });
  useEffect(() => {
    if (!find || id === undefined || find.table !== id) return;
    dispatch(findCleared());
    apply.current(find.text);
    // After the search's render and the tab's switch (the screen acts on its instruction in the same pass).
    requestAnimationFrame(() => setTimeout(() => focusFoundRow(card.current, find.text), 0));
  }, [find, id, dispatch, card]);
}
