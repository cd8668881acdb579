import { z } from 'zod';
import { messageId } from './messages';

export const MAX_DOMAIN_LENGTH = 253;
export const MAX_LABEL_LENGTH = 63;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
// A top-level domain of letters, or an IDN in its ASCII (xn--) form.
const TLD = '(?:[a-z]{2,63}|xn--[a-z0-9](?:[a-z0-9-]{0,57}[a-z0-9])?)';
const DOMAIN_PATTERN = new RegExp(`^(?:${LABEL}\\.)+${TLD}$`);

/** Trims and lower-cases a domain name the way the client and the server both do. */
export function normalizeDomain(value: string): string {
  return value.trim().toLowerCase();
}

/** Whether an already normalised name is a valid domain name (the panel's rule plus the DNS limits). */
export function isValidDomainName(value: string): boolean {
  return value.length <= MAX_DOMAIN_LENGTH && DOMAIN_PATTERN.test(value);
}

/** A domain name field: normalised, then checked (an invalid name stops further checks). */
export const domainName = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isValidDomainName, { message: messageId('validation.domain.invalid'), abort: true });

export const domainAddSchema = z.object({ domain: domainName });
export type DomainAddForm = z.infer<typeof domainAddSchema>;

/** The add-domain form for an account that already has `existing` domains. */
export function domainAddSchemaFor(existing: Iterable<string>) {
  const taken = new Set(Array.from(existing, normalizeDomain));
  return z.object({
    domain: domainName.refine((domain) => !taken.has(domain), messageId('validation.domain.duplicate')),
  });
}
