import { sql, type Db } from '../../lib/db.js';

export const listSshKeys = (db: Db, accountId: number) =>
  sql(db, 'SELECT id, name, fingerprint FROM ssh_keys WHERE account_id = ? ORDER BY id').all(accountId) as {
    id: number;
    name: string;
    fingerprint: string;
  }[];

export const insertSshKey = (db: Db, accountId: number, k: { name: string; fingerprint: string; publicKey: string }) =>
  sql(db, 'INSERT INTO ssh_keys (account_id, name, fingerprint, public_key) VALUES (?, ?, ?, ?)').run(accountId, k.name, k.fingerprint, k.publicKey);

export const findSshKey = (db: Db, accountId: number, id: number) =>
  sql(db, 'SELECT id, name, fingerprint FROM ssh_keys WHERE account_id = ? AND id = ?').get(accountId, id) as
    | { id: number; name: string; fingerprint: string }
    | undefined;

export const findSshKeyByFingerprint = (db: Db, accountId: number, fingerprint: string) =>
  sql(db, 'SELECT 1 FROM ssh_keys WHERE account_id = ? AND fingerprint = ?').get(accountId, fingerprint) !== undefined;

export const deleteSshKey = (db: Db, accountId: number, id: number) =>
  sql(db, 'DELETE FROM ssh_keys WHERE account_id = ? AND id = ?').run(accountId, id).changes > 0;

export const setFtpPassword = (db: Db, accountId: number, hash: string) => sql(db, 'UPDATE accounts SET ftp_password = ? WHERE id = ?').run(hash, accountId);
