import { sql, type Db } from './db.js';

/**
 * The accounts table as every area sees it: the signed-in account a handler receives and the
 * disk-usage total the areas adjust. The account feature's own repository holds the rest
 * (sessions, hand-off tokens, passwords, display settings).
 */
export interface AccountRow {
  id: number;
  login: string;
  password_hash: string;
  fixture: string;
  plan: string;
  disk_limit: number;
  email_limit: number;
  ssh_available: number;
  postgres_available: number;
  paid: number;
  locale: 'en' | 'pl';
  hide_domain_config: number;
  hide_database_config: number;
  hide_email_config: number;
  ftp_password: string;
  disk_used: number;
  clock: string | null;
  /** Moves with every password change (a sign-in checked against an older one gets no session). */
  password_generation: number;
  /** The extensions on for the account, as a JSON list; null: every one implemented. */
  capabilities: string | null;
}

export const findAccountByLogin = (db: Db, login: string) => sql(db, 'SELECT * FROM accounts WHERE login = ?').get(login) as AccountRow | undefined;

export const findAccountById = (db: Db, id: number) => sql(db, 'SELECT * FROM accounts WHERE id = ?').get(id) as AccountRow | undefined;

/** Moves the account's usage by what a call added or removed (never below zero). */
export const adjustDiskUsed = (db: Db, id: number, delta: number) =>
  sql(db, 'UPDATE accounts SET disk_used = MAX(0, disk_used + ?) WHERE id = ?').run(delta, id);

export const updateDiskUsed = (db: Db, id: number, bytes: number) => sql(db, 'UPDATE accounts SET disk_used = ? WHERE id = ?').run(bytes, id);

/** The prefix of the fixtures' template accounts (seed/templates.ts), which nobody signs in to. */
export const TEMPLATE_PREFIX = '.template-';
export const isTemplateLogin = (login: string) => login.startsWith(TEMPLATE_PREFIX);
