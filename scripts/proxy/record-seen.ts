// What a recording walk saw (scripts/proxy/record.ts keeps it; record-scenario.ts and
// record-comment.ts write it): a leaf module, so the recorder and its writers import it, not each other.
import type { Schemas } from '@panel/contract';

type Lists = Schemas['AccountLists'];
export type FileEntry = Schemas['FileEntry'];

/**
 * The list fields of the account's replies (any reply carrying one updates it), each with the text
 * fields an entry needs to be recorded: an entry a drifting backend sent without one is left out
 * (the drift report names the drift).
 */
export const LISTS = {
  domains: ['domain'],
  emailAccounts: ['domain', 'name'],
  emailAliases: ['domain', 'name', 'destination'],
  emailBlacklists: ['domain', 'sender'],
  emailWhitelists: ['domain', 'sender'],
  databases: ['name', 'type'],
  redirects: ['domain', 'directory', 'destination'],
  scripts: ['type', 'domain', 'directory'],
  proxies: ['domain', 'directory'],
  sshKeys: [],
  cronJobs: ['settings'],
} as const;

/** What the walk saw, as the target answered it (never written as it is). */
export interface Seen {
  login?: string;
  locale?: string;
  package?: Schemas['Package'];
  user?: Schemas['User'];
  lists: Partial<Pick<Lists, keyof typeof LISTS>>;
  /** Each folder listed, by its path, newest listing. */
  folders: Map<string, FileEntry[]>;
  /** Each file opened in the editor, by its path: its size in bytes (its text is not kept). */
  opened: Map<string, number>;
  /** Each log tail shown, by `domain access|error`. */
  logs: Map<string, { domain: string; kind: 'access' | 'error'; lines: string[] }>;
  /** The target's time at the sign-in (its Date), for the certificates' days left. */
  at: number;
}
