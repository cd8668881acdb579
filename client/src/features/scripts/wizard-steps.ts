import type { Database, Redirect, Script } from '@panel/contract';
import { isValidSiteFolder, siteLocation } from '@panel/contract/rules';

/** Steps of the install wizard: script, location, database, administrator, review. */
export const WIZARD_STEPS = 5;

export interface WizardState {
  step: number;
  type: string;
  domain: string;
  location: 'main' | 'sub';
  folder: string;
  database: 'new' | 'existing';
  existing: string;
  login: string;
  password: string;
  repeat: string;
}

export const initialWizard = (type: string, domain = ''): WizardState => ({
  step: 0,
  type,
  domain,
  location: 'main',
  folder: '',
  database: 'new',
  existing: '',
  login: 'admin',
  password: '',
  repeat: '',
});

/** The directory the install goes to (`/` or `/folder/`), once the folder is valid. */
export const wizardDirectory = (s: WizardState) => siteLocation(s.location, s.folder);

/**
 * Whether Next is enabled: step 0 needs a script, step 1 a domain, step 2 a database when
 * 'existing' is chosen. The folder and the administrator are checked by their rules when Next is
 * pressed (their messages show under the fields).
 */
export function canGoNext(s: WizardState): boolean {
  switch (s.step) {
    case 0:
      return s.type !== '';
    case 1:
      return s.domain !== '';
    case 2:
      return s.database === 'new' || s.existing !== '';
    default:
      return s.step < WIZARD_STEPS - 1;
  }
}

/** Go back is offered after the first step. */
export const canGoBack = (s: WizardState) => s.step > 0;

/** The folder field's rule on step 1 (only for a subdirectory). */
export const folderValid = (s: WizardState) => s.location === 'main' || isValidSiteFolder(s.folder);

export type ReviewWarning = 'installed' | 'redirected' | 'databaseUsed';

/**
 * What the review step warns about: a script already installed at that address, the address lying
 * under a redirection of type normal (HTTP to HTTPS is fine), an existing database a script uses.
 */
export function reviewWarnings(
  s: WizardState,
  lists: { scripts: readonly Script[]; redirects: readonly Redirect[]; databases: readonly Database[] },
): ReviewWarning[] {
  const directory = wizardDirectory(s);
  const warnings: ReviewWarning[] = [];
  if (lists.scripts.some((x) => x.domain === s.domain && x.directory === directory)) warnings.push('installed');
  if (lists.redirects.some((r) => r.domain === s.domain && r.type !== 'http' && directory.startsWith(r.directory))) warnings.push('redirected');
  if (s.database === 'existing' && lists.scripts.some((x) => x.database !== null && x.database.toLowerCase() === s.existing.toLowerCase()))
    warnings.push('databaseUsed');
  return warnings;
}

/** The banner text for a failed install: the two 412s by their message, anything else 'Cannot install the script.' */
export function installErrorMessage(status: number, message: string) {
  if (status === 412 && message === 'Directory not empty') return 'scriptWizard.error.directory' as const;
  if (status === 412 && message === 'Database not empty') return 'scriptWizard.error.database' as const;
  return 'scriptWizard.error.install' as const;
}
