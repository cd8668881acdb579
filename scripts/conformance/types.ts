// The conformance kit's vocabulary: what a run is given (KitOptions), what it sends and gets (SentRequest,
// Reply, CallOptions), what it reports (Failure, OperationResult, KitResult, PlannedCall), how an
// entry stops (Stop, Skip) and what checks and probes work with (Checking). A leaf: it imports nothing
// of the kit, so the engine (runner.ts) imports its checks, probes and curl lines and never the reverse.
/* eslint-disable @typescript-eslint/no-explicit-any --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */

export interface KitOptions {
  /** The API base URL, e.g. https://panel-api.example.net or http://127.0.0.1:8080/api. */
  api: string;
  login: string;
  password: string;
  /** An existing domain of the account to create objects under, instead of adding one. */
  domain?: string;
  /** Only the calls that change nothing (a production account). */
  readOnly?: boolean;
  /** Also the test-control operations; the changing calls run in a fresh clone of `fixture`. */
  testControl?: boolean;
  /** The fixture cloned with --test-control (default demo). */
  fixture?: string;
  /** Only these operations (their entries and refusals); the rest are skipped. */
  only?: string[];
  /** Called before each operation (the CLI's progress line). */
  progress?: (done: number, total: number, operationId: string) => void;
  /** Aborts the run (Ctrl-C); clean-up still happens. */
  signal?: AbortSignal;
  /** Per-request timeout (default 30 s). */
  timeoutMs?: number;
  /** The panel's origin: every call carries it, and CORS is checked (preflight, allowed origin, exposed headers). */
  origin?: string;
  /** The time budget of one reply (default 2000 ms): a slower one is a finding. */
  slowMs?: number;
  /** Sends nothing: records every call the run would make (KitResult.plan). */
  plan?: boolean;
  /** A second account on a restricted plan (no SSH, no Postgres) for the plan-gated refusals. */
  restrictedLogin?: string;
  restrictedPassword?: string;
}

export interface Failure {
  /** The reply's status ('' when the call did not get one). */
  status: number | '';
  /** JSON pointer into the reply body ('' for the status or the whole body). */
  pointer: string;
  expected: string;
  got: string;
  /** Which call of the operation this was (e.g. "success", "403 without a session"). */
  what: string;
  /** What sort of finding (the report puts security and status first); guessed from the rest when absent. */
  kind?: FindingKind;
  /** The reply header at fault (Date, Retry-After, Access-Control-Allow-Origin …). */
  header?: string;
  /** A JSON pointer into the request the kit sent, when that is what the finding is about. */
  requestPointer?: string;
  /** The call that shows it (the report's curl line; secrets masked there). */
  request?: SentRequest;
}

export type FindingKind = 'security' | 'status' | 'header' | 'body' | 'timing';

/** A request as the kit sent it. */
export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** A JSON, form or raw body as text. */
  body?: string;
  /** A multipart body: its text parts and its file names. */
  parts?: { name: string; value?: string; file?: string }[];
}

export type Outcome = 'passed' | 'failed' | 'skipped';

export interface OperationResult {
  operationId: string;
  outcome: Outcome;
  /** Calls of this operation that were checked. */
  checks: number;
  failures: Failure[];
  /** Why it was skipped, or what it could not check. */
  note?: string;
  ms: number;
  /** The slowest reply of the operation, in ms. */
  slowestMs?: number;
}

export interface KitResult {
  runId: string;
  results: OperationResult[];
  /** Undo steps that failed and anything left behind. */
  cleanup: Failure[];
  passed: number;
  failed: number;
  skipped: number;
  ms: number;
  aborted: boolean;
  /** With `plan`: the calls the run would make, in order, none of them sent. */
  plan?: PlannedCall[];
}

export interface PlannedCall {
  operationId: string;
  path: string;
  /** What the call tries ("success", "404 for …", "clean-up"). */
  what: string;
  /** The objects it names (domain, name, directory, database, id, file, login …), secrets left out. */
  target: string;
}

export interface Reply<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface CallOptions {
  /** The bearer token (default: the working session's); null sends none. */
  token?: string | null;
  /** The statuses this call must get. */
  expect: number | number[];
  /** What the call tries, for the report. */
  what?: string;
  /** A form body (the download posts) instead of JSON. */
  form?: Record<string, string>;
  /** A multipart body (uploads). */
  multipart?: FormData;
  /** A raw body with its content type. */
  raw?: { body: string; type: string };
  /** Called with a reply of a status the call did not expect, before it is reported. */
  onUnexpected?: (reply: Reply) => unknown;
  /** Added to the finding of a wrong status (a request pointer, a kind). */
  tag?: Partial<Failure>;
  /** false: no unknown-field probe after this call (the probe itself). */
  probe?: boolean;
}

/** Thrown by checks inside an entry: the entry stops, its failure is already recorded. */
export class Stop extends Error {}

/** Thrown by an entry that cannot run against this backend or with these options. */
export class Skip extends Error {}

/** What the report shows in place of a value from a reply that leaks: nothing of it. */
export const MASKED = '(not shown: the body holds internal detail)';

/** What an operation's results gather while it runs. */
export interface Tally {
  checks: number;
  failures: Failure[];
  notes: string[];
  slowestMs?: number;
  lastRequest?: SentRequest;
}

/** What the checks and probes work with: the engine's context (runner.ts's `Context` implements it). */
export interface Checking {
  readonly options: KitOptions;
  /** The prefix of every object the kit creates. */
  readonly base: string;
  readonly login: string;
  readonly password: string;
  readonly cleaningUp: boolean;
  tally(operationId: string): Tally;
  fail(operationId: string, failure: Failure): void;
  note(operationId: string, text: string): void;
  /** A check on what a reply says: recorded against the operation when `ok` is false. */
  expect(operationId: string, ok: boolean, failure: Omit<Failure, 'got'> & { got?: string }, body?: unknown): void;
  send(url: string, init: RequestInit, call: { operationId: string; what: string; expect: number[] }): Promise<Response>;
  call<T = any>(operationId: string, body: unknown, options: CallOptions): Promise<Reply<T>>;
  later(what: string, run: () => Promise<unknown>): { now: () => Promise<void>; dismiss: () => void };
}
