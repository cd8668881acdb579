import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AccountLists,
  AvailableScript,
  Connector,
  CronJob,
  Database,
  DatabaseUser,
  Domain,
  EmailAccount,
  EmailAlias,
  Ftp,
  Locale,
  Package,
  Proxy,
  Redirect,
  Script,
  SenderEntry,
  Session,
  SshKey,
  Upsell,
  User,
} from '@panel/contract';
import type { PageRedirect } from '@panel/contract/pages';
import { keepEqual } from '../lib/keep-equal';


export interface AccountState {
  login: string | null;
  /** The session token sent as a bearer header. */
  session: string | null;
  locale: Locale;
  /** Whether someone picked the language in this browser: their pick then wins over an account's stored language. */
  localePicked: boolean;
  package: Package | null;
  connector: Connector | null;
  phpVersions: string[];
  availableScripts: AvailableScript[];
  upsell: Upsell | null;
  user: User | null;
  domains: Domain[];
  emailAccounts: EmailAccount[];
  emailAliases: EmailAlias[];
  emailBlacklists: SenderEntry[];
  emailWhitelists: SenderEntry[];
  databases: Database[];
  ftp: Ftp | null;
  databaseUsers: DatabaseUser[];
  redirects: Redirect[];
  scripts: Script[];
  proxies: Proxy[];
  sshKeys: SshKey[];
  cronJobs: CronJob[];
  /** The file browser's current directory, remembered across screens. */
  fileDir: string;
  /** Syncs in flight; never persisted across a reload. */
  syncing: number;
  /** A one-off instruction for the next screen: which page, what to open there, for which domain. */
  redirect: PageRedirect | null;
}

/** The keys a "refreshed lists" reply may carry; anything else in a reply is ignored. */
export const listKeys = [
  'user',
  'domains',
  'emailAccounts',
  'emailAliases',
  'emailBlacklists',
  'emailWhitelists',
  'databases',
  'ftp',
  'databaseUsers',
  'redirects',
  'scripts',
  'proxies',
  'sshKeys',
  'cronJobs',
] as const satisfies readonly (keyof AccountLists & keyof AccountState)[];

export type ListsPatch = Partial<Pick<AccountLists, (typeof listKeys)[number]>>;

export function emptyAccount(locale: Locale, localePicked = false): AccountState {
  return {
    login: null,
    session: null,
    locale,
    localePicked,
    package: null,
    connector: null,
    phpVersions: [],
    availableScripts: [],
    upsell: null,
    user: null,
    domains: [],
    emailAccounts: [],
    emailAliases: [],
    emailBlacklists: [],
    emailWhitelists: [],
    databases: [],
    ftp: null,
    databaseUsers: [],
    redirects: [],
    scripts: [],
    proxies: [],
    sshKeys: [],
    cronJobs: [],
    fileDir: '/',
    syncing: 0,
    redirect: null,
  };
}

/**
 * Puts the lists of a reply into the state. With `previous` (the state before), a list alike the
 * one held is not replaced, and a changed list keeps its unchanged items: a keepalive that brings
 * the same 10,000 mailboxes changes nothing, so no screen re-renders and nothing is saved again.
 */
function mergeLists(state: AccountState, patch: ListsPatch, previous?: AccountState) {
  for (const key of listKeys) {
    const value = patch[key];
    if (value !== undefined && value !== null) {
      const kept = previous ? keepEqual(previous[key], value) : value;
      if (kept !== previous?.[key]) (state as unknown as Record<string, unknown>)[key] = kept;
    }
  }
}

const accountSlice = createSlice({
  name: 'account',
  initialState: (): AccountState => emptyAccount('en'),
  reducers: {
    signedIn(state, action: PayloadAction<Session>) {
      const reply = action.payload;
      // The account's stored language applies only where nobody picked one in this browser.
      const next = emptyAccount(state.localePicked ? state.locale : (reply.locale ?? state.locale), state.localePicked);
      next.login = reply.login;
      next.session = reply.token;
      next.package = reply.package;
      next.connector = reply.connector;
      next.phpVersions = reply.phpVersions;
      next.availableScripts = reply.availableScripts;
      next.upsell = reply.upsell;
      mergeLists(next, reply);
      return next;
    },
    listsMerged(state, action: PayloadAction<ListsPatch>) {
      mergeLists(state, action.payload, original(state));
    },
    signedOut(state) {
      return emptyAccount(state.locale, state.localePicked);
    },
    /** A language picked by the person (the language select). */
    localeChanged(state, action: PayloadAction<Locale>) {
      state.locale = action.payload;
      state.localePicked = true;
    },
    redirectSet(state, action: PayloadAction<PageRedirect>) {
      state.redirect = action.payload;
    },
    redirectCleared(state) {
      state.redirect = null;
    },
    fileDirSet(state, action: PayloadAction<string>) {
      state.fileDir = action.payload || '/';
    },
    syncStarted(state) {
      state.syncing += 1;
    },
    syncFinished(state) {
      state.syncing = Math.max(0, state.syncing - 1);
    },
  },
});

export const {
  signedIn,
  listsMerged,
  signedOut,
  localeChanged,
  redirectSet,
  redirectCleared,
  fileDirSet,
  syncStarted,
  syncFinished,
} = accountSlice.actions;

export const accountReducer = accountSlice.reducer;
