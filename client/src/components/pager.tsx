import type { ReactNode } from 'react';
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

/**
 * Rows on a page of every table that pages (the file browser's listing shows more): about a
 * screen, as the best panels show by default, and few enough that a search redraws a page at once.
 */
export const PAGE_SIZE = 25;

export function pageCountOf(total: number, pageSize: number) {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "26–50 of 2,000" and the page buttons; nothing when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const intl = useIntl();
  const pageCount = pageCountOf(total, pageSize);
  if (total <= pageSize) return null;
  const from = page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  const item = (key: string, content: ReactNode, target: number, options: { label?: string; current?: boolean; disabled?: boolean } = {}) => (
    <li key={key} className={`page-item${options.current ? ' active' : ''}${options.disabled ? ' disabled' : ''}`}>
      <button
        type="button"
        className="page-link"
        onClick={() => onPage(target)}
        disabled={options.disabled}
        aria-label={options.label}
        aria-current={options.current ? 'page' : undefined}
      >
        {content}
      </button>
    </li>
  );
  return (
    <nav className="d-flex flex-wrap align-items-center justify-content-between gap-2" aria-label={label}>
      <span className="text-body-secondary small" data-testid="pager-status">
        <FormattedMessage id="pager.showing" values={{ from, to, total }} />
      </span>
      <ul className="pagination pagination-sm mb-0">
        {item('previous', <span aria-hidden="true">‹</span>, page - 1, { label: intl.formatMessage({ id: 'pager.previous' }), disabled: page === 0 })}
        {pageWindow(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            item(String(entry), entry + 1, entry, { label: intl.formatMessage({ id: 'pager.page' }, { page: entry + 1 }), current: entry === page })
          ),
        )}
        {item('next', <span aria-hidden="true">›</span>, page + 1, { label: intl.formatMessage({ id: 'pager.next' }), disabled: page >= pageCount - 1 })}
      </ul>
    </nav>
  );
}
