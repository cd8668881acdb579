// The conformance kit's engine: calls a backend the way the client does, checks every reply against
// the contract, keeps the results by operation and the undo steps that put the account back.
/* eslint-disable @typescript-eslint/no-explicit-any --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */
import crypto from 'node:crypto';
import { checkEveryReply } from './checks.js';
import { checkReply, describe, operations, type Operation } from './contract.js';
import { maskRequest } from './curl.js';
import { unknownFieldProbe } from './probes.js';

import { MASKED, Stop, type Checking, type Tally } from './types.js';
import type { KitOptions, Failure, FindingKind, SentRequest, Outcome, OperationResult, KitResult, PlannedCall, Reply, CallOptions } from './types.js';

export type { KitOptions, Failure, FindingKind, SentRequest, Outcome, OperationResult, KitResult, PlannedCall, Reply, CallOptions };
export { Skip, Stop } from './types.js';

function partsOf(form: FormData): SentRequest['parts'] {
  const parts: NonNullable<SentRequest['parts']> = [];
  form.forEach((v, name) => parts.push(typeof v === 'string' ? { name, value: v } : { name, file: v.name }));
  return parts;
}

interface Undo {
  what: string;
  run: () => Promise<unknown>;
  done: boolean;
}

/** What an entry of the operation table works with. */
export class Context implements Checking {
  readonly runId = crypto
    .randomBytes(4)
    .toString('hex')
    .slice(0, 6)
    .replace(/^[0-9]/, 'c');
  /** The prefix of every object the kit creates. */
  readonly base = `conformance-${this.runId}`;
  readonly ops = operations();
  /** The working session: the given account's, or a clone's with --test-control. */
  token = '';
  login = '';
  password = '';
  /** The sign-in reply of the working session (plan, PHP versions, scripts, lists). */
  session: any;
  /** The given account's own session (read-only calls). */
  ownToken = '';
  /** What entries hand to later ones (the domain, the mailbox …). */
  state: Record<string, any> = {};
  private undos: Undo[] = [];
  private tallies = new Map<string, Tally>();
  cleanupFailures: Failure[] = [];

  constructor(readonly options: KitOptions) {}

  op(operationId: string): Operation {
    const op = this.ops.get(operationId);
    if (!op) throw new Error(`${operationId} is not in the contract`);
    return op;
  }

  tally(operationId: string) {
    let t = this.tallies.get(operationId);
    if (!t) this.tallies.set(operationId, (t = { checks: 0, failures: [], notes: [] }));
    return t;
  }

  fail(operationId: string, failure: Failure) {
    const t = this.tally(operationId);
    t.failures.push(failure.request ? failure : { ...failure, request: t.lastRequest });
  }

  note(operationId: string, text: string) {
    this.tally(operationId).notes.push(text);
  }

  private get base_url() {
    return this.options.api.replace(/\/+$/, '');
  }

  /** Every request of the kit goes through here (a --plan records it instead: plan.ts). */
  send(url: string, init: RequestInit, _call: { operationId: string; what: string; expect: number[] }): Promise<Response> {
    return fetch(url, init);
  }

