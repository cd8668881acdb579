import type { Schemas } from '@panel/contract';

/** Faults injected through the test-control API (`times` left to spend), and the calls each account made. */
export type Fault = Schemas['TestFaultRequest'] & { times: number };

export class Faults {
  private list: Fault[] = [];

  add(f: Fault) {
    this.list.push({ ...f });
  }

  clear(login?: string) {
    this.list = login === undefined ? [] : this.list.filter((f) => f.login !== login);
  }

  /** The first fault that applies to this call, spending one of its uses. */
  take(path: string, login: string | undefined): Fault | undefined {
    const i = this.list.findIndex((f) => f.path === path && (f.login === undefined || f.login === login));
    if (i < 0) return undefined;
    const f = this.list[i];
    if (--f.times <= 0) this.list.splice(i, 1);
    return f;
  }

  get size() {
    return this.list.length;
  }
}

export interface RequestRecord {
  path: string;
  status: number;
  time: string;
}

const KEEP = 1000;

export class RequestLog {
  private byLogin = new Map<string, RequestRecord[]>();

  record(login: string, r: RequestRecord) {
    let list = this.byLogin.get(login);
    if (!list) this.byLogin.set(login, (list = []));
    list.push(r);
    if (list.length > KEEP) list.splice(0, list.length - KEEP);
  }

  of(login: string) {
    return this.byLogin.get(login) ?? [];
  }

  clear() {
    this.byLogin.clear();
  }
}
