import type { ReactNode } from 'react';
import type { MessageId } from '../i18n/messages';
import { DataTable, type DataTableProps } from './data-table';
import type { Column, DataAttributes } from './list-table';
import { ButtonBar } from './toolbar-button';

/** What a list's table shows: its id (which names its parts, `DataTable`), the items, the columns and each row's data attributes. */
export interface ListRows<T> {
  id?: string;
  items: readonly T[];
  columns: readonly Column<T>[];
  /** A function that stays the same from render to render (the rows are memoised). */
  rowProps: (item: T) => DataAttributes;
}

/** A list's words: the table's accessible name, "2,000 domains" at the header's end, the pager's name, the no-match row. */
export interface ListTexts<T> {
  label?: MessageId;
  count?: MessageId;
  pager?: MessageId;
  noMatch?: DataTableProps<T>['noMatch'];
}

type Shown = 'id' | 'items' | 'columns' | 'rowProps' | 'label' | 'count' | 'pagerLabel' | 'noMatch';

export type ListScreenProps<T> = Omit<DataTableProps<T>, Shown> & {
  list: ListRows<T>;
  texts?: ListTexts<T>;
  /** The row of buttons above the list's card (its create button first), when it has one. */
  buttons?: ReactNode;
};

/**
 * A list screen (or tab): its buttons above, then its card (`DataTable`: search, count, the table
 * of one page, the pager; the first-run state while the list is empty).
 */
export function ListScreen<T>({ list, texts = {}, buttons, ...card }: ListScreenProps<T>) {
  const table = <DataTable {...list} {...card} label={texts.label} count={texts.count} pagerLabel={texts.pager} noMatch={texts.noMatch} />;
  if (!buttons) return table;
  return (
    <>
      <ButtonBar>{buttons}</ButtonBar>
      {table}
    </>
  );
}
