import { databaseCreateSchema, databaseFullName, databasePasswordField, ruleMessage, type DatabaseKind } from '@panel/contract/rules';
import { transact } from '../../lib/db.js';
import { checkRule, conflict, notAcceptable, notFound } from '../../lib/errors.js';
import { checkNewPassword } from '../../lib/passwords.js';
import { adjustDiskUsed, type AccountRow } from '../../lib/accounts.js';
import { createEmptyDatabase } from '../../lib/databases.js';
import * as repo from './repository.js';
import type { Panel } from '../../panel.js';

/** Postgres exists only on plans that include it; elsewhere it is refused as a plan limit (406), never 403. */
function requireType(account: AccountRow, type: DatabaseKind) {
  if (type === 'postgres' && !account.postgres_available) throw notAcceptable(ruleMessage('database.error.postgres'), 'type');
}

/**
 * Creates `<login>_<name>` (lower-cased) and, for the first database of a type, the account's
 * database user of that type. The duplicate check and the insert are one step; the unique index
 * answers any race left with the same 409.
 */
export function createDatabase(panel: Panel, account: AccountRow, input: { name: string; type: DatabaseKind }) {
  const { db } = panel;
  requireType(account, input.type);
  const { name, type } = checkRule(databaseCreateSchema, input);
  const fullName = databaseFullName(account.login, name);
  const duplicate = () => conflict(ruleMessage('validation.database.duplicate'), 'name');
  transact(
    db,
    () => {
      if (repo.findDatabase(db, account.id, fullName, type)) throw duplicate();
      createEmptyDatabase(db, account.id, fullName, type);
    },
    duplicate,
  );
}

/** Deletes a database by its full name; of parallel deletes one succeeds and the rest find nothing (404). */
export function deleteDatabase(panel: Panel, account: AccountRow, input: { name: string; type: DatabaseKind }) {
  const { db } = panel;
  transact(db, () => {
    const found = repo.findDatabase(db, account.id, input.name.trim(), input.type);
    if (!found) throw notFound('Database');
    repo.deleteDatabase(db, account.id, found.name, input.type);
    adjustDiskUsed(db, account.id, -found.diskUsed);
  });
}

/** Sets the password of the account's database user of a type (creating the user if it had none). */
export function setDatabasePassword(panel: Panel, account: AccountRow, input: { type: DatabaseKind; password: string }) {
  requireType(account, input.type);
  checkRule(databasePasswordField, input.password, 'password');
  checkNewPassword(input.password);
  repo.setDatabaseUserPassword(panel.db, account.id, input.type, input.password);
}
