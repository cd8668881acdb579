import { memo, startTransition, useLayoutEffect, useMemo, useRef, useState, type ReactElement, type ReactNode, type RefObject } from 'react';
import Table from 'react-bootstrap/Table';
import { CaretDownFill, CaretUpFill, Trash } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { PHONE_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { cachedMessage } from '../lib/cached-message';
import { ColumnHeading } from './data-labels';
import { RowMenu, type RowMenuItem } from './row-menu';

/** Attributes a row or a cell carries besides its class: test ids and the item's name, say. */
export type DataAttributes = Partial<Record<`data-${string}`, string>>;

export interface Column<T> {
  /** React's key for the column; a sorting column's button is `sort-{id}` to the tests. */
  id: string;
  header: MessageId;
  /**
   * The column that says what a row is (a domain, an address, a command): its cell is marked
   * `data-row-name`, and on a phone it is never cut (it wraps) and the `stack` columns sit under it.
   */
  identifies?: boolean;
  /** A secondary column: on a phone its cell sits under the row's name (its header read before it to screen readers) instead of in a column of its own. */
  stack?: boolean;
  /** The header is read to screen readers only (the row menu's column). */
  hiddenHeader?: boolean;
  headerClassName?: string;
  className?: string;
  cellProps?: (item: T) => DataAttributes;
  /** The cell's content. It runs in a memoised row, so it takes what it needs (intl) as arguments. */
  cell: (item: T, intl: IntlShape) => ReactNode;
  /** The column sorts: its header is a button, ascending first, then descending. */
  compare?: (a: T, b: T) => number;
}

export interface TableSort {
  column: string;
  descending: boolean;
}

/** The last column, of each row's actions: its header read to screen readers only, the cell at the end. */
export function actionsColumn<T>(header: MessageId, cell: Column<T>['cell']): Column<T> {
  return { id: 'actions', header, hiddenHeader: true, headerClassName: 'text-end', className: 'text-end actions-cell', cell };
}

/** The row menu's column: the menu's name for the item, and its items (asked for when it opens). */
export function menuColumn<T>(header: MessageId, label: (item: T, intl: IntlShape) => string, items: (item: T) => RowMenuItem[]): Column<T> {
  return actionsColumn(header, (item, intl) => <RowMenu label={label(item, intl)} items={() => items(item)} />);
}

/** A column of one text per item, on one line: a long one ends in an ellipsis, whole in its tooltip (`as: 'code'` for a command, say). */
export function textColumn<T>(
  id: string,
  header: MessageId,
  text: (item: T) => string,
  {
    className = 'name-cell',
    textClassName = '',
    as: Text = 'span',
    identifies,
    stack,
  }: { className?: string; textClassName?: string; as?: 'span' | 'code'; identifies?: boolean; stack?: boolean } = {},
): Column<T> {
  return {
    id,
    header,
    className,
    identifies,
    stack,
    cell: (item) => {
      const value = text(item);
      return (
        <Text className={`d-block text-truncate ${textClassName}`} title={value}>
          {value}
        </Text>
      );
    },
  };
}

/** A column of delete buttons (a red bin), named for the item. */
export function deleteColumn<T>(header: MessageId, label: (item: T, intl: IntlShape) => string, onDelete: (item: T) => void): Column<T> {
  return actionsColumn(header, (item, intl) => {
    const name = label(item, intl);
    return (
      <button type="button" className="btn btn-link btn-sm text-danger row-menu-toggle" aria-label={name} title={name} onClick={() => onDelete(item)}>
        <Trash aria-hidden="true" />
      </button>
    );
  });
}

interface RowProps<T> {
  item: T;
  columns: readonly Column<T>[];
  /** The columns shown under the row's name (on a phone). */
  stacked: readonly Column<T>[];
  rowProps: (item: T) => DataAttributes;
}

/**
 * One row. Memoised: with the same item, columns and attributes it is not drawn again, so a screen
 * keeps `columns` (useMemo) and `rowProps` (a module function) the same from render to render.
 */
const DataRow = memo(function DataRow({ item, columns, stacked, rowProps }: RowProps<unknown>) {
  const intl = useIntl();
  return (
    <tr {...rowProps(item)}>
      {columns.map((column) =>
        column.identifies ? (
          <td key={column.id} className={column.className} data-row-name="" {...column.cellProps?.(item)}>
            {column.cell(item, intl)}
            {stacked.length > 0 && (
              <div className="stacked-cells small text-body-secondary">
                {stacked.map((under) => (
                  <div key={under.id} className="stacked-cell" {...under.cellProps?.(item)}>
                    <span className="visually-hidden">{`${cachedMessage(intl, under.header)}: `}</span>
                    {under.cell(item, intl)}
                  </div>
                ))}
              </div>
            )}
          </td>
        ) : (
          <td key={column.id} className={column.className} {...column.cellProps?.(item)}>
            {column.cell(item, intl)}
          </td>
        ),
      )}
    </tr>
  );
}) as <T>(props: RowProps<T>) => ReactElement;

/** The columns shown, and those under the name, at this width: on a phone the `stack` columns go under the `identifies` one. */
function useLayout<T>(columns: readonly Column<T>[]) {
  const phone = useMediaQuery(PHONE_QUERY);
  return useMemo(() => {
    const stacks = phone && columns.some((column) => column.identifies);
    return {
      shown: stacks ? columns.filter((column) => !column.stack) : columns,
      stacked: stacks ? columns.filter((column) => column.stack) : [],
    };
  }, [phone, columns]);
}

/**
 * A column header that sorts (every table's, the file browser's too): a button, ascending first,
 * then descending; the arrow shows on the sorted column (on the others while hovered or focused).
 */
export function SortHeader<C extends string>({
  column,
  label,
  className,
  sort,
  onSort,
}: {
  column: C;
  label: MessageId;
  className?: string;
  sort: { column: C; descending: boolean } | null;
  onSort: (sort: { column: C; descending: boolean }) => void;
}) {
  const intl = useIntl();
  const active = sort?.column === column;
  const Caret = active && sort.descending ? CaretDownFill : CaretUpFill;
  const text = intl.formatMessage({ id: label });
  return (
    <th scope="col" className={className} aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}>
      <button
        type="button"
        className="btn btn-link p-0 sort-button"
        title={intl.formatMessage({ id: 'domains.sort' }, { column: text })}
        onClick={() => onSort({ column, descending: active ? !sort.descending : false })}
        data-testid={`sort-${column}`}
      >
        {text}
        <Caret aria-hidden="true" className={`ms-1 sort-caret ${active ? '' : 'sort-caret-idle'}`} />
      </button>
    </th>
  );
}

