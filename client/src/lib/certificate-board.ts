import type { Domain } from '@panel/contract';
import { compareNames } from './compare-names';
import { certificateExpiry, type CertificateExpiry } from './server-time';

/** How a certificate's days left are coloured: expired, expiring within two weeks, or fine. */
export type ExpiryTone = 'expired' | 'soon' | 'fine';

export const expiryTone = (standing: CertificateExpiry): ExpiryTone => (standing.expired ? 'expired' : standing.warn ? 'soon' : 'fine');

/** A domain's certificate at `now`; null while it has none (not generated yet) or no expiry date. */
export const domainExpiry = (domain: Domain, now: number): CertificateExpiry | null =>
  domain.sslType === 'auto' ? null : certificateExpiry(domain.sslExpires, now);

/** How many certificates have expired and how many expire within two weeks, at `now`. */
export function expirySummary(domains: readonly Domain[], now: number) {
  let expired = 0;
  let soon = 0;
  for (const domain of domains) {
    const standing = domainExpiry(domain, now);
    if (standing?.expired) expired += 1;
    else if (standing?.warn) soon += 1;
  }
  return { expired, soon };
}

/** The domains whose certificate has expired or expires within two weeks, at `now`. */
export const expiringSoon = (domains: readonly Domain[], now: number): readonly Domain[] => domains.filter((domain) => domainExpiry(domain, now)?.warn);

/** Soonest expiry first; domains without a certificate last, by name. */
export function byExpiry(a: Domain, b: Domain): number {
  const left = a.sslType === 'auto' ? null : a.sslExpires;
  const right = b.sslType === 'auto' ? null : b.sslExpires;
  if (left !== right) {
    if (left === null) return 1;
    if (right === null) return -1;
    return left < right ? -1 : 1;
  }
  return compareNames(a.domain, b.domain);
}
