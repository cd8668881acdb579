import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Domain } from '@panel/contract';
import { menuColumn, textColumn, type Column } from '../../components/list-table';
import type { RowMenuItem } from '../../components/row-menu';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import { CertificateDays } from '../../components/certificate-days';
import { DayText } from '../../components/day-text';
import { byExpiry, domainExpiry } from '../../lib/certificate-board';
import { useServerNow } from '../../hooks/use-server-now';
import { SslState } from './ssl-state';

export type SslMenu = (domain: Domain) => RowMenuItem[];

/**
 * The expiry date and, beside it, the days left, coloured as the domains table's badge colours them;
 * a certificate whose date the server did not give as a date shows it as unknown.
 */
function Expiry({ domain, now }: { domain: Domain; now: number }) {
  const date = domain.sslExpires;
  const standing = domainExpiry(domain, now);
  if (!date && domain.sslType === 'auto') {
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
      <DayText value={date} />
      {standing && <CertificateDays standing={standing} className="ms-1" />}
    </>
  );
}

export const sslRow = (domain: Domain) => ({ 'data-testid': 'ssl-row', 'data-domain': domain.domain });

/** The domains with their SSL state and expiry date (under the name on a phone), each with its certificate menu. */
export function useSslColumns(menu: SslMenu): readonly Column<Domain>[] {
  const compact = useMediaQuery(PHONE_QUERY);
  const now = useServerNow();
  return useMemo<Column<Domain>[]>(
    () => [
      textColumn<Domain>('domain', 'ssl.column.domain', (domain) => domain.domain, { textClassName: 'fw-medium', identifies: true }),
      {
        id: 'state',
        header: 'ssl.column.state',
        // On a phone the state sits under the name (`stack`), with the date beside it.
        stack: true,
        cell: (domain) =>
          compact ? (
            <span className="d-flex flex-wrap column-gap-2">
              <SslState type={domain.sslType} expired={domainExpiry(domain, now)?.expired} />
              {(domain.sslExpires || domain.sslType !== 'auto') && (
                <span>
                  <span className="visually-hidden">
                    <FormattedMessage id="ssl.column.expires" />{' '}
                  </span>
                  <DayText value={domain.sslExpires} />
                </span>
              )}
            </span>
          ) : (
            <SslState type={domain.sslType} expired={domainExpiry(domain, now)?.expired} />
          ),
      },
      {
        id: 'expires',
        header: 'ssl.column.expires',
        headerClassName: 'text-nowrap',
        className: compact ? 'small' : 'text-nowrap',
        compare: byExpiry,
        cellProps: () => ({ 'data-testid': 'ssl-expires' }),
        cell: (domain) => {
          // On a phone the date sits under the name; this narrow column keeps the days left, and sorts.
          const standing = compact && domainExpiry(domain, now);
          return standing ? <CertificateDays standing={standing} dot={false} /> : <Expiry domain={domain} now={now} />;
        },
      },
      menuColumn<Domain>('ssl.column.actions', (domain, intl) => intl.formatMessage({ id: 'ssl.actions' }, { domain: domain.domain }), menu),
    ],
    [compact, now, menu],
  );
}
