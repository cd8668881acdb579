import { sql, type Db } from '../../lib/db.js';

export const listSshKeys = (db: Db, accountId: number) =>
  sql(db, 'SELECT id, name, fingerprint FROM ssh_keys WHERE account_id = ? ORDER BY id').all(accountId) as {
    id: number; name: string; fingerprint: string;
  }[];
