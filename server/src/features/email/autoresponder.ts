import type { Schemas } from '@panel/contract';
import { autoreplySchemaFor, autoreplyState, dayOf } from '@panel/contract/rules';
import { bool, sql, transact, type Db } from '../../lib/db.js';
import type { AccountRow } from '../../lib/accounts.js';
import type { Panel } from '../../panel.js';
import { checkMailboxRule, requireMailboxOf } from './mailbox-extras.js';

type Autoresponder = Schemas['Autoresponder'];

interface AutoreplyRow {
  domain: string;
  name: string;
  enabled: number;
  subject: string;
  body: string;
  start_day: string | null;
  end_day: string | null;
  interval_days: number;
}

const COLUMNS = 'domain, name, enabled, subject, body, start_day, end_day, interval_days';

/** A stored reply as the contract gives it, its state on `today` (the account's day). */
function toReply(row: AutoreplyRow, today: string): Autoresponder {
  const reply = { enabled: bool(row.enabled), start: row.start_day, end: row.end_day };
  return {
    domain: row.domain,
    name: row.name,
    ...reply,
    subject: row.subject,
    text: row.body,
    interval: row.interval_days,
    state: autoreplyState(reply, today),
  };
}

const findRow = (db: Db, accountId: number, domain: string, name: string) =>
  sql(db, `SELECT ${COLUMNS} FROM mailbox_autoreplies WHERE account_id = ? AND domain = ? AND name = ?`).get(accountId, domain, name) as
    | AutoreplyRow
    | undefined;

const today = (panel: Panel, account: AccountRow) => dayOf(panel.clock.now(account));

/** Every mailbox's automatic reply, in the mailbox list's order, with its state today by the account's clock. */
export function listAutoreplies(panel: Panel, account: AccountRow) {
  const day = today(panel, account);
  const rows = sql(panel.db, `SELECT ${COLUMNS} FROM mailbox_autoreplies WHERE account_id = ? ORDER BY domain, name`).all(account.id) as AutoreplyRow[];
  return { autoresponders: rows.map((row) => toReply(row, day)) };
}

/** Stores a mailbox's automatic reply and turns it on; the rule is checked before anything is read or written. */
export function setAutoreply(
  panel: Panel,
  account: AccountRow,
  input: { domain: string; name: string; subject: string; text: string; start: string | null; end: string | null; interval: number },
) {
  const { db } = panel;
  const day = today(panel, account);
  const form = checkMailboxRule(autoreplySchemaFor(day), input);
  return transact(db, () => {
    const mailbox = requireMailboxOf(db, account.id, input);
    sql(
      db,
      `INSERT INTO mailbox_autoreplies (account_id, domain, name, enabled, subject, body, start_day, end_day, interval_days)
       VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?)
       ON CONFLICT (account_id, domain, name) DO UPDATE SET enabled = 1, subject = excluded.subject, body = excluded.body,
         start_day = excluded.start_day, end_day = excluded.end_day, interval_days = excluded.interval_days`,
    ).run(account.id, mailbox.domain, mailbox.name, form.subject, form.text, form.start, form.end, form.interval);
    return toReply(findRow(db, account.id, mailbox.domain, mailbox.name) as AutoreplyRow, day);
  });
}

/** Turns a mailbox's automatic reply off, keeping its words and dates; null when it has none. */
export function disableAutoreply(panel: Panel, account: AccountRow, input: { domain: string; name: string }) {
  const { db } = panel;
  const day = today(panel, account);
  return transact(db, () => {
    const mailbox = requireMailboxOf(db, account.id, input);
    sql(db, 'UPDATE mailbox_autoreplies SET enabled = 0 WHERE account_id = ? AND domain = ? AND name = ?').run(account.id, mailbox.domain, mailbox.name);
    const row = findRow(db, account.id, mailbox.domain, mailbox.name);
    return { autoresponder: row ? toReply(row, day) : null };
  });
}
