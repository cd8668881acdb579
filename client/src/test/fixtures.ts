import type { Domain, Session } from '@panel/contract';
import { emptyAccount, type AccountState } from '../store/account-slice';

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
    user: { diskUsed: 1024 ** 3, hideDomainConfig: false, hideDatabaseConfig: false, hideEmailConfig: false, paid: true },
    domains: [domain('example.com', { canDelete: false }), domain('shop.example.com')],
    emailAccounts: [],
    emailAliases: [],
    emailBlacklists: [],
    emailWhitelists: [],
    databases: [],
    ftp: { login: 'demo' },
    databaseUsers: [],
    redirects: [],
    scripts: [],
    proxies: [],
    sshKeys: [],
    cronJobs: [],
    ...extra,
  };
}

/** A signed-in account state, as the store holds it after `signedIn(sessionReply())`. */
export function signedInAccount(extra: Partial<AccountState> = {}, reply: Partial<Session> = {}): AccountState {
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
