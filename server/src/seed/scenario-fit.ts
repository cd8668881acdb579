import fs from 'node:fs';
import path from 'node:path';
import type { Schemas } from '@panel/contract';
import { MB, isValidQuotaMb, maxQuotaMb } from '@panel/contract/rules';
import { sql } from '../lib/db.js';
import { invalid } from '../lib/errors.js';
import type { AccountRow } from '../lib/accounts.js';
import { MAX_SCENARIO_BYTES, scenarioBytes } from './scenario-checks.js';
import type { Panel } from '../panel.js';

type Scenario = Schemas['TestScenario'];

const lower = (rows: unknown[]) => new Set((rows as string[]).map((r) => r.toLowerCase()));

/**
 * Checks that a scenario (already through `checkScenario`) fits the fixture it is laid over, read
 * from that fixture's template before anything is cloned or written: what it writes fits the
 * plan's free space (the scenario's plan, else the fixture's) and the absolute cap; its domains are
 * new to the fixture, its certificates and mailboxes on domains the account will have; its mailbox
 * names free (no mailbox or alias holds them) with quotas the plan allows; its databases new; its
 * files where nothing is. Each problem is a 400 naming the list.
 */
export function checkScenarioFits(panel: Panel, template: AccountRow, s: Scenario) {
  const { db } = panel;
  const limit = s.plan?.diskLimit ?? template.disk_limit;
  const free = Math.max(0, limit - template.disk_used);
  const { bytes, space } = scenarioBytes(s);
  if (space > Math.min(free, MAX_SCENARIO_BYTES)) {
    throw invalid(
      `The scenario writes ${bytes} bytes (${space} on disk), more than the ${free} bytes its plan leaves free${free > MAX_SCENARIO_BYTES ? ` or the ${MAX_SCENARIO_BYTES} a scenario may write` : ''}.`,
      'files',
    );
  }

  const held = lower(sql(db, 'SELECT name FROM domains WHERE account_id = ?').pluck().all(template.id));
  for (const d of s.domains ?? []) if (held.has(d.domain)) throw invalid(`The fixture ${s.fixture} already has the domain ${d.domain}.`, 'domains');
  const domains = new Set([...held, ...(s.domains ?? []).map((d) => d.domain)]);
  for (const c of s.certificates ?? []) if (!domains.has(c.domain)) throw invalid(`The account has no domain ${c.domain}.`, 'certificates');

  const taken = lower(
    sql(
      db,
      `SELECT name || '@' || domain FROM email_accounts WHERE account_id = ?
                               UNION ALL SELECT name || '@' || domain FROM email_aliases WHERE account_id = ?`,
    )
      .pluck()
      .all(template.id, template.id),
  );
  const maxMb = maxQuotaMb(s.plan?.emailLimit ?? template.email_limit);
  for (const m of s.mailboxes ?? []) {
    if (!domains.has(m.domain)) throw invalid(`The account has no domain ${m.domain}.`, 'mailboxes');
    if (m.quota !== undefined && !isValidQuotaMb(m.quota / MB, maxMb)) {
      throw invalid(`The quota ${m.quota} is not a whole number of MB from 1 MB to the plan's ${maxMb} MB.`, 'mailboxes');
    }
    const clash = (m.names ?? []).find((n) => taken.has(`${n}@${m.domain}`.toLowerCase()));
    if (clash) throw invalid(`The fixture ${s.fixture} already has the e-mail account or alias ${clash}@${m.domain}.`, 'mailboxes');
  }

  const prefix = `${template.login}_`.toLowerCase();
  const databases = new Set(
    (sql(db, 'SELECT type, name FROM databases WHERE account_id = ?').raw().all(template.id) as [string, string][]).map(
      ([type, name]) => `${type}:${name.toLowerCase().startsWith(prefix) ? name.slice(prefix.length).toLowerCase() : name.toLowerCase()}`,
    ),
  );
  for (const d of s.databases ?? []) {
    if (databases.has(`${d.type ?? 'mysql'}:${d.name.toLowerCase()}`))
      throw invalid(`The fixture ${s.fixture} already has the database ${d.name}.`, 'databases');
  }

  const home = panel.sandbox.home(template.login);
  for (const f of s.files ?? []) {
    const names = f.path.split('/').slice(1);
    for (let i = 1; i <= names.length; i++) {
      const st = fs.lstatSync(path.join(home, ...names.slice(0, i)), { throwIfNoEntry: false });
      if (!st) break;
      if (i === names.length || !st.isDirectory())
        throw invalid(`The file ${f.path} cannot be written: the fixture has ${`/${names.slice(0, i).join('/')}`} already.`, 'files');
    }
  }
}
