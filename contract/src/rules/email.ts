import { z } from 'zod';
import { isValidDomainName } from './domains';
import { messageId } from './messages';
import { newPasswordWithRepeat } from './account';

/** Bytes in one MB as quotas count them. */
export const MB = 1024 * 1024;
export const MAX_EMAIL_NAME_LENGTH = 40;
export const MIN_QUOTA_MB = 1;
export const DEFAULT_QUOTA_MB = 100;
/** The quota form's maximum before the plan is known. */
export const FALLBACK_MAX_QUOTA_MB = 1024;
/** Longest e-mail address (RFC 5321 path limit less the brackets). */
export const MAX_EMAIL_LENGTH = 254;

const NAME_PATTERN = /^[a-z][A-Za-z0-9_.-]*$/;
// The local part of a common address: dot-separated runs of the usual characters (no leading,
// trailing or double dot); the part after the @ is a domain name as the domain rule has it.
const LOCAL_PATTERN = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const IPV4_PATTERN = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6_FULL_PATTERN = /^(?:[0-9a-f]{1,4}:){7}[0-9a-f]{1,4}$/;

/** The part of an address before the @: 1–40 letters, digits, `_`, `.`, `-`, starting with a–z. */
export function isValidEmailName(value: string): boolean {
  return value.length <= MAX_EMAIL_NAME_LENGTH && NAME_PATTERN.test(value);
}

/** Trims and lower-cases an address, a domain or an IP the way both sides compare them. */
export function normalizeAddress(value: string): string {
  return value.trim().toLowerCase();
}

/** Whether an already normalised text is a common e-mail address. */
export function isValidEmailAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at < 1 || value.length > MAX_EMAIL_LENGTH) return false;
  const local = value.slice(0, at);
  return local.length <= 64 && LOCAL_PATTERN.test(local) && isValidDomainName(value.slice(at + 1));
}

export const isValidIpv4 = (value: string) => IPV4_PATTERN.test(value);
export const isValidIpv6 = (value: string) => IPV6_FULL_PATTERN.test(value);

export type SenderType = 'email' | 'domain' | 'ip';
export const SENDER_TYPES: readonly SenderType[] = ['email', 'domain', 'ip'];

/** What kind of sender a normalised text is, if any. */
export function senderType(value: string): SenderType | undefined {
  if (isValidEmailAddress(value)) return 'email';
  if (isValidDomainName(value)) return 'domain';
  if (isValidIpv4(value) || isValidIpv6(value)) return 'ip';
  return undefined;
}

/**
 * A sender as both sides store it: trimmed and lower-cased, an IPv6 address with every group at
 * four digits (so one address has one spelling on the lists).
 */
export function normalizeSender(value: string): string {
  const sender = normalizeAddress(value);
  return isValidIpv6(sender)
    ? sender
        .split(':')
        .map((group) => group.padStart(4, '0'))
        .join(':')
    : sender;
}

/** Splits comma-joined destinations into trimmed, lower-cased addresses, dropping empty ones. */
export function splitDestinations(value: string): string[] {
  return value
    .split(',')
    .map(normalizeAddress)
    .filter((address) => address !== '');
}

/** The largest quota, in MB, that the plan's `emailLimit` (bytes) allows. */
export function maxQuotaMb(emailLimit: number | undefined): number {
  return emailLimit === undefined ? FALLBACK_MAX_QUOTA_MB : Math.max(MIN_QUOTA_MB, Math.floor(emailLimit / MB));
}

/** The smallest quota, in MB, a mailbox that already holds `diskUsed` bytes can be given. */
export function usedQuotaMb(diskUsed: number): number {
  return Math.ceil(diskUsed / MB);
}

/** Whether `mb` is a whole number of MB within the plan's range. */
export function isValidQuotaMb(mb: unknown, maxMb: number): mb is number {
  return typeof mb === 'number' && Number.isInteger(mb) && mb >= MIN_QUOTA_MB && mb <= maxMb;
}

export const emailDomainField = z.string().min(1, messageId('validation.email.domain'));
export const emailNameField = z.string().trim().refine(isValidEmailName, messageId('validation.email.invalid'));

/** A quota in MB (the form's number), between 1 and `maxMb`; the message takes `{min}` and `{max}`. */
export const quotaField = (maxMb: number) => z.number().refine((mb) => isValidQuotaMb(mb, maxMb), messageId('validation.email.quota'));

/** A quota change: in range, and not below what the mailbox holds (message `{used}`). */
export const quotaChangeSchema = (maxMb: number, diskUsed: number) =>
  z.object({
    quota: z.number().superRefine((mb, ctx) => {
      if (!isValidQuotaMb(mb, maxMb)) ctx.addIssue({ code: 'custom', message: messageId('validation.email.quota') });
      else if (mb < usedQuotaMb(diskUsed)) ctx.addIssue({ code: 'custom', message: messageId('validation.email.quotaUsed') });
    }),
  });

