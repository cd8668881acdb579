import { bulkWrite, sql, type Db } from '../lib/db.js';
import { TEMPLATE_PREFIX, type AccountRow } from '../lib/accounts.js';

/**
 * Where a fixture account's row ids start: its template's ids plus this, so a fixture's cron jobs
 * and SSH keys have the same ids after every reset (clones' rows are numbered after them).
 */
const FIXTURE_ID_OFFSET = 1_000_000_000;

/** Tables that hang on an account but are not its data: a copy starts without them. */
const NOT_COPIED = new Set([
  'sessions',
  'handoffs',
  'trusted_devices',
  'list_versions',
  'sign_ins',
  'two_factor',
  'two_factor_recovery',
  'two_factor_challenges',
]);

const columnsOf = (db: Db, table: string) => sql(db, `SELECT name, pk FROM pragma_table_info(?)`).all(table) as { name: string; pk: number }[];

const tablesOf = new WeakMap<Db, string[]>();

/** Every table of an account's data: each one with an account_id column, but the ones not copied (read once per connection). */
function accountTables(db: Db): string[] {
  let tables = tablesOf.get(db);
  if (!tables) {
    const all = sql(db, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[];
    tables = all.filter((t) => !NOT_COPIED.has(t) && t !== 'accounts' && columnsOf(db, t).some((c) => c.name === 'account_id'));
    tablesOf.set(db, tables);
  }
  return tables;
}

/**
 * Copies an account's rows under a new login, one INSERT … SELECT per table, the lists' counts
 * moved once (call it in a transaction). Database names keep their `<login>_` prefix, renamed to the new login; a clone's
 * rows get ids afresh; the domains stand outside the one-owner rule unless `ownsNames` (the
 * fixture's own account).
 */
export function copyAccountRows(db: Db, from: AccountRow, login: string, ownsNames: boolean) {
  const accountColumns = columnsOf(db, 'accounts')
    .map((c) => c.name)
    .filter((c) => c !== 'id');
  const accountValues = accountColumns.map((c) => (c === 'login' ? '@login' : c === 'clock' ? 'NULL' : c === 'password_generation' ? '0' : c));
  const id = Number(
    sql(db, `INSERT INTO accounts (${accountColumns.join(', ')}) SELECT ${accountValues.join(', ')} FROM accounts WHERE id = @from`).run({
      login,
      from: from.id,
    }).lastInsertRowid,
  );
  bulkWrite(db, id, () => copyRows(db, from, id, login, ownsNames));
  return id;
}

/** Removes an account and every row of it, its lists' counts moved once (call it in a transaction). */
export function deleteAccountRows(db: Db, id: number) {
  bulkWrite(db, id, () => sql(db, 'DELETE FROM accounts WHERE id = ?').run(id));
}

function copyRows(db: Db, from: AccountRow, id: number, login: string, ownsNames: boolean) {
  const params = { id, from: from.id, oldPrefix: `${from.login}_`, newPrefix: `${login}_`, copy: ownsNames ? 0 : 1 };
  const renamed = (column: string) =>
    `CASE WHEN substr(${column}, 1, length(@oldPrefix)) = @oldPrefix THEN @newPrefix || substr(${column}, length(@oldPrefix) + 1) ELSE ${column} END`;
  for (const table of accountTables(db)) {
    // A fixture account's rows keep their template's ids (shifted): the same after every reset.
    const columns = columnsOf(db, table)
      .filter((c) => ownsNames || !(c.name === 'id' && c.pk === 1))
      .map((c) => c.name);
    const values = columns.map((c) =>
      c === 'id'
        ? `id + ${FIXTURE_ID_OFFSET}`
        : c === 'account_id'
          ? '@id'
          : c === 'fixture_copy'
            ? '@copy'
            : (table === 'databases' && c === 'name') || (table === 'scripts' && c === 'database_name')
              ? renamed(c)
              : c,
    );
    sql(db, `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${values.join(', ')} FROM ${table} WHERE account_id = @from ORDER BY rowid`).run(params);
  }
}

export const templateFingerprint = (db: Db, fixture: string) =>
  sql(db, 'SELECT value FROM settings WHERE key = ?').pluck().get(`template:${fixture}`) as string | undefined;

export const setTemplateFingerprint = (db: Db, fixture: string, value: string) =>
  sql(db, 'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(`template:${fixture}`, value);

/** The files of a template's home, as kept for that template (its id: a template seeded again is counted again). */
export function templateFileCount(db: Db, template: AccountRow): number | undefined {
  const kept = sql(db, 'SELECT value FROM settings WHERE key = ?').pluck().get(`template-files:${template.login}`) as string | undefined;
  const [id, files] = (kept ?? '').split(':').map(Number);
  return kept !== undefined && id === template.id && Number.isInteger(files) ? files : undefined;
}

export const setTemplateFileCount = (db: Db, template: AccountRow, files: number) =>
  sql(db, 'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(
    `template-files:${template.login}`,
    `${template.id}:${files}`,
  );

/** Every account but the templates, which are `.template-<fixture>`. */
export const accountsButTemplates = (db: Db) =>
  sql(db, 'SELECT * FROM accounts WHERE substr(login, 1, length(?)) <> ?').all(TEMPLATE_PREFIX, TEMPLATE_PREFIX) as AccountRow[];

/** Changes an account's plan, payment and language (a scenario's), leaving what is not given. */
export function setAccountSettings(
  db: Db,
  accountId: number,
  s: { diskLimit?: number; emailLimit?: number; sshAvailable?: boolean; postgresAvailable?: boolean; paid?: boolean; locale?: string },
) {
  const columns: [string, unknown][] = [
    ['disk_limit', s.diskLimit],
    ['email_limit', s.emailLimit],
    ['ssh_available', s.sshAvailable === undefined ? undefined : +s.sshAvailable],
    ['postgres_available', s.postgresAvailable === undefined ? undefined : +s.postgresAvailable],
    ['paid', s.paid === undefined ? undefined : +s.paid],
    ['locale', s.locale],
  ];
  for (const [column, value] of columns) {
    if (value !== undefined) sql(db, `UPDATE accounts SET ${column} = ? WHERE id = ?`).run(value, accountId);
  }
}
