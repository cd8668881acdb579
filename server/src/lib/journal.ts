// Each account's journal of calls (`/__test/requests`): what a test reads to see what the panel
// sent. Bodies are kept in the two views of journal-mask.ts, so a test that asks for contents sees
// file data and commands while every other reader sees their sizes only.
import type { Schemas } from '@panel/contract';
import { journalViews } from './journal-mask.js';

export type RequestRecord = Schemas['TestRequestRecord'];
/**
 * A call as the test machinery hands it over (plugins/test-machinery.ts): the request body as it
 * came, and when it began as a number (`time` is written out only when the journal is read).
 */
export type JournalCall = Omit<RequestRecord, 'sequence' | 'body' | 'time'> & { body: unknown; startedAt: number };

const KEEP = 1000;

interface Kept {
  sequence: number;
  call: Omit<JournalCall, 'body'>;
  body: RequestRecord['body'];
  /** The body with contents shown, when it differs from `body`. */
  withContents?: RequestRecord['body'];
}

/**
 * Each account's journal: its calls, newest last (the newest 1,000 kept), numbered across
 * accounts, and how many of its calls are still being answered. Every call of every account is
 * written here while test control is on, so writing one costs little (a keepalive's empty body
 * has no views to work out); the records are written out when a test reads them.
 */
export class RequestLog {
  private byLogin = new Map<string, Kept[]>();
  private open = new Map<string, number>();
  private last = 0;

  /** A call of this login arrived; the returned function records it once answered (or dropped). */
  begin(login: string): (r: JournalCall) => void {
    this.open.set(login, (this.open.get(login) ?? 0) + 1);
    let done = false;
    return (call) => {
      if (done) return;
      done = true;
      const left = (this.open.get(login) ?? 1) - 1;
      if (left > 0) this.open.set(login, left);
      else this.open.delete(login);
      let list = this.byLogin.get(login);
      if (!list) this.byLogin.set(login, (list = []));
      const { body, ...rest } = call;
      const views = journalViews(call.path, body);
      const kept: Kept = { sequence: ++this.last, call: rest, body: views.shown };
      if (views.withContents !== undefined) kept.withContents = views.withContents;
      list.push(kept);
      // One at a time from the front: V8 moves an array's start where a splice copies the rest.
      while (list.length > KEEP) list.shift();
    };
  }

  /** The journal of a login (after `since`); `contents` shows file data and commands, never named secrets. */
  of(login: string, since = 0, contents = false) {
    const list = this.byLogin.get(login) ?? [];
    const kept = since ? list.filter((k) => k.sequence > since) : list;
    const requests = kept.map((k): RequestRecord => {
      const { startedAt, faulted, ...call } = k.call;
      const body = contents && k.withContents !== undefined ? k.withContents : k.body;
      return { sequence: k.sequence, ...call, time: new Date(startedAt).toISOString(), body, ...(faulted && { faulted }) };
    });
    return { requests, inFlight: this.open.get(login) ?? 0, sequence: this.last };
  }

  forget(login: string) {
    this.byLogin.delete(login);
  }

  clear() {
    this.byLogin.clear();
  }
}
