import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { cachedMessage } from '../lib/cached-message';
import { expiryTone } from '../lib/certificate-board';
import type { CertificateExpiry } from '../lib/server-time';

const toneClass = { expired: 'text-danger-emphasis', soon: 'text-warning-emphasis', fine: 'text-success-emphasis', unknown: 'text-body-secondary' } as const;

/**
 * "expired", "expires today", "expires in 5 days" (formatted once per language: rows repeat it);
 * "expiry date unknown" for a certificate whose date the server did not give as a date (null).
 */
export const expiryText = (intl: IntlShape, standing: CertificateExpiry | null) =>
  standing === null || !Number.isFinite(standing.days)
    ? cachedMessage(intl, 'domains.sslExpiryUnknown')
    : standing.expired
      ? cachedMessage(intl, 'domains.sslExpired')
      : cachedMessage(intl, 'domains.sslExpiry', { days: standing.days });

/**
 * A certificate's days left, coloured by how it stands (expired red, within two weeks amber, else
 * green): the SSL screen's expiry column and the domains table's SSL badge both show this one,
 * after a dot where it follows the date or the certificate's kind. A certificate without a readable
 * date (`standing` null) says its expiry is unknown.
 */
export function CertificateDays({ standing, className = '', dot = true }: { standing: CertificateExpiry | null; className?: string; dot?: boolean }) {
  const intl = useIntl();
  const tone = standing === null || !Number.isFinite(standing.days) ? 'unknown' : expiryTone(standing);
  return (
    <span className={`fw-medium ${toneClass[tone]} ${className}`} data-testid="ssl-expiry-state" data-tone={tone}>
      {dot ? `· ${expiryText(intl, standing)}` : expiryText(intl, standing)}
    </span>
  );
}