interface MailNames {
  accounts: Iterable<{ domain: string; name: string }>;
  aliases: Iterable<{ domain: string; name: string }>;
}

const keyOf = (domain: string, name: string) => `${domain}\n${name.toLowerCase()}`;
const keys = (items: Iterable<{ domain: string; name: string }>) => new Set(Array.from(items, (i) => keyOf(i.domain, i.name)));

/** The create-account form: domain, name, quota in MB and a new password typed twice; names already taken are refused. */
export function emailAccountSchemaFor(maxMb: number, taken: MailNames = { accounts: [], aliases: [] }) {
  const accounts = keys(taken.accounts);
  const aliases = keys(taken.aliases);
  return newPasswordWithRepeat.safeExtend({ domain: emailDomainField, name: emailNameField, quota: quotaField(maxMb) }).superRefine((form, ctx) => {
    const key = keyOf(form.domain, form.name);
    if (accounts.has(key)) ctx.addIssue({ code: 'custom', path: ['name'], message: messageId('validation.email.accountDuplicate') });
    else if (aliases.has(key)) ctx.addIssue({ code: 'custom', path: ['name'], message: messageId('validation.email.aliasExists') });
  });
}

/** A destination list: rows of addresses, empty rows dropped, at least one, each valid; joined with commas. */
export const destinationsField = z
  .array(z.string())
  .transform((rows) => rows.map(normalizeAddress).filter((row) => row !== ''))
  .refine((rows) => rows.length > 0 && rows.every(isValidEmailAddress), messageId('validation.email.invalid'))
  .transform((rows) => [...new Set(rows)].join(','));

/** The alias form (create, or modify with `modifying` set: the name stays). */
export function emailAliasSchemaFor(taken: MailNames = { accounts: [], aliases: [] }, modifying = false) {
  const accounts = keys(taken.accounts);
  const aliases = keys(taken.aliases);
  return z.object({ domain: emailDomainField, name: emailNameField, destinations: destinationsField }).superRefine((form, ctx) => {
    if (modifying) return;
    const key = keyOf(form.domain, form.name);
    if (accounts.has(key)) ctx.addIssue({ code: 'custom', path: ['name'], message: messageId('validation.email.accountExists') });
    else if (aliases.has(key)) ctx.addIssue({ code: 'custom', path: ['name'], message: messageId('validation.email.aliasExists') });
  });
}

/** Catch-all or monitoring: off, or an address chosen among the accounts. */
export const domainEmailSchema = z.object({ enabled: z.boolean(), email: z.string() }).transform((form, ctx) => {
  if (!form.enabled) return { email: null };
  const email = normalizeAddress(form.email);
  if (!isValidEmailAddress(email)) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: messageId('validation.email.select') });
    return z.NEVER;
  }
  return { email };
});

const senderChecks: Record<SenderType, { test: (sender: string) => boolean; message: ReturnType<typeof messageId> }> = {
  email: { test: isValidEmailAddress, message: messageId('validation.email.invalid') },
  domain: { test: isValidDomainName, message: messageId('validation.domain.invalid') },
  ip: { test: (ip) => isValidIpv4(ip) || isValidIpv6(ip), message: messageId('validation.sender.ip') },
};

interface SenderLists {
  white: Iterable<{ domain: string; sender: string }>;
  black: Iterable<{ domain: string; sender: string }>;
}

/** The add-sender form for one list ('white' trusted, 'black' blocked), refusing a sender either list already holds for the domain. */
export function senderSchemaFor(list: 'white' | 'black', lists: SenderLists = { white: [], black: [] }) {
  const entries = (items: Iterable<{ domain: string; sender: string }>) => new Set(Array.from(items, (s) => `${s.domain}\n${s.sender}`));
  const same = entries(lists[list]);
  const other = entries(lists[list === 'white' ? 'black' : 'white']);
  return z.object({ domain: emailDomainField, type: z.enum(['email', 'domain', 'ip']), sender: z.string() }).transform((form, ctx) => {
    const sender = normalizeSender(form.sender);
    const check = senderChecks[form.type];
    if (!check.test(sender)) {
      ctx.addIssue({ code: 'custom', path: ['sender'], message: check.message });
      return z.NEVER;
    }
    const key = `${form.domain}\n${sender}`;
    if (same.has(key)) ctx.addIssue({ code: 'custom', path: ['sender'], message: messageId('validation.sender.duplicate') });
    else if (other.has(key)) {
      const message = list === 'white' ? messageId('validation.sender.blacklisted') : messageId('validation.sender.whitelisted');
      ctx.addIssue({ code: 'custom', path: ['sender'], message });
    }
    return { domain: form.domain, sender };
  });
}
