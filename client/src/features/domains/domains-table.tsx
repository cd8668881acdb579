import { memo } from 'react';
import Table from 'react-bootstrap/Table';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Domain } from '../../api/types';
import { CopyButton } from '../../components/copy-button';
import { SizeText } from '../../components/size-text';
import { DomainActionsMenu, type DomainAction } from './domain-actions-menu';

const DomainRow = memo(function DomainRow({ domain, hasRootRedirect, onAction }: { domain: Domain; hasRootRedirect: boolean; onAction: (action: DomainAction, domain: Domain) => void }) {
  return (
    <tr data-testid="domain-row" data-domain={domain.domain}>
      <td>
        <div className="d-flex flex-wrap align-items-center column-gap-1">
          <span className="domain-name fw-medium">{domain.domain}</span>
          <CopyButton value={domain.domain} />
        </div>
      </td>
      <td className="text-end text-nowrap">
        <SizeText bytes={domain.diskUsed} />
      </td>
      <td className="d-none d-sm-table-cell text-nowrap">
        <span className="font-monospace small">{domain.ip}</span>
        <CopyButton value={domain.ip} />
      </td>
      <td className="text-end">
        <DomainActionsMenu domain={domain} hasRootRedirect={hasRootRedirect} onAction={onAction} />
      </td>
    </tr>
  );
});

export function DomainsTable({ domains, rootRedirects, onAction }: { domains: readonly Domain[]; rootRedirects: ReadonlySet<string>; onAction: (action: DomainAction, domain: Domain) => void }) {
  const intl = useIntl();
  return (
    <Table hover responsive className="align-middle mb-0 domains-table" data-testid="domains-table" aria-label={intl.formatMessage({ id: 'domains.tableLabel' })}>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="domains.column.domain" />
          </th>
          <th scope="col" className="text-end">
            <FormattedMessage id="domains.column.disk" />
          </th>
          <th scope="col" className="d-none d-sm-table-cell">
            <FormattedMessage id="domains.column.ip" />
          </th>
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
            <td colSpan={4} className="text-center text-body-secondary py-4" data-testid="domains-empty">
              <FormattedMessage id="domains.empty" />
            </td>
          </tr>
        ) : (
          domains.map((domain) => <DomainRow key={domain.domain} domain={domain} hasRootRedirect={rootRedirects.has(domain.domain)} onAction={onAction} />)
        )}
      </tbody>
    </Table>
  );
}
