import { createSelector } from '@reduxjs/toolkit';
import type { PanelPage } from '@panel/contract/pages';
import type { RootState } from './root-reducer';

export const selectAccount = (state: RootState) => state.account;
export const selectSession = (state: RootState) => state.account.session;
export const selectLocale = (state: RootState) => state.account.locale;
export const selectDomains = (state: RootState) => state.account.domains;
export const selectRedirectInstruction = (state: RootState) => state.account.redirect;

const sum = <T>(items: readonly T[], size: (item: T) => number) => items.reduce((total, item) => total + size(item), 0);

/** The sidebar badges, by page; a page without one has no badge. */
export const selectSectionCounts = createSelector(
  [
    (s: RootState) => s.account.domains,
    (s: RootState) => s.account.emailAccounts,
    (s: RootState) => s.account.emailAliases,
    (s: RootState) => s.account.databases,
    (s: RootState) => s.account.redirects,
    (s: RootState) => s.account.scripts,
  ],
  (domains, emailAccounts, emailAliases, databases, redirects, scripts): Partial<Record<PanelPage, number>> => ({
    domains: domains.length,
    emails: emailAccounts.length + emailAliases.length,
    databases: databases.length,
    redirects: redirects.length,
    ssl: domains.filter((domain) => domain.sslType !== 'auto').length,
    scripts: scripts.length,
  }),
);

export interface DiskUsage {
  /** The plan's disk, bytes. */
  limit: number;
  /** Everything the account uses, bytes. */
  used: number;
  /** used / limit, whole percent. */
  percent: number;
  websites: number;
  databases: number;
  email: number;
  backups: number;
  /** Used disk not explained by the other segments, floored at 0. */
  other: number;
  /** Unused e-mail capacity, capped by the plan disk still free, floored at 0. */
  reserved: number;
}

export const selectDiskUsage = createSelector(
  [
    (s: RootState) => s.account.package?.diskLimit ?? 0,
    (s: RootState) => s.account.user?.diskUsed ?? 0,
    (s: RootState) => s.account.domains,
    (s: RootState) => s.account.databases,
    (s: RootState) => s.account.emailAccounts,
  ],
  (limit, used, domains, databases, emailAccounts): DiskUsage => {
    const websites = sum(domains, (d) => d.diskUsed);
    const databaseBytes = sum(databases, (d) => d.diskUsed);
    const email = sum(emailAccounts, (a) => a.diskUsed);
    const unusedEmailCapacity = sum(emailAccounts, (a) => Math.max(0, a.diskLimit - a.diskUsed));
    return {
      limit,
      used,
      percent: limit > 0 ? Math.round((used / limit) * 100) : 0,
      websites,
      databases: databaseBytes,
      email,
      backups: 0,
      other: Math.max(0, used - websites - databaseBytes - email),
      reserved: Math.max(0, Math.min(unusedEmailCapacity, limit - used)),
    };
  },
);
