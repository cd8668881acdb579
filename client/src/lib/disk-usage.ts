import type { Database, Domain, EmailAccount, User } from '@panel/contract';
import type { MessageId } from '../i18n/messages';

/** The account's disk, as the meters and the statistics show it (bytes). */
export interface DiskUsage {
  /** The plan's disk; null when the sign-in did not give the plan (the meters then say it is unknown). */
  limit: number | null;
  /** Everything the account uses. */
  used: number;
  /** used / limit, whole percent. */
  percent: number;
  websites: number;
  databases: number;
  email: number;
  backups: number;
  /** Used disk not explained by the other parts, floored at 0. */
  other: number;
  /** Unused e-mail capacity, capped by the plan disk still free, floored at 0. */
  reserved: number;
}

export type DiskPart = Exclude<keyof DiskUsage, 'limit' | 'used' | 'percent'>;

/** The parts of the disk in their fixed order, each with its name and colour. */
export const diskParts: readonly { key: DiskPart; label: MessageId; className: string }[] = [
  { key: 'websites', label: 'disk.websites', className: 'bg-primary' },
  { key: 'databases', label: 'disk.databases', className: 'bg-info' },
  { key: 'email', label: 'disk.email', className: 'bg-warning' },
  { key: 'backups', label: 'disk.backups', className: 'bg-danger' },
  { key: 'other', label: 'disk.other', className: 'bg-success' },
  { key: 'reserved', label: 'disk.reserved', className: 'bg-secondary bg-opacity-50' },
];

const sum = <T>(items: readonly T[], size: (item: T) => number) => items.reduce((total, item) => total + size(item), 0);

/** The one computation of the disk usage: the plan's limit against what the lists say is used. */
export function diskUsage(
  limit: number | null,
  {
    user,
    domains,
    databases,
    emailAccounts,
    backups = 0,
  }: {
    user: User | null;
    domains: readonly Domain[];
    databases: readonly Database[];
    emailAccounts: readonly EmailAccount[];
    /** What the account's backups take (the `backups` extension), when known. */
    backups?: number;
  },
): DiskUsage {
  const used = user?.diskUsed ?? 0;
  const websites = sum(domains, (d) => d.diskUsed);
  const databaseBytes = sum(databases, (d) => d.diskUsed);
  const email = sum(emailAccounts, (a) => a.diskUsed);
  const unusedEmailCapacity = sum(emailAccounts, (a) => Math.max(0, a.diskLimit - a.diskUsed));
  return {
    limit,
    used,
    percent: limit !== null && limit > 0 ? Math.round((used / limit) * 100) : 0,
    websites,
    databases: databaseBytes,
    email,
    backups,
    other: Math.max(0, used - websites - databaseBytes - email - backups),
    reserved: Math.max(0, limit === null ? unusedEmailCapacity : Math.min(unusedEmailCapacity, limit - used)),
  };
}
