import type { Schemas } from '@panel/contract';
import { checkFault } from './fault-rules.js';

/**
 * Faults injected through the test-control API, in the order they are matched: each with the uses
 * it has left (`times`; none: until cleared) and its body-matcher (fault-rules.ts). The test
 * machinery (plugins/test-machinery.ts) plays them; production never loads it.
 */
export type Fault = Schemas['TestFault'];

interface Stored {
  fault: Fault;
  matches: (body: unknown) => boolean;
}

export class Faults {
  private list: Stored[] = [];

  /** Checks the fault (400 naming the field) and stores it; `field` names the field of a refusal (a scenario's `faults`). */
  add(f: Fault, field?: string) {
    const matches = checkFault(f, field);
    this.list.push({ fault: structuredClone(f), matches });
  }

  clear(login?: string) {
    this.list = login === undefined ? [] : this.list.filter(({ fault }) => fault.login !== login);
  }

  /** The pending faults of one login (with those for anyone), or all. */
  pending(login?: string): Fault[] {
    return this.list.filter(({ fault: f }) => login === undefined || f.login === undefined || f.login === login).map(({ fault }) => structuredClone(fault));
  }

  /** The first fault that applies to this call, spending one of its uses (if it has a count). */
  take(path: string, login: string | undefined, body: unknown): Fault | undefined {
    const i = this.list.findIndex(({ fault: f, matches }) => f.path === path && (f.login === undefined || f.login === login) && matches(body));
    if (i < 0) return undefined;
    const { fault } = this.list[i];
    if (fault.times !== undefined && --fault.times <= 0) this.list.splice(i, 1);
    return fault;
  }

  get size() {
    return this.list.length;
  }
}

export { checkFaultPath } from './fault-rules.js';

/** How long a fault waits: its `delayMs`, or a value drawn from its `[min, max]`. */
export function faultDelay(f: Fault): number {
  const d = f.delayMs;
  if (d === undefined) return 0;
  if (typeof d === 'number') return d;
  const [min, max] = d[0] <= d[1] ? d : [d[1], d[0]];
  return min + Math.floor(Math.random() * (max - min + 1));
}

export { RequestLog, type JournalCall, type RequestRecord } from './journal.js';
