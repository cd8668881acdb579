import { memo } from 'react';
import Table from 'react-bootstrap/Table';
import { CaretDownFill, CaretUpFill } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Domain } from '@panel/contract';
import { CopyButton } from '../../components/copy-button';
import { rowIcons } from '../../components/icons';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import { cachedMessage } from '../../lib/cached-message';
import { formatSize } from '../../lib/format-size';
import { certificateExpiry } from '../../lib/server-time';
import { useServerNow } from '../../hooks/use-server-now';
import { DomainActionsMenu } from './domain-actions-menu';
import type { DomainMenu } from './use-domain-menu';

export type SortKey = 'name' | 'size';
export interface DomainSort {
  key: SortKey;
  descending: boolean;
}

/** The domains in the chosen order (names alphabetically, sizes by bytes, ties by name); none keeps the account's order. */
export function sortDomains(domains: readonly Domain[], sort: DomainSort | null): readonly Domain[] {
  if (!sort) return domains;
  const byName = (a: Domain, b: Domain) => a.domain.localeCompare(b.domain);
  const compare = sort.key === 'name' ? byName : (a: Domain, b: Domain) => a.diskUsed - b.diskUsed || byName(a, b);
  const sorted = [...domains].sort(compare);
  return sort.descending ? sorted.reverse() : sorted;
}

/** The spec's lock states: grey open lock (none yet), blue lock (Let's Encrypt), green lock (uploaded). */
const sslIcon = { auto: rowIcons.sslAuto, letsencrypt: rowIcons.sslLetsencrypt, custom: rowIcons.sslCustom } as const;

/**
 * A domain's certificate as a compact badge: its lock, its kind and, for a certificate, the days left.
 * Its texts repeat from row to row, so each is formatted once (`cachedMessage`).
 */
function SslBadge({ type, expires, now }: { type: Domain['sslType']; expires: string | null; now: number }) {
  const intl = useIntl();
  const standing = type === 'auto' ? null : certificateExpiry(expires, now);
  const state = cachedMessage(intl, `ssl.state.${type}`);
  const expiry = standing && (standing.expired ? cachedMessage(intl, 'domains.sslExpired') : cachedMessage(intl, 'domains.sslExpiry', { days: standing.days }));
  const warn = !!standing?.warn;
  return (
    <span
      className={`domain-badge ${warn ? 'domain-badge-warn' : ''}`}
      data-testid="domain-ssl"
      data-ssl-type={type}
      title={cachedMessage(intl, 'domains.ssl', { state: expiry ? `${state}, ${expiry}` : state })}
    >
      {sslIcon[type]}
      <span className="visually-hidden">{cachedMessage(intl, 'domains.ssl', { state: '' })}</span>
      {state}
      {expiry && <span className="domain-badge-detail">{`· ${expiry}`}</span>}
    </span>
  );
}

/** A value and its copy button, on one line; a long value ends in an ellipsis, shown whole (wrapped) while the row has the focus. */
function CopyableText({ value, className }: { value: string; className?: string }) {
  return (
    <div className="copyable d-flex align-items-center">
      <span className={`copyable-text text-truncate ${className ?? ''}`} title={value}>
        {value}
      </span>
      <CopyButton value={value} className="flex-shrink-0" />
    </div>
  );
}

interface RowProps {
  domain: Domain;
  hasRootRedirect: boolean;
  menu: DomainMenu;
  /** Phone width: no IP column; the IP goes under the name instead. */
  compact: boolean;
  /** When the table was shown (ms), for the days left on certificates. */
  now: number;
}

const DomainRow = memo(function DomainRow({ domain, hasRootRedirect, menu, compact, now }: RowProps) {
  const intl = useIntl();
  return (
    <tr data-testid="domain-row" data-domain={domain.domain}>
      <td className="domain-cell">
        <CopyableText value={domain.domain} className="fw-medium" />
        <div className="d-flex flex-wrap gap-1 mt-1">
          <SslBadge type={domain.sslType} expires={domain.sslExpires} now={now} />
          <span className="domain-badge" data-testid="domain-php">
            {cachedMessage(intl, 'domains.php', { version: domain.phpVersion })}
          </span>
        </div>
        {compact && (
          <div className="small text-body-secondary mt-1" data-testid="domain-ip">
            <span className="visually-hidden">
              <FormattedMessage id="domains.column.ip" />{' '}
            </span>
            <CopyableText value={domain.ip} className="font-monospace" />
          </div>
        )}
      </td>
      <td className="text-end text-nowrap">{formatSize(domain.diskUsed, intl.locale)}</td>
      {!compact && (
        <td className="ip-cell">
          <CopyableText value={domain.ip} className="font-monospace small" />
        </td>
      )}
      <td className="text-end actions-cell">
        <DomainActionsMenu domain={domain} hasRootRedirect={hasRootRedirect} menu={menu} />
      </td>
    </tr>
  );
});

