import { memo } from 'react';
import Table from 'react-bootstrap/Table';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Domain } from '@panel/contract';
import { RowMenu, type RowMenuItem } from '../../components/row-menu';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import { certificateExpiry } from '../../lib/server-time';
import { useServerNow } from '../../hooks/use-server-now';
import { SslState } from './ssl-state';

export type SslMenu = (domain: Domain) => RowMenuItem[];

/** The expiry date; an expired certificate, or one expiring within two weeks, says so beside it (as the domains table does). */
function Expiry({ date, now }: { date: string | null; now: number }) {
  const standing = certificateExpiry(date, now);
  if (!date) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">
          <FormattedMessage id="ssl.noExpiry" />
        </span>
      </>
    );
  }
  return (
    <>
      <time dateTime={date.slice(0, 10)}>{date.slice(0, 10)}</time>
      {standing?.warn && (
        <span className={`ms-1 fw-medium ${standing.expired ? 'text-danger-emphasis' : 'text-warning-emphasis'}`} data-testid="ssl-expiry-state">
          {'· '}
          {standing.expired ? <FormattedMessage id="domains.sslExpired" /> : <FormattedMessage id="domains.sslExpiry" values={{ days: standing.days }} />}
        </span>
      )}
    </>
  );
}

/** One domain; on a phone its state and expiry go under the name instead of in columns of their own. */
const SslRow = memo(function SslRow({ domain, menu, compact, now }: { domain: Domain; menu: SslMenu; compact: boolean; now: number }) {
  const intl = useIntl();
  return (
    <tr data-testid="ssl-row" data-domain={domain.domain}>
      <td className="name-cell">
        <div className="text-truncate fw-medium" title={domain.domain}>
          {domain.domain}
        </div>
        {compact && (
          <div className="small d-flex flex-wrap column-gap-2">
            <SslState type={domain.sslType} />
            {domain.sslExpires && (
              <span className="text-body-secondary" data-testid="ssl-expires">
                <span className="visually-hidden">
                  <FormattedMessage id="ssl.column.expires" />{' '}
                </span>
                <Expiry date={domain.sslExpires} now={now} />
              </span>
            )}
          </div>
        )}
      </td>
      {!compact && (
        <>
          <td>
            <SslState type={domain.sslType} />
          </td>
          <td className="text-nowrap" data-testid="ssl-expires">
            <Expiry date={domain.sslExpires} now={now} />
          </td>
        </>
      )}
      <td className="text-end actions-cell">
        <RowMenu label={intl.formatMessage({ id: 'ssl.actions' }, { domain: domain.domain })} items={() => menu(domain)} />
      </td>
    </tr>
  );
});

/** The domains with their SSL state and expiry date, each with its certificate menu. */
export function SslTable({ domains, menu }: { domains: readonly Domain[]; menu: SslMenu }) {
  const intl = useIntl();
  const compact = useMediaQuery(PHONE_QUERY);
  const now = useServerNow();
  return (
    <Table hover responsive className="align-middle mb-0 ssl-table" data-testid="ssl-table" aria-label={intl.formatMessage({ id: 'ssl.tableLabel' })}>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="ssl.column.domain" />
          </th>
          {!compact && (
            <>
              <th scope="col">
                <FormattedMessage id="ssl.column.state" />
              </th>
              <th scope="col" className="text-nowrap">
                <FormattedMessage id="ssl.column.expires" />
              </th>
            </>
          )}
          <th scope="col" className="text-end">
            <span className="visually-hidden">
              <FormattedMessage id="ssl.column.actions" />
            </span>
          </th>
        </tr>
      </thead>
      <tbody>
        {domains.length === 0 ? (
          <tr>
            <td colSpan={compact ? 2 : 4} className="text-center text-body-secondary py-4" data-testid="ssl-empty">
              <FormattedMessage id="domains.empty" />
            </td>
          </tr>
        ) : (
          domains.map((domain) => <SslRow key={domain.domain} domain={domain} menu={menu} compact={compact} now={now} />)
        )}
      </tbody>
    </Table>
  );
}
