// Runs the operation table against a backend: signs in (or clones with --test-control), walks every
// entry with the refusals every call has, cleans up in every case, and checks nothing was left or
// changed (snapshot.ts). With --plan the same walk sends nothing (plan.ts).
/* oxlint-disable typescript/no-unsafe-member-access, typescript/no-unsafe-assignment --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */
import { ENTRIES } from './operations/index.js';
import { commonRefusals } from './refusals.js';
import { notOffered, readCapabilities } from './extensions.js';
import { PlanContext } from './plan.js';
import { Context, Skip, Stop, type KitOptions, type KitResult } from './runner.js';
import { compare, differenceFailure, filesSnapshot, foldersToWatch, listsSnapshot, putBack, shownId, type Snapshot } from './snapshot.js';

export type { KitOptions, KitResult };

export async function runKit(options: KitOptions): Promise<KitResult> {
  const started = Date.now();
  const c = options.plan ? new PlanContext(options) : new Context(options);
  const skips = new Map<string, string>();
  const times = new Map<string, number>();
  const wanted = (id: string) => !options.only || options.only.includes(id);
  const entries = ENTRIES.filter((e) => c.ops.has(e.operationId) && wanted(e.operationId));
  const byId = new Map(entries.map((e) => [e.operationId, e]));
  let aborted = false;
  let before: Snapshot | undefined;
  let ran = -1;
  let clone: string | undefined;

  // `--only` without what an entry works on would check nothing: fail before any call, naming it.
  const missing = missingPrerequisites(options);
  if (missing.size) {
    for (const [id, needs] of missing) {
      // Recorded even in a --plan (which checks nothing else).
      c.tally(id).failures.push({
        status: '',
        pointer: '',
        expected: `its prerequisite ${needs.join(', ')} among --only`,
        got: `--only leaves out ${needs.join(', ')}: add ${needs.length === 1 ? 'it' : 'them'}, or give --domain for domainAdd`,
        what: 'set-up',
      });
    }
    return finish(c, skips, times, started, false);
  }

  try {
    // The given account's session: the sign-in's success path.
    const own = await c.call('accountLogin', { login: options.login, password: options.password }, { expect: 200, what: 'sign-in with the given account' });
    c.ownToken = own.body.token;
    c.login = options.login;
    c.password = options.password;
    c.token = own.body.token;
    c.session = own.body;
    if (options.testControl) {
      // The changing calls run in a clone of the kit's own, removed at the end; nothing else on the server is touched.
      const made = await c.call('testAccount', { fixture: options.fixture ?? 'demo' }, { expect: 200, what: 'a clone for the changing calls' });
      clone = made.body.login;
      const s = await c.call('accountLogin', { login: made.body.login, password: made.body.password }, { expect: 200, what: 'sign-in to the clone' });
      c.login = made.body.login;
      c.password = made.body.password;
      c.token = s.body.token;
      c.session = s.body;
    }
    if (options.domain) {
      const d = (c.session.domains as { domain: string; directory: string }[]).find((x) => x.domain === options.domain);
      if (!d) throw new Error(`--domain ${options.domain} is not a domain of the account`);
      c.state.domain = d.domain;
      c.state.directory = d.directory;
    }
    c.state.initial = c.session;
    before = listsSnapshot(c.session);
    for (const [k, v] of await filesSnapshot(c, foldersToWatch(c))) before.set(k, v);
    // An extension is checked only when the backend advertises it for the working account.
    await readCapabilities(c);

    // The refusals every call has (403 without a session, 415, 400) are independent: a few at a time.
    const probes = [...c.ops.values()].filter(
      (op) => wanted(op.operationId) && (!op.path.startsWith('/__test/') || options.testControl) && notOffered(c, op) === undefined,
    );
    for (const op of c.ops.values()) {
      if (!wanted(op.operationId)) skips.set(op.operationId, 'not among --only');
      else if (notOffered(c, op) !== undefined) skips.set(op.operationId, notOffered(c, op)!);
      else if (!byId.has(op.operationId)) skips.set(op.operationId, 'no entry in scripts/conformance/operations/: only the refusals every call has were tried');
    }
    await inBatches(probes, options.plan ? 1 : 6, async (op) => {
      if (options.signal?.aborted) return;
      const entry = byId.get(op.operationId);
      // A call that, read without its fields, acts on every account gets its body probes from its entry, scoped to the kit's own.
      const scoped = entry?.testControl && SWEEPING.has(op.operationId);
      await commonRefusals(c, op, !scoped && (!options.readOnly || entry?.changes === false));
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
      if (skips.has(id)) continue;
      if (entry.testControl && !options.testControl) {
        skips.set(id, 'a test-control call (run with --test-control)');
        continue;
      }
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
          c.fail(id, {
            status: '',
            pointer: '',
            expected: 'the kit to run the entry',
            got: error instanceof Error ? error.message : String(error),
            what: 'the kit',
          });
        }
      }
      times.set(id, (times.get(id) ?? 0) + Date.now() - t0);
    }
  } catch (error) {
    if (options.signal?.aborted) aborted = true;
    else if (!(error instanceof Stop)) {
      c.cleanupFailures.push({
        status: '',
        pointer: '',
        expected: 'the run to start',
        got: error instanceof Error ? error.message : String(error),
        what: 'set-up',
      });
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

  // Nothing left behind, nothing changed: every list, setting and watched listing as before the run.
  if (before && c.token) await afterRun(c, before);
  await restrictedAfterRun(c);
  // The kit's own clone goes last, after the comparison that checks the kit's clean-up in it.
  if (clone) {
    c.cleaningUp = true;
    try {
      await c.call('testAccountDelete', { login: clone }, { expect: [200, 404], what: "clean-up: remove the kit's clone" });
    } catch (error) {
      if (!(error instanceof Stop)) throw error;
      c.cleanupFailures.push({ status: '', pointer: '', expected: `the kit's clone ${clone} removed`, got: error.message, what: 'clean-up' });
    }
  }
  return finish(c, skips, times, started, aborted);
}

/** Calls of the test-control API that act on every account when their scoping field is left out. */
const SWEEPING = new Set(['testReset', 'testFaultsClear', 'testClock']);

function finish(c: Context, skips: Map<string, string>, times: Map<string, number>, started: number, aborted: boolean): KitResult {
  // A plan checks no reply (it made none): only a wrong --only or an entry it could not walk counts.
  const results = c.results(skips, times).map((r) => {
    if (!(c instanceof PlanContext)) return r;
    const failures = r.failures.filter((f) => f.what === 'set-up' || f.what === 'the kit');
    return { ...r, failures, outcome: failures.length ? ('failed' as const) : r.checks ? ('passed' as const) : ('skipped' as const) };
  });
  return {
    runId: c.runId,
    results,
    cleanup: c.cleanupFailures,
    passed: results.filter((r) => r.outcome === 'passed').length,
    failed: results.filter((r) => r.outcome === 'failed').length + (c.cleanupFailures.length ? 1 : 0),
    skipped: results.filter((r) => r.outcome === 'skipped').length,
    ms: Date.now() - started,
    aborted,
    ...(c instanceof PlanContext ? { plan: c.planned } : {}),
  };
}

async function afterRun(c: Context, before: Snapshot) {
  try {
    const lists = (await c.call('keepalive', {}, { expect: 200, what: 'the lists after the clean-up' })).body;
    const after = listsSnapshot(lists);
    for (const [k, v] of await filesSnapshot(c, foldersToWatch(c))) after.set(k, v);
    if (c.options.plan) return;
    // A setting of what the kit did not create that changed anyway (a probe a backend wrongly accepted) is put back, and reported.
    const putBackNow = c.options.readOnly ? [] : await putBack(c, c.state.initial, lists);
    for (const d of compare(before, after)) {
      // The first database of a type makes the account's database user, which no call removes: the kit's doing, said as a note.
      if (d.list === 'databaseUsers' && d.added.length && !d.lost.length && !d.changed.length) {
        c.note(
          'databaseCreate',
          `left the database user ${d.added.map(shownId).join(', ')}, made by the backend with the run's first database of its type (no call of the contract removes one)`,
        );
        continue;
      }
      const f = differenceFailure(d, 'the account');
      if (putBackNow.length && (d.list === 'domains' || d.list === 'user')) f.got += `; put back: ${putBackNow.join(', ')}`;
      c.cleanupFailures.push(f);
    }
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
  }
}

/** The --restricted-login account got only refusals: its lists must be as they were. */
async function restrictedAfterRun(c: Context) {
  const g = c.state.gated as { token: string } | null | undefined;
  if (!g || !c.state.restrictedInitial || c.options.plan) return;
  try {
    const lists = (await c.call('keepalive', {}, { token: g.token, expect: 200, what: "the restricted account's lists after the run" })).body;
    for (const d of compare(listsSnapshot(c.state.restrictedInitial), listsSnapshot(lists)))
      c.cleanupFailures.push(differenceFailure(d, 'the --restricted-login account'));
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
  }
}

/** The entries of `--only` whose prerequisites (Entry.needs, transitively) it leaves out; none with --read-only, where the entries say why they skip. */
export function missingPrerequisites(options: Pick<KitOptions, 'only' | 'domain' | 'readOnly'>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!options.only || options.readOnly) return out;
  const byId = new Map(ENTRIES.map((e) => [e.operationId, e]));
  const satisfied = (id: string) => options.only!.includes(id) || (id === 'domainAdd' && !!options.domain);
  for (const id of options.only) {
    const lacking = new Set<string>();
    const walk = (needs: string[] | undefined) => {
      for (const n of needs ?? []) {
        if (!satisfied(n)) lacking.add(n);
        walk(byId.get(n)?.needs);
      }
    };
    walk(byId.get(id)?.needs);
    if (lacking.size) out.set(id, [...lacking]);
  }
  return out;
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