  /** Sends one call of an operation and checks the reply against the contract and `expect`. */
  async call<T = any>(operationId: string, body: unknown, options: CallOptions): Promise<Reply<T>> {
    const op = this.op(operationId);
    const expect = Array.isArray(options.expect) ? options.expect : [options.expect];
    const what = options.what ?? (expect.includes(200) ? 'success' : `refusal ${expect.join('/')}`);
    const token = options.token === undefined ? this.token : options.token;
    const headers: Record<string, string> = {};
    if (op.secured && token) headers.authorization = `Bearer ${token}`;
    // The panel's origin goes with the panel's calls; test-control calls come from tools, which
    // send none (a server takes them only without an Origin or from its own).
    if (this.options.origin && !op.path.startsWith('/__test/')) headers.origin = this.options.origin;
    let payload: string | FormData;
    if (options.raw) {
      payload = options.raw.body;
      headers['content-type'] = options.raw.type;
    } else if (options.multipart) {
      payload = options.multipart;
    } else if (options.form) {
      payload = new URLSearchParams(options.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else {
      payload = JSON.stringify(body ?? {});
      headers['content-type'] = 'application/json';
    }
    const t = this.tally(operationId);
    t.checks++;
    // Kept for the report's curl line, masked: no token or password outlives the call.
    const sent = maskRequest({
      method: 'POST',
      url: `${this.base_url}${op.path}`,
      headers: { ...headers },
      ...(typeof payload === 'string' ? { body: payload } : { parts: partsOf(payload) }),
    });
    t.lastRequest = sent;
    const record = (f: Failure) => t.failures.push({ ...f, request: sent });
    const started = performance.now();
    const signals = [AbortSignal.timeout(this.options.timeoutMs ?? 30_000)];
    // Clean-up runs after an abort, so only the calls of the run itself listen to it.
    if (this.options.signal && !this.cleaningUp) signals.push(this.options.signal);
    let res: Response;
    let text: string;
    try {
      res = await this.send(
        `${this.base_url}${op.path}`,
        { method: 'POST', headers, body: payload, signal: AbortSignal.any(signals) },
        { operationId, what, expect },
      );
      text = await res.text();
    } catch (error) {
      if (this.options.signal?.aborted && !this.cleaningUp) throw error;
      const message = error instanceof Error ? `${error.name}: ${(error.cause as Error | undefined)?.message ?? error.message}` : String(error);
      record({ status: '', pointer: '', expected: `status ${expect.join(' or ')}`, got: `no reply (${message})`, what, ...options.tag });
      throw new Stop(message);
    }
    const contentType = res.headers.get('content-type') ?? undefined;
    let parsed: unknown;
    if (/json/i.test(contentType ?? '')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
    }
    const reply: Reply<T> = { status: res.status, body: parsed as T, text, headers: res.headers };
    const leaks = checkEveryReply(this, op, reply, performance.now() - started, what);
    // What the report shows of a body that leaks internal detail is masked, wherever it would appear.
    const shown = (got: string) => (leaks && /"|:/.test(got) ? MASKED : got);
    for (const m of checkReply(op, res.status, parsed, contentType)) record({ status: res.status, ...m, got: shown(m.got), what });
    if (!expect.includes(res.status)) {
      options.onUnexpected?.(reply);
      const b = parsed as { type?: unknown; message?: unknown } | undefined;
      const said = b && typeof b.message === 'string' ? ` (${String(b.type)}: ${leaks ? MASKED : b.message.slice(0, 120)})` : '';
      record({ status: res.status, pointer: '', expected: `status ${expect.join(' or ')}`, got: `status ${res.status}${said}`, what, ...options.tag });
      throw new Stop(`${operationId}: status ${res.status}`);
    }
    if (options.probe !== false) await unknownFieldProbe(this, op, body, reply, options.token);
    return reply;
  }

  /** A check on what a reply says (a refreshed list, a field): recorded against the operation. */
  expect(operationId: string, ok: boolean, failure: Omit<Failure, 'got'> & { got?: string }, body?: unknown) {
    if (ok) return;
    this.fail(operationId, { ...failure, got: failure.got ?? (body === undefined ? 'something else' : describe(body, failure.pointer)) });
  }

  /** Registers an undo step; `now()` runs it at once (and never again). */
  later(what: string, run: () => Promise<unknown>) {
    const u: Undo = { what, run, done: false };
    this.undos.push(u);
    return {
      now: async () => {
        if (u.done) return;
        u.done = true;
        await run();
      },
      /** The step is no longer needed (the entry undid it itself). */
      dismiss: () => {
        u.done = true;
      },
    };
  }

  cleaningUp = false;

  /** Runs the undo steps, newest first; each failure is kept, the rest still run. */
  async cleanUp() {
    this.cleaningUp = true;
    for (const u of this.undos.reverse()) {
      if (u.done) continue;
      u.done = true;
      try {
        await u.run();
      } catch (error) {
        this.cleanupFailures.push({
          status: '',
          pointer: '',
          expected: `clean-up step "${u.what}" to succeed`,
          got: error instanceof Error ? error.message : String(error),
          what: 'clean-up',
        });
      }
    }
    this.undos = [];
  }

  results(skips: Map<string, string>, times: Map<string, number>): OperationResult[] {
    return [...this.ops.keys()].map((operationId) => {
      const t = this.tally(operationId);
      const skipped = skips.get(operationId);
      const outcome: Outcome = t.failures.length ? 'failed' : skipped !== undefined || t.checks === 0 ? 'skipped' : 'passed';
      const note = [skipped ?? (t.checks === 0 ? 'not called' : undefined), ...t.notes].filter(Boolean).join('; ') || undefined;
      return { operationId, outcome, checks: t.checks, failures: t.failures, note, ms: times.get(operationId) ?? 0, slowestMs: t.slowestMs };
    });
  }
}

/** An entry of the operation table (operations/, one module per area). */
export interface Entry {
  operationId: string;
  /** Whether a success changes the account (skipped with --read-only). */
  changes: boolean;
  /** Only with --test-control. */
  testControl?: boolean;
  /** Entries whose objects this one works on: `--only` without them fails naming them (domainAdd counts as run with --domain). */
  needs?: string[];
  /** Sets up, calls, checks the refreshed lists, causes the refusals, cleans up. */
  run: (c: Context) => Promise<void>;
}
