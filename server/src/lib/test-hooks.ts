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

export { RequestLog, type JournalCall, type RequestRecord } from './journal.js';
