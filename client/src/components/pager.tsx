import Pagination from 'react-bootstrap/Pagination';
import { FormattedMessage, useIntl } from 'react-intl';

/** Page numbers to offer: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  const wanted = new Set([0, pageCount - 1, page - 1, page, page + 1]);
  let previous = -1;
  for (let index = 0; index < pageCount; index += 1) {
    if (!wanted.has(index)) continue;
    if (previous >= 0 && index - previous > 1) pages.push('gap');
    pages.push(index);
    previous = index;
  }
  return pages;
}

export function pageCountOf(total: number, pageSize: number) {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "Showing 51–100 of 2,000" and the page links; nothing when everything fits on one page. */
export function Pager({ page, pageSize, total, onPage, label }: { page: number; pageSize: number; total: number; onPage: (page: number) => void; label: string }) {
  const intl = useIntl();
  const pageCount = pageCountOf(total, pageSize);
  if (total <= pageSize) return null;
  const from = page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  return (
    <nav className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-2" aria-label={label}>
      <span className="text-body-secondary small">
        <FormattedMessage id="pager.showing" values={{ from, to, total }} />
      </span>
      <Pagination size="sm" className="mb-0">
        <Pagination.Prev disabled={page === 0} onClick={() => onPage(page - 1)} aria-label={intl.formatMessage({ id: 'pager.previous' })} />
        {pageWindow(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            <Pagination.Ellipsis key={`gap-${index}`} disabled />
          ) : (
            <Pagination.Item
              key={entry}
              active={entry === page}
              onClick={() => onPage(entry)}
              aria-label={intl.formatMessage({ id: 'pager.page' }, { page: entry + 1 })}
              aria-current={entry === page ? 'page' : undefined}
            >
              {entry + 1}
            </Pagination.Item>
          ),
        )}
        <Pagination.Next disabled={page >= pageCount - 1} onClick={() => onPage(page + 1)} aria-label={intl.formatMessage({ id: 'pager.next' })} />
      </Pagination>
    </nav>
  );
}
