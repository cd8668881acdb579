import type { Schemas } from '@panel/contract';
import { HOST_SPAM_DEFAULT, spamMessage, spamSettingSchema, type SpamSettingValue } from '@panel/contract/rules';
import { sql, transact, type Db } from '../../lib/db.js';
import { invalid, notFound } from '../../lib/errors.js';
import { requireDomain } from '../../lib/domains.js';
import type { AccountRow } from '../../lib/accounts.js';
import type { Panel } from '../../panel.js';

type SpamSetting = Schemas['SpamSetting'];

interface SettingRow {
  level: SpamSetting['level'];
  action: SpamSetting['action'];
  days: number | null;
}

const toSetting = (row: SettingRow): SpamSetting => ({ level: row.level, action: row.action, days: row.days });

/** Checks a setting against the dialog's rule: 400 with the rule's English message and its field. */
function checkSetting(value: unknown): SpamSettingValue {
  const result = spamSettingSchema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw invalid(spamMessage(issue.message), issue.path.length ? String(issue.path[0]) : undefined);
}

/** The mailbox a call names (its domain first: an unknown one is `Domain not found.`). */
function requireMailboxOf(db: Db, accountId: number, input: { domain: string; name: string }) {
  const domain = requireDomain(db, accountId, input.domain);
  const mailbox = sql(db, 'SELECT domain, name FROM email_accounts WHERE account_id = ? AND domain = ? AND name = ?').get(accountId, domain.name, input.name) as
    | { domain: string; name: string }
    | undefined;
  if (!mailbox) throw notFound('E-mail account');
  return mailbox;
}

const findDomainDefault = (db: Db, accountId: number, domain: string) =>
  sql(db, 'SELECT level, action, days FROM spam_domain_defaults WHERE account_id = ? AND domain = ?').get(accountId, domain) as SettingRow | undefined;

/**
 * Every domain's default with its sender lists' counts, and the mailboxes with a setting of their
 * own: three indexed reads, whatever the number of mailboxes that follow their domain.
 */
export function listSpam(panel: Panel, account: AccountRow): Schemas['SpamList'] {
  const { db } = panel;
  const domains = sql(
    db,
    `SELECT d.name AS domain, s.level, s.action, s.days
       FROM domains d LEFT JOIN spam_domain_defaults s ON s.account_id = d.account_id AND s.domain = d.name
      WHERE d.account_id = ? ORDER BY d.name`,
  ).all(account.id) as Array<{ domain: string; level: SettingRow['level'] | null; action: SettingRow['action'] | null; days: number | null }>;
  const counts = new Map<string, { white: number; black: number }>();
  const listed = sql(db, 'SELECT domain, list, COUNT(*) AS n FROM sender_lists WHERE account_id = ? GROUP BY domain, list').all(account.id) as Array<{
    domain: string;
    list: 'white' | 'black';
    n: number;
  }>;
  for (const row of listed) {
    const count = counts.get(row.domain) ?? { white: 0, black: 0 };
    count[row.list] = row.n;
    counts.set(row.domain, count);
  }
  const mailboxes = sql(db, 'SELECT domain, name, level, action, days FROM spam_mailbox_settings WHERE account_id = ? ORDER BY domain, name').all(
    account.id,
  ) as Array<SettingRow & { domain: string; name: string }>;
  return {
    domains: domains.map((row) => ({
      domain: row.domain,
      own: row.level !== null,
      setting: row.level !== null && row.action !== null ? { level: row.level, action: row.action, days: row.days } : { ...HOST_SPAM_DEFAULT },
      allowedSenders: counts.get(row.domain)?.white ?? 0,
      blockedSenders: counts.get(row.domain)?.black ?? 0,
    })),
    mailboxes: mailboxes.map((row) => ({ domain: row.domain, name: row.name, setting: toSetting(row) })),
  };
}

/** Sets a domain's default; the rule is checked before anything is read or written. */
export function setDomainSpam(panel: Panel, account: AccountRow, input: { domain: string; level: string; action: string; days: number | null }) {
  const setting = checkSetting({ level: input.level, action: input.action, days: input.days });
  const { db } = panel;
  return transact(db, (): Schemas['SpamDomain'] => {
    const domain = requireDomain(db, account.id, input.domain);
    sql(
      db,
      `INSERT INTO spam_domain_defaults (account_id, domain, level, action, days) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (account_id, domain) DO UPDATE SET level = excluded.level, action = excluded.action, days = excluded.days`,
    ).run(account.id, domain.name, setting.level, setting.action, setting.days);
    const count = (list: 'white' | 'black') =>
      (sql(db, 'SELECT COUNT(*) AS n FROM sender_lists WHERE account_id = ? AND domain = ? AND list = ?').get(account.id, domain.name, list) as { n: number })
        .n;
    return { domain: domain.name, own: true, setting, allowedSenders: count('white'), blockedSenders: count('black') };
  });
}

/** Gives a mailbox its own setting, or (null) makes it follow its domain's default again. */
export function setMailboxSpam(panel: Panel, account: AccountRow, input: { domain: string; name: string; setting: unknown }) {
  const setting = input.setting === null ? null : checkSetting(input.setting);
  const { db } = panel;
  return transact(db, (): Schemas['SpamMailboxReply'] => {
    const mailbox = requireMailboxOf(db, account.id, input);
    if (setting === null) {
      sql(db, 'DELETE FROM spam_mailbox_settings WHERE account_id = ? AND domain = ? AND name = ?').run(account.id, mailbox.domain, mailbox.name);
    } else {
      sql(
        db,
        `INSERT INTO spam_mailbox_settings (account_id, domain, name, level, action, days) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (account_id, domain, name) DO UPDATE SET level = excluded.level, action = excluded.action, days = excluded.days`,
      ).run(account.id, mailbox.domain, mailbox.name, setting.level, setting.action, setting.days);
    }
    const inherited = findDomainDefault(db, account.id, mailbox.domain);
    const effective = setting ?? (inherited ? toSetting(inherited) : { ...HOST_SPAM_DEFAULT });
    return { domain: mailbox.domain, name: mailbox.name, setting, effective };
  });
}
