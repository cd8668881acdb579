import type { Schemas } from '@panel/contract';
import { forwardingSchemaFor } from '@panel/contract/rules';
import { bool, sql, transact } from '../../lib/db.js';
import type { AccountRow } from '../../lib/accounts.js';
import type { Panel } from '../../panel.js';
import { checkMailboxRule, requireMailboxOf } from './mailbox-extras.js';

type Forwarding = Schemas['Forwarding'];

interface ForwardingRow {
  domain: string;
  name: string;
  destinations: string;
  keep_copy: number;
}

const toForwarding = (row: ForwardingRow): Forwarding => ({
  domain: row.domain,
  name: row.name,
  destinations: JSON.parse(row.destinations) as string[],
  keepCopy: bool(row.keep_copy),
});

/** Every mailbox that forwards its mail, in the mailbox list's order. */
export function listForwardings(panel: Panel, account: AccountRow) {
  const rows = sql(panel.db, 'SELECT domain, name, destinations, keep_copy FROM mailbox_forwardings WHERE account_id = ? ORDER BY domain, name').all(
    account.id,
  ) as ForwardingRow[];
  return { forwardings: rows.map(toForwarding) };
}

/** Forwards a mailbox's mail to the addresses given (in place of any before), with or without a copy kept. */
export function setForwarding(panel: Panel, account: AccountRow, input: { domain: string; name: string; destinations: string[]; keepCopy: boolean }) {
  const { db } = panel;
  const form = checkMailboxRule(forwardingSchemaFor(`${input.name}@${input.domain}`), input);
  return transact(db, () => {
    const mailbox = requireMailboxOf(db, account.id, input);
    sql(
      db,
      `INSERT INTO mailbox_forwardings (account_id, domain, name, destinations, keep_copy) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (account_id, domain, name) DO UPDATE SET destinations = excluded.destinations, keep_copy = excluded.keep_copy`,
    ).run(account.id, mailbox.domain, mailbox.name, JSON.stringify(form.destinations), form.keepCopy ? 1 : 0);
    return { domain: mailbox.domain, name: mailbox.name, destinations: form.destinations, keepCopy: form.keepCopy };
  });
}

/** Stops a mailbox's forwarding: it keeps its mail again. */
export function disableForwarding(panel: Panel, account: AccountRow, input: { domain: string; name: string }) {
  const { db } = panel;
  transact(db, () => {
    const mailbox = requireMailboxOf(db, account.id, input);
    sql(db, 'DELETE FROM mailbox_forwardings WHERE account_id = ? AND domain = ? AND name = ?').run(account.id, mailbox.domain, mailbox.name);
  });
  return {};
}
