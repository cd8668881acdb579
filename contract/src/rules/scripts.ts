import { z } from 'zod';
import { messageId } from './messages';
import { isValidSubdirectory, normalizeDirectory } from './redirects';
import { newPasswordField, newPasswordWithRepeat } from './account';

/** The script the install wizard offers first, and the administrator login it suggests. */
export const DEFAULT_SCRIPT_TYPE = 'wordpress';
export const DEFAULT_SCRIPT_LOGIN = 'admin';

/**
 * The exact messages of the install's two 412 refusals; the wizard maps them to its own texts
 * ('The selected directory is not empty.', 'The selected database is not empty.').
 */
export const SCRIPT_DIRECTORY_NOT_EMPTY = 'Directory not empty';
export const SCRIPT_DATABASE_NOT_EMPTY = 'Database not empty';

/**
 * A folder below a site: letters, digits, `_ . / -`, no `//`, not only slashes, and no `.` or `..`
 * step (a folder below the site, never above it).
 */
export function isValidSiteFolder(value: string): boolean {
  const text = value.trim();
  if (!isValidSubdirectory(text)) return false;
  const steps = text.split('/').filter((s) => s !== '');
  return steps.length > 0 && steps.every((s) => s !== '.' && s !== '..');
}

/** `/` for the main directory, otherwise the typed folder with a leading and trailing slash. */
export const siteLocation = (location: 'main' | 'sub', folder: string) => (location === 'main' ? '/' : normalizeDirectory(folder));

/**
 * The directory of an install or Web app as the call sends it: `/` (the main directory) or a
 * folder with a leading and trailing slash.
 */
export const siteDirectoryField = z
  .string()
  .trim()
  .refine((value) => value === '/' || isValidSiteFolder(value), messageId('validation.redirect.directory'))
  .overwrite((value) => (value === '/' ? '/' : normalizeDirectory(value)));

/** Wizard step 1: the subdirectory field, checked only when the install goes to a subdirectory. */
export const scriptFolderField = z.string().trim().refine(isValidSiteFolder, messageId('validation.redirect.directory'));

/** Wizard step 3: the administrator login and the password typed twice. */
export const scriptAdminSchema = newPasswordWithRepeat.safeExtend({
  login: z.string().trim().min(1, messageId('validation.login.invalid')),
});
export type ScriptAdminForm = z.infer<typeof scriptAdminSchema>;

/** The call's body as the server checks it. */
export const scriptInstallSchema = z.object({
  type: z.string().trim().min(1),
  domain: z.string().trim().toLowerCase().min(1),
  directory: siteDirectoryField,
  database: z.string().trim().min(1).nullable(),
  login: z.string().trim().min(1, messageId('validation.login.invalid')),
  password: newPasswordField,
});

/** Compares two PHP versions (`8.1` < `8.10`); negative when `a` is older. */
export function comparePhp(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Whether a script runs on a PHP version (its bounds included). */
export const supportsPhp = (script: { minPHP: string; maxPHP: string }, version: string) =>
  comparePhp(version, script.minPHP) >= 0 && comparePhp(version, script.maxPHP) <= 0;
