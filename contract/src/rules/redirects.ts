import { z } from 'zod';
import { messageId } from './messages';

export const REDIRECT_TYPES = ['normal', 'http'] as const;
export const REDIRECT_CODES = [301, 302] as const;
export const DEFAULT_REDIRECT_CODE = 301;
export type RedirectKind = (typeof REDIRECT_TYPES)[number];
export type RedirectCode = (typeof REDIRECT_CODES)[number];

const SUBDIRECTORY = /^[A-Za-z0-9_./-]+$/;

/** Whether a typed subdirectory is acceptable: letters, digits, `_ . / -`, no `//` (`/` alone is the whole site). */
export function isValidSubdirectory(value: string): boolean {
  return SUBDIRECTORY.test(value) && !value.includes('//');
}

/** A subdirectory with a leading and a trailing slash, however it was typed (`blog` → `/blog/`). */
export function normalizeDirectory(value: string): string {
  let dir = value.trim();
  if (!dir.startsWith('/')) dir = `/${dir}`;
  if (!dir.endsWith('/')) dir = `${dir}/`;
  return dir;
}

/** Whether a typed destination looks like a website address: something with a dot and no spaces. */
export function isValidDestination(value: string): boolean {
  const text = value.trim();
  return text.includes('.') && !/\s/.test(text);
}

/** A destination with a scheme: `http://` is put in front unless it starts with http:// or https://. */
export function normalizeDestination(value: string): string {
  const text = value.trim();
  return /^https?:\/\//i.test(text) ? text : `http://${text}`;
}

/** The address a redirection answers for, as the table shows it. */
export const redirectAddress = (r: { domain: string; directory: string }) => `${r.domain}${r.directory}`;

const redirectFields = z.object({
  domain: z.string().trim().toLowerCase().min(1, messageId('validation.redirect.domain')),
  directory: z.string().trim().refine(isValidSubdirectory, messageId('validation.redirect.directory')).overwrite(normalizeDirectory),
  type: z.enum(REDIRECT_TYPES),
  destination: z.string(),
  code: z.union([z.literal(301), z.literal(302)]),
});

/**
 * The create and modify dialogs (and the calls' bodies). Type normal needs a website address and
 * gets `http://` when it names no scheme; type http (HTTP to HTTPS) sends the address to itself, so
 * its destination becomes `{domain}{directory}` whatever was typed.
 */
export const redirectSchema = redirectFields
  .refine((r) => r.type !== 'normal' || isValidDestination(r.destination), {
    message: messageId('validation.redirect.destination'),
    path: ['destination'],
    when: ({ value }) => {
      const form = value as { type?: unknown; destination?: unknown };
      return form.type === 'normal' && typeof form.destination === 'string';
    },
  })
  .transform((r) => ({
    ...r,
    destination: r.type === 'http' ? redirectAddress(r) : normalizeDestination(r.destination),
  }));
export type RedirectForm = z.input<typeof redirectSchema>;
export type RedirectBody = z.output<typeof redirectSchema>;

/** The create dialog, refusing an address (domain + directory) the account already redirects. */
export function redirectCreateSchemaFor(existing: Iterable<{ domain: string; directory: string }>) {
  const taken = new Set(Array.from(existing, redirectAddress));
  return redirectSchema.refine((r) => !taken.has(redirectAddress(r)), {
    message: messageId('validation.redirect.duplicate'),
    path: ['directory'],
  });
}