/** A column header that sorts: ascending first, then descending. */
function SortHeader({ column, label, sort, onSort, className }: { column: SortKey; label: string; sort: DomainSort | null; onSort: (sort: DomainSort) => void; className?: string }) {
  const intl = useIntl();
  const active = sort?.key === column;
  const Caret = active && sort.descending ? CaretDownFill : CaretUpFill;
  return (
    <th scope="col" className={className} aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}>
      <button
        type="button"
        className="btn btn-link p-0 sort-button"
        title={intl.formatMessage({ id: 'domains.sort' }, { column: label })}
        onClick={() => onSort({ key: column, descending: active ? !sort.descending : false })}
        data-testid={`sort-${column}`}
      >
        {label}
        <Caret aria-hidden="true" className={`ms-1 ${active ? '' : 'opacity-25'}`} />
      </button>
    </th>
  );
}

/** The header row, shown alike by the table and its skeleton. */
function DomainsHead({ compact, sort, onSort }: { compact: boolean; sort: DomainSort | null; onSort: (sort: DomainSort) => void }) {
  const intl = useIntl();
  return (
    <thead>
      <tr>
        <SortHeader column="name" label={intl.formatMessage({ id: 'domains.column.domain' })} sort={sort} onSort={onSort} />
        {/* On a phone the full header ("Zajęte miejsce") would take the room the names need. */}
        <SortHeader column="size" label={intl.formatMessage({ id: compact ? 'domains.column.diskShort' : 'domains.column.disk' })} sort={sort} onSort={onSort} className="text-end text-nowrap disk-col" />
        {!compact && (
          <th scope="col" className="text-nowrap ip-col">
            <FormattedMessage id="domains.column.ip" />
          </th>
        )}
        <th scope="col" className="text-end actions-col">
          <span className="visually-hidden">
            <FormattedMessage id="domains.column.actions" />
          </span>
        </th>
      </tr>
    </thead>
  );
}

interface TableProps {
  domains: readonly Domain[];
  rootRedirects: ReadonlySet<string>;
  menu: DomainMenu;
  sort: DomainSort | null;
  onSort: (sort: DomainSort) => void;
}

/**
 * The domains, one row each: the name (truncated at every width, whole in its tooltip, in its copy
 * button and while the row has the focus) with its SSL and PHP badges, the size, the IP and the menu.
 * Fixed column widths, so no name pushes the size, IP or menu out of view.
 */
export function DomainsTable({ domains, rootRedirects, menu, sort, onSort }: TableProps) {
  const intl = useIntl();
  const compact = useMediaQuery(PHONE_QUERY);
  const now = useServerNow();
  return (
    <Table hover className="align-middle mb-0 domains-table" data-testid="domains-table" aria-label={intl.formatMessage({ id: 'domains.tableLabel' })}>
      <DomainsHead compact={compact} sort={sort} onSort={onSort} />
      <tbody>
        {domains.length === 0 ? (
          <tr>
            <td colSpan={compact ? 3 : 4} className="text-center text-body-secondary py-4" data-testid="domains-empty">
              <FormattedMessage id="domains.empty" />
            </td>
          </tr>
        ) : (
          // Rows are kept by position: a keystroke in the search (or another page) gives the page's
          // rows other domains, which costs a fraction of removing 50 rows and building 50 new ones.
          domains.map((domain, index) => (
            <DomainRow key={index} domain={domain} hasRootRedirect={rootRedirects.has(domain.domain)} menu={menu} compact={compact} now={now} />
          ))
        )}
      </tbody>
    </Table>
  );
}