function Header<T>({ column, sort, onSort }: { column: Column<T>; sort: TableSort | null; onSort?: (sort: TableSort) => void }) {
  if (column.compare && onSort) return <SortHeader column={column.id} label={column.header} className={column.headerClassName} sort={sort} onSort={onSort} />;
  return <ColumnHeading label={column.header} className={column.headerClassName} hidden={column.hiddenHeader} />;
}

/** The rows of a table's first frame: more than the window shows of most tables, under what stands above them. */
export const FIRST_FRAME_ROWS = 8;

/**
 * How many of the `count` rows to draw. A table's first frame draws FIRST_FRAME_ROWS (the table
 * starts under the screen's title, its toolbar and often a panel; the domains' rows are 67 px high
 * on a desktop): the rest, below the fold, come in the next frame, so the screen a customer sees
 * is drawn without them (some 30 ms of the first render of big's domains). When the first rows end
 * inside the window after all (a tall window, short rows), the rest are drawn before that frame is painted.
 */
function useRowsDrawn(count: number, body: RefObject<HTMLTableSectionElement | null>): number {
  const [allDrawn, setAllDrawn] = useState(false);
  const cut = !allDrawn && count > FIRST_FRAME_ROWS;
  useLayoutEffect(() => {
    if (!cut) return;
    const last = body.current?.lastElementChild;
    if (!last || last.getBoundingClientRect().bottom < window.innerHeight) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- read from the layout (outside React), once, before the frame is painted
      setAllDrawn(true);
      return;
    }
    const frame = requestAnimationFrame(() => startTransition(() => setAllDrawn(true)));
    return () => cancelAnimationFrame(frame);
  }, [cut, body]);
  return cut ? FIRST_FRAME_ROWS : count;
}

export interface ListTableProps<T> {
  /** The rows to show (one page). */
  items: readonly T[];
  columns: readonly Column<T>[];
  /** The row's attributes (`data-testid`, the item's name); a function that stays the same, for the memoised rows. */
  rowProps: (item: T) => DataAttributes;
  /** The table's accessible name, or the id of the element that names it. */
  label?: MessageId;
  labelledBy?: string;
  /** Classes after `align-middle` (the margin and the table's own class, which the CSS reads). */
  className: string;
  testId?: string;
  /** Scrolls sideways in a wrapper when too wide (the default). */
  responsive?: boolean;
  /** The row that says nothing matches, when `items` is empty. */
  noMatch?: { text: MessageId; testId?: string };
  sort?: TableSort | null;
  onSort?: (sort: TableSort) => void;
}

/**
 * A table of items: the head from the columns (sorting ones as buttons), a row per item, and the
 * no-match row. Rows are kept by position: a keystroke in a search (or another page) gives the
 * page's rows other items and changes their texts, which costs a fraction of removing 25 rows and
 * building 25 new ones. What a row's controls remember belongs to the item (the copy button's check
 * mark, an open row menu), so a reused row shows nothing of the previous item.
 */
export function ListTable<T>({
  items,
  columns,
  rowProps,
  label,
  labelledBy,
  className,
  testId,
  responsive = true,
  noMatch,
  sort = null,
  onSort,
}: ListTableProps<T>) {
  const intl = useIntl();
  const { shown, stacked } = useLayout(columns);
  const body = useRef<HTMLTableSectionElement>(null);
  const drawn = useRowsDrawn(items.length, body);
  return (
    <Table
      hover
      responsive={responsive}
      className={`align-middle ${className}`}
      data-testid={testId}
      aria-label={label && intl.formatMessage({ id: label })}
      aria-labelledby={labelledBy}
    >
      <thead>
        <tr>
          {shown.map((column) => (
            <Header key={column.id} column={column} sort={sort} onSort={onSort} />
          ))}
        </tr>
      </thead>
      <tbody ref={body}>
        {items.length === 0
          ? noMatch && (
              <tr>
                <td colSpan={shown.length} className="text-center text-body-secondary py-4" data-testid={noMatch.testId}>
                  <FormattedMessage id={noMatch.text} />
                </td>
              </tr>
            )
          : items.slice(0, drawn).map((item, index) => <DataRow key={index} item={item} columns={shown} stacked={stacked} rowProps={rowProps} />)}
      </tbody>
    </Table>
  );
}
