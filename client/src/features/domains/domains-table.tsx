import { memo } from 'react';
import Table from 'react-bootstrap/Table';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Domain } from '../../api/types';
import { CopyButton } from '../../components/copy-button';
import { SizeText } from '../../components/size-text';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import { DomainActionsMenu, type DomainAction } from './domain-actions-menu';

interface RowProps {
  domain: Domain;
  hasRootRedirect: boolean;
  onAction: (action: DomainAction, domain: Domain) => void;
  /** Phone width: no IP column; the IP goes under the name instead. */
  compact: boolean;
}

/** A value and its copy button, kept on one line; a value too long for the cell ends in an ellipsis. */
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

const DomainRow = memo(function DomainRow({ domain, hasRootRedirect, onAction, compact }: RowProps) {
  return (
    <tr data-testid="domain-row" data-domain={domain.domain}>
      <td className="domain-cell">
        <CopyableText value={domain.domain} className="fw-medium" />
        {compact && (
          <div className="small text-body-secondary" data-testid="domain-ip">
            <span className="visually-hidden">
              <FormattedMessage id="domains.column.ip" />{' '}
            </span>
            <CopyableText value={domain.ip} className="font-monospace" />
          </div>
        )}
      </td>
      <td className="text-end text-nowrap">
        <SizeText bytes={domain.diskUsed} />
      </td>
      {!compact && (
        <td className="ip-cell">
          <CopyableText value={domain.ip} className="font-monospace small" />
        </td>
      )}
      <td className="text-end actions-cell">
        <DomainActionsMenu domain={domain} hasRootRedirect={hasRootRedirect} onAction={onAction} />
      </td>
    </tr>
  );
});

export function DomainsTable({ domains, rootRedirects, onAction }: { domains: readonly Domain[]; rootRedirects: ReadonlySet<string>; onAction: (action: DomainAction, domain: Domain) => void }) {
  const intl = useIntl();
  const compact = useMediaQuery(PHONE_QUERY);
  return (
    <Table hover responsive className="align-middle mb-0 domains-table" data-testid="domains-table" aria-label={intl.formatMessage({ id: 'domains.tableLabel' })}>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="domains.column.domain" />
          </th>
          <th scope="col" className="text-end text-nowrap">
            {/* On a phone the full header ("Zajęte miejsce") would take the room the names need. */}
            <FormattedMessage id={compact ? 'domains.column.diskShort' : 'domains.column.disk'} />
          </th>
          {!compact && (
            <th scope="col" className="text-nowrap">
              <FormattedMessage id="domains.column.ip" />
            </th>
          )}
          <th scope="col" className="text-end">
            <span className="visually-hidden">
              <FormattedMessage id="domains.column.actions" />
            </span>
          </th>
        </tr>
      </thead>
      <tbody>
        {domains.length === 0 ? (
          <tr>
            <td colSpan={compact ? 3 : 4} className="text-center text-body-secondary py-4" data-testid="domains-empty">
              <FormattedMessage id="domains.empty" />
            </td>
          </tr>
        ) : (
          domains.map((domain) => <DomainRow key={domain.domain} domain={domain} hasRootRedirect={rootRedirects.has(domain.domain)} onAction={onAction} compact={compact} />)
        )}
      </tbody>
    </Table>
  );
}
