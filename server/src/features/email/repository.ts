import { jsonRows, sql, type Db } from '../../lib/db.js';

/** The lists as JSON text (`EmailAccount[]`, `EmailAlias[]`, `SenderEntry[]`): the big ones are thousands of rows. */
export const emailAccountsJson = (db: Db, accountId: number) =>
  jsonRows(db, 'SELECT domain, name, disk_limit AS diskLimit, disk_used AS diskUsed FROM email_accounts WHERE account_id = ? ORDER BY domain, name').get(
    accountId,
  ) as string;

export const emailAliasesJson = (db: Db, accountId: number) =>
  jsonRows(db, 'SELECT domain, name, destination FROM email_aliases WHERE account_id = ? ORDER BY domain, name').get(accountId) as string;

export const sendersJson = (db: Db, accountId: number, list: 'white' | 'black') =>
  jsonRows(db, 'SELECT domain, sender FROM sender_lists WHERE account_id = ? AND list = ? ORDER BY domain, sender').get(accountId, list) as string;

export const insertEmailAccount = (
  db: Db,
  accountId: number,
  a: { domain: string; name: string; diskLimit: number; diskUsed?: number; passwordHash: string },
) =>
  sql(db, 'INSERT INTO email_accounts (account_id, domain, name, disk_limit, disk_used, password_hash) VALUES (?, ?, ?, ?, ?, ?)').run(
    accountId,
    a.domain,
    a.name,
    a.diskLimit,
    a.diskUsed ?? 0,
    a.passwordHash,
  );

export const insertEmailAlias = (db: Db, accountId: number, a: { domain: string; name: string; destination: string }) =>
  sql(db, 'INSERT INTO email_aliases (account_id, domain, name, destination) VALUES (?, ?, ?, ?)').run(accountId, a.domain, a.name, a.destination);

export const insertSender = (db: Db, accountId: number, list: 'white' | 'black', s: { domain: string; sender: string }) =>
  sql(db, 'INSERT INTO sender_lists (account_id, list, domain, sender) VALUES (?, ?, ?, ?)').run(accountId, list, s.domain, s.sender);

export interface MailboxRow {
  domain: string;
  name: string;
  disk_limit: number;
  disk_used: number;
}

export const findMailbox = (db: Db, accountId: number, domain: string, name: string) =>
  sql(db, 'SELECT domain, name, disk_limit, disk_used FROM email_accounts WHERE account_id = ? AND domain = ? AND name = ?').get(accountId, domain, name) as
    | MailboxRow
    | undefined;

/** The mailbox of an address, whatever the letter case of its name. */
export const findMailboxByAddress = (db: Db, accountId: number, domain: string, name: string) =>
  sql(db, 'SELECT domain, name, disk_limit, disk_used FROM email_accounts WHERE account_id = ? AND domain = ? AND name = ? COLLATE NOCASE').get(
    accountId,
    domain,
    name,
  ) as MailboxRow | undefined;

export const aliasNameTaken = (db: Db, accountId: number, domain: string, name: string) =>
  sql(db, 'SELECT 1 FROM email_aliases WHERE account_id = ? AND domain = ? AND name = ? COLLATE NOCASE').get(accountId, domain, name) !== undefined;

export const deleteMailbox = (db: Db, accountId: number, domain: string, name: string) =>
  sql(db, 'DELETE FROM email_accounts WHERE account_id = ? AND domain = ? AND name = ?').run(accountId, domain, name).changes > 0;

export const setMailboxQuota = (db: Db, accountId: number, domain: string, name: string, bytes: number) =>
  sql(db, 'UPDATE email_accounts SET disk_limit = ? WHERE account_id = ? AND domain = ? AND name = ?').run(bytes, accountId, domain, name);

export const setMailboxPassword = (db: Db, accountId: number, domain: string, name: string, passwordHash: string) =>
  sql(db, 'UPDATE email_accounts SET password_hash = ? WHERE account_id = ? AND domain = ? AND name = ?').run(passwordHash, accountId, domain, name);

/** Turns off the catch-all and monitoring settings that send mail to an address. */
export function clearDomainAddress(db: Db, accountId: number, address: string) {
  sql(db, 'UPDATE domains SET catchall_email = NULL WHERE account_id = ? AND catchall_email = ? COLLATE NOCASE').run(accountId, address);
  sql(db, 'UPDATE domains SET bcc_email = NULL WHERE account_id = ? AND bcc_email = ? COLLATE NOCASE').run(accountId, address);
}

export const setCatchall = (db: Db, accountId: number, domain: string, address: string | null) =>
  sql(db, 'UPDATE domains SET catchall_email = ? WHERE account_id = ? AND name = ?').run(address, accountId, domain);

export const setMonitoring = (db: Db, accountId: number, domain: string, address: string | null) =>
  sql(db, 'UPDATE domains SET bcc_email = ? WHERE account_id = ? AND name = ?').run(address, accountId, domain);

export const findAlias = (db: Db, accountId: number, domain: string, name: string) =>
  sql(db, 'SELECT domain, name, destination FROM email_aliases WHERE account_id = ? AND domain = ? AND name = ?').get(accountId, domain, name) as
    | { domain: string; name: string; destination: string }
    | undefined;

export const setAliasDestination = (db: Db, accountId: number, domain: string, name: string, destination: string) =>
  sql(db, 'UPDATE email_aliases SET destination = ? WHERE account_id = ? AND domain = ? AND name = ?').run(destination, accountId, domain, name);

export const deleteAlias = (db: Db, accountId: number, domain: string, name: string) =>
  sql(db, 'DELETE FROM email_aliases WHERE account_id = ? AND domain = ? AND name = ?').run(accountId, domain, name).changes > 0;

/** Which list, if any, holds a sender for a recipient domain (a sender is on one list at most). */
export const senderList = (db: Db, accountId: number, domain: string, sender: string) =>
  sql(db, 'SELECT list FROM sender_lists WHERE account_id = ? AND domain = ? AND sender = ?').pluck().get(accountId, domain, sender) as
    | 'white'
    | 'black'
    | undefined;

export const deleteSender = (db: Db, accountId: number, list: 'white' | 'black', domain: string, sender: string) =>
  sql(db, 'DELETE FROM sender_lists WHERE account_id = ? AND list = ? AND domain = ? AND sender = ?').run(accountId, list, domain, sender).changes > 0;
