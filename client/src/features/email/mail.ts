import type { Connector } from '@panel/contract';
import { MB } from '@panel/contract/rules';
import { addressOf, type Addressed } from '../../lib/mail-address';
import { searchKeys } from '../../lib/search-keys';

export { addressOf, type Addressed };

const addressKeys = searchKeys(addressOf);

/**
 * The items of one domain (all domains with `domain` empty) whose address contains the search,
 * trimmed and lower-cased. The lower-cased addresses are built once per list, not per keystroke.
 */
export function filterMail<T extends Addressed>(items: readonly T[], domain: string, search: string): readonly T[] {
  const needle = search.trim().toLowerCase();
  if (domain === '' && needle === '') return items;
  const keys = needle === '' ? null : addressKeys(items);
  return items.filter((item, index) => (domain === '' || item.domain === domain) && (keys === null || keys[index].includes(needle)));
}

/** Whole MB of a byte count (quotas are whole MB). */
export const bytesToMb = (bytes: number) => Math.round(bytes / MB);

export type Security = 'ssl' | 'starttls';

/** IMAP on 993 is SSL/TLS, any other port STARTTLS. */
export const imapSecurity = (port: number): Security => (port === 993 ? 'ssl' : 'starttls');
/** SMTP on 465 is SSL/TLS, on 587 (and any other port) STARTTLS. */
export const smtpSecurity = (port: number): Security => (port === 465 ? 'ssl' : 'starttls');

export interface MailServer {
  protocol: 'imap' | 'smtp';
  host: string;
  port: number;
  security: Security;
}

/** The incoming and outgoing servers a mail program needs, from the platform's connector. */
export function mailServers(connector: Connector | null | undefined): MailServer[] {
  if (!connector) return [];
  return [
    { protocol: 'imap', host: connector.imapHost, port: connector.imapPort, security: imapSecurity(connector.imapPort) },
    { protocol: 'smtp', host: connector.smtpHost, port: connector.smtpPort, security: smtpSecurity(connector.smtpPort) },
  ];
}

/** The aliases that forward to an address (the delete dialog names them). */
export function aliasesNaming(aliases: readonly (Addressed & { destination: string })[], address: string) {
  const wanted = address.toLowerCase();
  return aliases.filter((alias) => alias.destination.split(',').some((d) => d.trim().toLowerCase() === wanted)).map(addressOf);
}
