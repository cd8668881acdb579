import { z } from 'zod';
import { messageId, type RuleMessageId } from './messages';
import { newPasswordField, newPasswordWithRepeat } from './account';

export const MAX_DATABASE_NAME_LENGTH = 40;
export const DATABASE_TYPES = ['mysql', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_TYPES)[number];

const SHORT_NAME = new RegExp(`^[A-Za-z0-9_]{1,${MAX_DATABASE_NAME_LENGTH}}$`);

/** The name the user types (the part after `<login>_`): letters, digits and underscores, at most 40. */
export const databaseShortName = z.string().trim().regex(SHORT_NAME, messageId('validation.database.invalid'));

/** The stored name of a database: `<login>_<name>`, lower-cased. */
export function databaseFullName(login: string, name: string): string {
  return `${login}_${name.trim()}`.toLowerCase();
}

export const databaseCreateSchema = z.object({ name: databaseShortName, type: z.enum(DATABASE_TYPES) });
export type DatabaseCreateForm = z.infer<typeof databaseCreateSchema>;

/** The create form of `login`, who already has `existing` databases (one full name per type, in any case). */
export function databaseCreateSchemaFor(login: string, existing: Iterable<{ name: string; type: DatabaseKind }>) {
  const taken = new Set(Array.from(existing, (d) => `${d.type}:${d.name.toLowerCase()}`));
  return databaseCreateSchema.refine((form) => !taken.has(`${form.type}:${databaseFullName(login, form.name)}`), {
    message: messageId('validation.database.duplicate'),
    path: ['name'],
  });
}

/** Characters a database password may not hold (they break the quoting of SQL clients), each with its message. */
export const DATABASE_PASSWORD_FORBIDDEN: Readonly<Record<string, RuleMessageId>> = {
  "'": 'validation.databasePassword.quote',
  '"': 'validation.databasePassword.doubleQuote',
  '`': 'validation.databasePassword.backtick',
};

/** A database user's new password: at least 8 characters, none of ' " ` (the first one found is named). */
export const databasePasswordField = newPasswordField.superRefine((value, ctx) => {
  const bad = Array.from(value).find((c) => Object.hasOwn(DATABASE_PASSWORD_FORBIDDEN, c));
  if (bad !== undefined) ctx.addIssue({ code: 'custom', message: DATABASE_PASSWORD_FORBIDDEN[bad] });
});

/** The database password dialog: the password typed twice. */
export const databasePasswordSchema = newPasswordWithRepeat.safeExtend({ password: databasePasswordField });
export type DatabasePasswordForm = z.infer<typeof databasePasswordSchema>;
