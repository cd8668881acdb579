// Runs the operation table against a backend: signs in (or clones with --test-control), walks every
// entry with the refusals every call has, cleans up in every case, and checks nothing was left.
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */
import { ENTRIES } from './operations/index.js';
import { commonRefusals } from './refusals.js';
import { Context, Skip, Stop, type KitOptions, type KitResult } from './runner.js';

export type { KitOptions, KitResult };

/** The lists the kit compares before and after, keyed so that a left-over object shows by name. */
const SNAPSHOT: Record<string, string[]> = {
  domains: ['domain', 'phpVersion', 'catchallEmail', 'bccEmail'],
  emailAccounts: ['domain', 'name', 'diskLimit'],
  emailAliases: ['domain', 'name', 'destination'],
  emailBlacklists: ['domain', 'sender'],
  emailWhitelists: ['domain', 'sender'],
  databases: ['name', 'type'],
  redirects: ['domain', 'directory', 'destination', 'code'],
  scripts: ['id'],
  proxies: ['domain', 'directory', 'port'],
  sshKeys: ['id'],
  cronJobs: ['id', 'settings', 'command'],
};

function snapshot(lists: any): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [list, keys] of Object.entries(SNAPSHOT)) {
    const items = Array.isArray(lists?.[list]) ? (lists[list] as Record<string, unknown>[]) : [];
    out.set(list, new Set(items.map((x) => JSON.stringify(keys.map((k) => x[k])))));
  }
  const u = lists?.user ?? {};
  out.set('user', new Set([JSON.stringify([u.hideDomainConfig, u.hideDatabaseConfig, u.hideEmailConfig])]));
  return out;
}

