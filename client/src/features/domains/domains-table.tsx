import { useMemo } from 'react';
import type { IntlShape } from 'react-intl';
import type { Domain } from '@panel/contract';
import { CertificateDays, expiryText } from '../../components/certificate-days';
import { CopyableText } from '../../components/copyable-text';
import { MailAuthBadge } from '../../components/mail-auth-badge';
import { useMailAuthNeeds, useMailAuthPending } from '../../api/mail-auth';
import { EnvelopeExclamation } from 'react-bootstrap-icons';
import { rowIcons } from '../../components/icons';
import { menuColumn, type Column } from '../../components/list-table';
import { useServerNow } from '../../hooks/use-server-now';
import { cachedMessage } from '../../lib/cached-message';
import { compareNames } from '../../lib/compare-names';
import { formatSize } from '../../lib/format-size';
import { domainExpiry } from '../../lib/certificate-board';
import type { DomainMenu } from './use-domain-menu';

/** The spec's lock states: grey open lock (none yet), blue lock (Let's Encrypt), green lock (uploaded); an expired one a red shield. */
const sslIcon = { auto: rowIcons.sslAuto, letsencrypt: rowIcons.sslLetsencrypt, custom: rowIcons.sslCustom } as const;

/**
 * A domain's certificate as a compact badge: its lock, its kind and, for a certificate, the days left.
 * Its texts repeat from row to row, so each is formatted once (`cachedMessage`).
 */
function sslBadge(intl: IntlShape, domain: Domain, now: number) {
  const type = domain.sslType;
  const standing = domainExpiry(domain, now);
  // A certificate whose expiry the server did not give as a date: its days are unknown.
  const certificate = type !== 'auto';
  const state = cachedMessage(intl, `ssl.state.${type}`);
  const expiry = certificate && expiryText(intl, standing);
  const expired = certificate && standing?.expired;
  return (
    <span
      className={`domain-badge ${expired ? 'domain-badge-expired' : standing?.warn ? 'domain-badge-warn' : ''}`}
      data-expired={expired || undefined}
      data-testid="domain-ssl"
      data-ssl-type={type}
      title={cachedMessage(intl, 'domains.ssl', { state: expiry ? `${state}, ${expiry}` : state })}
    >
      {expired ? rowIcons.sslExpired : sslIcon[type]}
      <span className="visually-hidden">{cachedMessage(intl, 'domains.ssl', { state: '' })}</span>
      {state}
      {certificate && <CertificateDays standing={standing} className="domain-badge-detail" />}
    </span>
  );
}

/**
 * The room of a mail authentication badge while the mailAuth extension's status is on its way (the
 * table does not wait for it): as wide as a typical badge and not seen, so the badge that comes takes
 * its place instead of pushing the row's other badges, or the rows below, about.
 */
function mailAuthRoom(intl: IntlShape) {
  return (
    <span className="domain-badge mail-auth-badge mail-auth-badge-room" aria-hidden="true" data-testid="mail-auth-badge-room">
      <EnvelopeExclamation />
      {cachedMessage(intl, 'mail-auth.badge', { parts: intl.formatList(['SPF', 'DMARC'], { type: 'conjunction' }) })}
    </span>
  );
}

export const domainRow = (domain: Domain) => ({ 'data-testid': 'domain-row', 'data-domain': domain.domain });

const byName = (a: Domain, b: Domain) => compareNames(a.domain, b.domain);

/**
 * The domains table's columns: the name (truncated at every width, whole in its tooltip, in its copy
 * button and while the row has the focus) with its SSL and PHP badges, the size and the IP (both
 * under the name on a phone: `stack`) and the menu. Fixed column widths (CSS), so no name pushes the others out of view.
 */
/** A domain the backend says is not at our name servers (`pointed` false): a badge (the fix, which servers to set, is in "Needs attention" above the table). */
function notPointedBadge(intl: IntlShape, domain: Domain) {
  return (
    <span
      className="domain-badge domain-badge-warn"
      data-testid="domain-not-pointed"
      title={intl.formatMessage({ id: 'domains.notPointedHint' }, { domain: domain.domain })}
    >
      {cachedMessage(intl, 'domains.notPointed')}
    </span>
  );
}

export function useDomainColumns(menu: DomainMenu): readonly Column<Domain>[] {
  const now = useServerNow();
  // The mailAuth extension's marks (none while it is off): a domain whose SPF, DKIM or DMARC needs fixing.
  const mailAuth = useMailAuthNeeds();
  const mailAuthPending = useMailAuthPending();
  return useMemo<Column<Domain>[]>(
    () => [
      {
        id: 'name',
        header: 'domains.column.domain',
        className: 'domain-cell',
        identifies: true,
        compare: byName,
        cell: (domain, intl) => (
          <>
            <CopyableText value={domain.domain} className="fw-medium" />
            <div className="d-flex flex-wrap gap-1 mt-1">
              {domain.pointed === false && notPointedBadge(intl, domain)}
              {sslBadge(intl, domain, now)}
              {mailAuth.has(domain.domain) ? <MailAuthBadge status={mailAuth.get(domain.domain)!} /> : mailAuthPending && mailAuthRoom(intl)}
              <span className="domain-badge" data-testid="domain-php">
                {cachedMessage(intl, 'domains.php', { version: domain.phpVersion })}
              </span>
            </div>
          </>
        ),
      },
      {
        id: 'size',
        header: 'domains.column.disk',
        headerClassName: 'text-end text-nowrap disk-col',
        className: 'text-end text-nowrap',
        // On a phone under the name with the IP: the name needs the room (sorting by size is the wider screens').
        stack: true,
        compare: (a, b) => a.diskUsed - b.diskUsed || byName(a, b),
        cell: (domain, intl) => formatSize(domain.diskUsed, intl.locale),
      },
      {
        id: 'ip',
        header: 'domains.column.ip',
        headerClassName: 'text-nowrap ip-col',
        className: 'ip-cell',
        stack: true,
        cellProps: () => ({ 'data-testid': 'domain-ip' }),
        cell: (domain) => <CopyableText value={domain.ip} className="font-monospace small" />,
      },
      {
        ...menuColumn<Domain>('domains.column.actions', (domain, intl) => cachedMessage(intl, 'domains.actions', { domain: domain.domain }), menu),
        headerClassName: 'text-end actions-col',
      },
    ],
    [now, menu, mailAuth, mailAuthPending],
  );
}
