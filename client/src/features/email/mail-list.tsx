import { useCallback, type Dispatch, type ReactElement, type SetStateAction } from 'react';
import { CopyableText } from '../../components/copyable-text';
import type { TableSearch } from '../../components/data-table';
import { menuColumn, type Column } from '../../components/list-table';
import type { RowMenuItem } from '../../components/row-menu';
import { cachedMessage } from '../../lib/cached-message';
import { DomainFilter } from './domain-filter';
import { addressOf, filterMail, type Addressed } from './mail';

/** A mail list's filter, which the screen holds (an instruction sets it): the domain and the search text. */
export interface MailFilter {
  domain: string;
  search: string;
}

export interface MailListProps {
  filter: MailFilter;
  onFilter: Dispatch<SetStateAction<MailFilter>>;
}

/**
 * The search of a mail list (mailboxes, aliases): the text box, and the domain filter beside it
 * (`{id}-domain`), for the `search` and `toolbar` of its `DataTable`.
 */
export function useMailSearch<T extends Addressed>(
  id: string,
  { filter: { domain, search }, onFilter }: MailListProps,
): { search: TableSearch<T>; toolbar: ReactElement } {
  const filter = useCallback((items: readonly T[], text: string) => filterMail(items, domain, text), [domain]);
  return {
    search: { className: 'mail-search', label: 'emails.search', filter, value: search, onChange: (text) => onFilter((f) => ({ ...f, search: text })) },
    toolbar: <DomainFilter id={id} domain={domain} onDomain={(choice) => onFilter((f) => ({ ...f, domain: choice }))} />,
  };
}

/** The address column of a mail list: the whole address, with its copy button. */
export function addressColumn<T extends Addressed>(): Column<T> {
  return {
    id: 'address',
    header: 'emails.column.address',
    className: 'address-cell',
    identifies: true,
    cell: (item) => <CopyableText value={addressOf(item)} className="fw-medium" />,
  };
}

/** The row menu of a mail list, named for the row's address. */
export function addressMenuColumn<T extends Addressed>(items: (item: T) => RowMenuItem[]): Column<T> {
  return menuColumn<T>('emails.column.actions', (item, intl) => cachedMessage(intl, 'emails.actions', { address: addressOf(item) }), items);
}
