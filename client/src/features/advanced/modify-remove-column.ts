import type { IntlShape } from 'react-intl';
import { menuColumn, type Column } from '../../components/list-table';

/** The menu column of a CRON job's or a Web app's row, named for the row: Modify, then Remove (in red). */
export function modifyRemoveColumn<T>(label: (item: T, intl: IntlShape) => string, modify: (item: T) => void, remove: (item: T) => void): Column<T> {
  return menuColumn<T>('advanced.column.actions', label, (item) => [
    { label: 'advanced.modify', run: () => modify(item) },
    { label: 'advanced.remove', run: () => remove(item), danger: true },
  ]);
}
