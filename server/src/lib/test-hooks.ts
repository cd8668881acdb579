import type { Schemas } from '@panel/contract';
import { invalid } from './errors.js';
import { loadContract } from './openapi.js';

/** Faults injected through the test-control API (`times` left to spend), and the calls each account made. */
export type Fault = Schemas['TestFault'];

export class Faults {
  private list: Fault[] = [];

  add(f: Fault) {
    this.list.push({ ...f });
  }

  clear(login?: string) {
    this.list = login === undefined ? [] : this.list.filter((f) => f.login !== login);
  }

  /** The pending faults of one login (with those for anyone), or all. */
  pending(login?: string): Fault[] {
    return this.list.filter((f) => login === undefined || f.login === undefined || f.login === login).map((f) => ({ ...f }));
  }

  /** The first fault that applies to this call, spending one of its uses. */
  take(path: string, login: string | undefined, body: unknown): Fault | undefined {
    const i = this.list.findIndex((f) => f.path === path && (f.login === undefined || f.login === login) && matches(f.when, body));
    if (i < 0) return undefined;
    const f = this.list[i];
    if (--f.times <= 0) this.list.splice(i, 1);
    return f;
  }

  get size() {
    return this.list.length;
  }
}

let faultPaths: string[] | undefined;

/**
 * Refuses a fault on a path that is no call of the panel's contract (test-control calls excepted):
 * it would never fire. 400 on `field`, naming the paths there are.
 */
export function checkFaultPath(faultPath: string, field: string) {
  faultPaths ??= [...loadContract().operations.values()].map((o) => o.path).filter((p) => !p.startsWith('/__test/')).sort();
  if (!faultPaths.includes(faultPath)) throw invalid(`No call of the contract has the path ${faultPath}. The paths are: ${faultPaths.join(', ')}.`, field);
}

function matches(when: Fault['when'], body: unknown): boolean {
  if (!when) return true;
  if (typeof body !== 'object' || body === null) return false;
  const fields = body as Record<string, unknown>;
  return Object.entries(when).every(([k, v]) => fields[k] === v);
}

/** How long a fault waits: its `delayMs`, or a value drawn from its `[min, max]`. */
export function faultDelay(f: Fault): number {
  const d = f.delayMs;
  if (d === undefined) return 0;
  if (typeof d === 'number') return d;
  const [min, max] = d[0] <= d[1] ? d : [d[1], d[0]];
  return min + Math.floor(Math.random() * (max - min + 1));
}

export type RequestRecord = Schemas['TestRequestRecord'];

const KEEP = 1000;
const MASKED = '[masked]';
const LONGEST = 1000;
/** Body fields whose values are secrets: passwords, tokens, sessions, key texts. */
const SECRET = /pass(word)?|token|secret|session|^key$|privatekey/i;

/** A body as the journal shows it: secrets masked, long texts cut. */
export function journalBody(body: unknown): Record<string, unknown> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, SECRET.test(k) && v !== null && v !== '' ? MASKED : shorten(v)]));
}

function shorten(v: unknown): unknown {
  if (typeof v === 'string') return v.length > LONGEST ? `${v.slice(0, LONGEST)}… (${v.length} characters)` : v;
  if (Array.isArray(v)) return v.map(shorten);
  if (typeof v === 'object' && v !== null) return journalBody(v);
  return v;
}

/**
 * Each account's journal: its calls, newest last (the newest 1,000 kept), numbered across
 * accounts, and how many of its calls are still being answered.
 */
export class RequestLog {
  private byLogin = new Map<string, RequestRecord[]>();
  private open = new Map<string, number>();
  private last = 0;

  /** A call of this login arrived; the returned function records it once answered (or dropped). */
  begin(login: string): (r: Omit<RequestRecord, 'sequence'>) => void {
    this.open.set(login, (this.open.get(login) ?? 0) + 1);
    let done = false;
    return (r) => {
      if (done) return;
      done = true;
      const left = (this.open.get(login) ?? 1) - 1;
      if (left > 0) this.open.set(login, left);
      else this.open.delete(login);
      let list = this.byLogin.get(login);
      if (!list) this.byLogin.set(login, (list = []));
      list.push({ sequence: ++this.last, ...r });
      if (list.length > KEEP) list.splice(0, list.length - KEEP);
    };
  }

  of(login: string, since = 0) {
    const list = this.byLogin.get(login) ?? [];
    return { requests: since ? list.filter((r) => r.sequence > since) : list, inFlight: this.open.get(login) ?? 0, sequence: this.last };
  }

  forget(login: string) {
    this.byLogin.delete(login);
  }

  clear() {
    this.byLogin.clear();
  }
}
