import { z } from 'zod';
import { messageId, type RefusalMessageId } from './messages';

export const CERTIFICATE_MARKER = '-----BEGIN CERTIFICATE-----';
/** PKCS#8 (`PRIVATE KEY`, `ENCRYPTED PRIVATE KEY`) and the traditional RSA, EC and DSA forms. */
const PRIVATE_KEY_MARKER = /-----BEGIN (?:(?:RSA|EC|DSA|ENCRYPTED) )?PRIVATE KEY-----/;

const hasCertificate = (text: string) => text.includes(CERTIFICATE_MARKER);

/** The upload wizard's first step: the three PEM texts, each with its begin marker. */
export const certificateSchema = z.object({
  cert: z.string().refine(hasCertificate, messageId('validation.certificate.invalid')),
  key: z.string().refine((text) => PRIVATE_KEY_MARKER.test(text), messageId('validation.certificate.key')),
  ca: z.string().refine(hasCertificate, messageId('validation.certificate.chain')),
});
export type CertificateForm = z.infer<typeof certificateSchema>;

/** What `/certificate/check` finds in the texts (the contract's CertificateInfo). */
export interface CertificateFacts {
  /** Names the certificate covers, each mapped to whether it is a wildcard (`*.example.com`). */
  domains: Record<string, boolean>;
  validKey: boolean;
  selfSigned: boolean;
  expired: boolean;
  allSigned: boolean;
}

/**
 * Whether a certificate name covers a domain: the name equals the domain, or it is a wildcard
 * whose name without the asterisk (`.example.com`) ends the domain.
 */
export function certificateCovers(name: string, wildcard: boolean, domain: string): boolean {
  if (!wildcard) return name === domain;
  const suffix = name.startsWith('*') ? name.slice(1) : `.${name}`;
  return domain.endsWith(suffix) && domain.length > suffix.length;
}

/** The account's domains a certificate covers, in the order given. */
export function matchedDomains(facts: Pick<CertificateFacts, 'domains'>, domains: readonly string[]): string[] {
  const names = Object.entries(facts.domains);
  return domains.filter((domain) => names.some(([name, wildcard]) => certificateCovers(name, wildcard, domain)));
}

/** The refusals of the certificate calls. */
export type CertificateRefusalId = Extract<RefusalMessageId, `certificate.error.${string}`>;

/**
 * Why a checked certificate cannot be installed on any of `domains`, or null when it can. The
 * reasons are tried in this order, so the client and the server name the same one.
 */
export function certificateRefusal(facts: CertificateFacts, domains: readonly string[]): CertificateRefusalId | null {
  if (!facts.validKey) return 'certificate.error.key';
  if (facts.selfSigned) return 'certificate.error.selfSigned';
  if (facts.expired) return 'certificate.error.expired';
  if (!facts.allSigned) return 'certificate.error.chain';
  if (matchedDomains(facts, domains).length === 0) return 'certificate.error.domain';
  return null;
}
