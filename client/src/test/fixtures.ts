import type { AccountLists, Domain, FileEntry, Locale, Session } from '@panel/contract';
import type { PageRedirect } from '@panel/contract/pages';
import { noLists, type Lists } from '../api/queries';
import type { PersistedState } from '../store/persistence';
import type { Plan } from '../store/session-slice';

/** A whole account as a test describes it: the session, the plan, the lists and where the user is, in one flat record. */
export type TestAccount = Lists & {
  [K in keyof Plan]: Plan[K] | null;
} & {
  session: string | null;
  login: string | null;
  locale: Locale;
  localePicked: boolean;
  fileDir: string;
  redirect: PageRedirect | null;
};

/** A signed-out browser session in `locale`. */
export function emptyAccount(locale: Locale, localePicked = false): TestAccount {
  return {
    session: null,
    login: null,
    locale,
    localePicked,
    package: null,
    connector: null,
    phpVersions: null,
    availableScripts: null,
    upsell: null,
    plan: null,
    ...noLists,
    fileDir: '/',
    redirect: null,
  };
}

/** The store's state for a test's account: what a sign-in (or a reload) leaves in it. */
export function accountState(account: TestAccount): PersistedState {
  const {
    session,
    login,
    locale,
    localePicked,
    package: plan,
    connector,
    phpVersions,
    availableScripts,
    upsell,
    plan: name,
    fileDir,
    redirect,
    user,
    ftp,
    ...lists
  } = account;
  return {
    session: {
      token: session,
      login,
      locale,
      localePicked,
      plan:
        plan && connector && upsell
          ? { package: plan, connector, phpVersions: phpVersions ?? [], availableScripts: availableScripts ?? [], upsell, plan: name }
          : null,
    },
    navigation: { fileDir, redirect },
    pendingLists: { lists: user && ftp ? { user, ftp, ...lists } : null },
  };
}

/** A file browser's entry: a plain file unless told otherwise. */
export function fileEntry(name: string, type: FileEntry['type'] = 'file', extra: Partial<FileEntry> = {}): FileEntry {
  return { name, type, size: 1, permissions: '-rw-r--r--', day: '1', month: 'Jan', time: '10:00', target: null, number: 1, ...extra };
}

export function domain(name: string, extra: Partial<Domain> = {}): Domain {
  return {
    domain: name,
    directory: `/domains/${name}/public_html`,
    phpVersion: '8.3',
    canDelete: true,
    catchallEmail: null,
    bccEmail: null,
    sslType: 'auto',
    sslExpires: null,
    diskUsed: 1024 * 1024,
    ip: '192.0.2.10',
    ...extra,
  };
}

export function sessionReply(extra: Partial<Session> = {}): Session {
  return {
    token: 'token-1',
    login: 'demo',
    locale: 'en',
    package: { diskLimit: 10 * 1024 ** 3, emailLimit: 2 * 1024 ** 3, sshAvailable: true, postgresAvailable: true },
    connector: {
      ftpHost: 'ftp.example.net',
      smtpHost: 'smtp.example.net',
      smtpPort: 587,
      pop3Host: 'pop3.example.net',
      pop3Port: 995,
      imapHost: 'imap.example.net',
      imapPort: 993,
      mysqlHost: 'mysql.example.net',
      postgresHost: 'pg.example.net',
      webmailUrl: 'https://webmail.example.net',
      phpmyadminUrl: 'https://pma.example.net',
      phppgadminUrl: 'https://ppa.example.net',
      ns1: 'ns1.example.net',
      ns2: 'ns2.example.net',
    },
    phpVersions: ['8.1', '8.2', '8.3'],
    availableScripts: [],
    upsell: { upgrade: 'https://shop.example.net/upgrade/demo', pay: 'https://shop.example.net/pay/demo', certificate: 'https://shop.example.net/ssl/demo' },
    ...noLists,
    user: { diskUsed: 1024 ** 3, hideDomainConfig: false, hideDatabaseConfig: false, hideEmailConfig: false, paid: true },
    domains: [domain('example.com', { canDelete: false }), domain('shop.example.com')],
    ftp: { login: 'demo' },
    ...extra,
  };
}

/** The account lists of a whole sign-in reply (everything but the session and the plan). */
export function listsOf(reply: Session): AccountLists {
  const {
    token: _token,
    login: _login,
    locale: _locale,
    package: _plan,
    connector: _connector,
    phpVersions: _php,
    availableScripts: _scripts,
    upsell: _upsell,
    ...lists
  } = reply;
  return lists;
}

/** A signed-in account, as `signedIn(sessionReply())` leaves it. */
export function signedInAccount(extra: Partial<TestAccount> = {}, reply: Partial<Session> = {}): TestAccount {
  const session = sessionReply(reply);
  return {
    ...emptyAccount(session.locale),
    login: session.login,
    session: session.token,
    package: session.package,
    connector: session.connector,
    phpVersions: session.phpVersions,
    availableScripts: session.availableScripts,
    upsell: session.upsell,
    user: session.user,
    domains: session.domains,
    ftp: session.ftp,
    ...extra,
  };
}