export async function runKit(options: KitOptions): Promise<KitResult> {
  const started = Date.now();
  const c = new Context(options);
  const skips = new Map<string, string>();
  const times = new Map<string, number>();
  const wanted = (id: string) => !options.only || options.only.includes(id);
  const entries = ENTRIES.filter((e) => c.ops.has(e.operationId) && wanted(e.operationId));
  const byId = new Map(entries.map((e) => [e.operationId, e]));
  let aborted = false;
  let before: Map<string, Set<string>> | undefined;
  let ran = -1;

  try {
    // The given account's session: the sign-in's success path.
    const own = await c.call('accountLogin', { login: options.login, password: options.password }, { expect: 200, what: 'sign-in with the given account' });
    c.ownToken = own.body.token;
    c.login = options.login;
    c.password = options.password;
    c.token = own.body.token;
    c.session = own.body;
    if (options.testControl) {
      // The changing calls run in a clone, so the given account is not touched.
      const clone = await c.call('testAccount', { fixture: options.fixture ?? 'demo' }, { expect: 200, what: 'a clone for the changing calls' });
      const s = await c.call('accountLogin', { login: clone.body.login, password: clone.body.password }, { expect: 200, what: 'sign-in to the clone' });
      c.login = clone.body.login;
      c.password = clone.body.password;
      c.token = s.body.token;
      c.session = s.body;
    }
    if (options.domain) {
      const d = (c.session.domains as { domain: string; directory: string }[]).find((x) => x.domain === options.domain);
      if (!d) throw new Error(`--domain ${options.domain} is not a domain of the account`);
      c.state.domain = d.domain;
      c.state.directory = d.directory;
    }
    before = snapshot(c.session);

    // The refusals every call has (403 without a session, 415, 400) are independent: a few at a time.
    const probes = [...c.ops.values()].filter((op) =>
      wanted(op.operationId) && op.operationId !== 'testReset' && (!op.path.startsWith('/__test/') || options.testControl));
    for (const op of c.ops.values()) {
      if (!wanted(op.operationId)) skips.set(op.operationId, 'not among --only');
      else if (!byId.has(op.operationId)) skips.set(op.operationId, 'no entry in scripts/conformance/operations/: only the refusals every call has were tried');
    }
    await inBatches(probes, 6, async (op) => {
      if (options.signal?.aborted) return;
      const entry = byId.get(op.operationId);
      await commonRefusals(c, op, !options.readOnly || entry?.changes === false);
    });

    for (const [i, entry] of entries.entries()) {
      if (options.signal?.aborted) {
        aborted = true;
        break;
      }
      ran = i;
      const id = entry.operationId;
      options.progress?.(i, entries.length, id);
      const t0 = Date.now();
      if (entry.testControl && !options.testControl) {
        skips.set(id, 'a test-control call (run with --test-control)');
        continue;
      }
      if (id === 'testReset') continue; // after the clean-up
      if (options.readOnly && entry.changes) {
        skips.set(id, '--read-only: the call changes the account');
        continue;
      }
      try {
        await entry.run(c);
      } catch (error) {
        if (error instanceof Skip) skips.set(id, error.message);
        else if (options.signal?.aborted) {
          aborted = true;
          break;
        } else if (!(error instanceof Stop)) {
          c.fail(id, { status: '', pointer: '', expected: 'the kit to run the entry', got: error instanceof Error ? error.message : String(error), what: 'the kit' });
        }
      }
      times.set(id, (times.get(id) ?? 0) + Date.now() - t0);
    }
  } catch (error) {
    if (options.signal?.aborted) aborted = true;
    else if (!(error instanceof Stop)) {
      c.cleanupFailures.push({ status: '', pointer: '', expected: 'the run to start', got: error instanceof Error ? error.message : String(error), what: 'set-up' });
    }
  } finally {
    await c.cleanUp();
  }
  if (aborted || options.signal?.aborted) {
    aborted = true;
    for (const entry of entries.slice(Math.max(ran, 0))) {
      if (!skips.has(entry.operationId)) skips.set(entry.operationId, 'not run: the run was interrupted');
    }
  }

  // Nothing left behind: the lists are as they were before the run.
  if (before && c.token) {
    try {
      const after = snapshot((await c.call('keepalive', {}, { expect: 200, what: 'the lists after the clean-up' })).body);
      for (const [list, was] of before) {
        const now = after.get(list)!;
        const added = [...now].filter((x) => !was.has(x));
        const lost = [...was].filter((x) => !now.has(x));
        if (added.length || lost.length) {
          c.cleanupFailures.push({
            status: 200,
            pointer: `/${list}`,
            expected: 'the entries the list had before the run',
            got: [added.length ? `left behind ${added.join(', ')}` : '', lost.length ? `gone or changed ${lost.join(', ')}` : ''].filter(Boolean).join('; '),
            what: 'clean-up',
          });
        }
      }
    } catch (error) {
      if (!(error instanceof Stop)) throw error;
    }
  }
  const reset = entries.find((e) => e.operationId === 'testReset');
  if (reset && options.testControl && !aborted && !options.readOnly) {
    const t0 = Date.now();
    options.progress?.(entries.length - 1, entries.length, 'testReset');
    try {
      await commonRefusals(c, c.op('testReset'), true);
      await reset.run(c);
    } catch (error) {
      if (!(error instanceof Stop)) throw error;
    }
    times.set('testReset', Date.now() - t0);
  } else if (reset && options.testControl) {
    skips.set('testReset', aborted ? 'the run was interrupted' : '--read-only: the call changes the server');
  }

  const results = c.results(skips, times);
  return {
    runId: c.runId,
    results,
    cleanup: c.cleanupFailures,
    passed: results.filter((r) => r.outcome === 'passed').length,
    failed: results.filter((r) => r.outcome === 'failed').length + (c.cleanupFailures.length ? 1 : 0),
    skipped: results.filter((r) => r.outcome === 'skipped').length,
    ms: Date.now() - started,
    aborted,
  };
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/** Every operation of the contract with no entry in the table (a test keeps this empty). */
export function missingEntries(): string[] {
  const c = new Set(ENTRIES.map((e) => e.operationId));
  return [...new Context({ api: '', login: '', password: '' }).ops.keys()].filter((id) => !c.has(id));
}
