// Each account's journal of calls (`/__test/requests`): what a test reads to see what the panel
// sent. Bodies are kept in the two views of journal-mask.ts, so a test that asks for contents sees
// file data and commands while every other reader sees their sizes only.
import type { Schemas } from '@panel/contract';
import { journalViews } from './journal-mask.js';

export type RequestRecord = Schemas['TestRequestRecord'];
/** A call as the test machinery hands it over (plugins/test-machinery.ts): the request body as it came. */
export type JournalCall = Omit<RequestRecord, 'sequence' | 'body'> & { body: unknown };

const KEEP = 1000;

interface Kept {
  record: RequestRecord;
  /** The body with contents shown, when it differs from `record.body`. */
  withContents?: RequestRecord['body'];
}

/**
 * Each account's journal: its calls, newest last (the newest 1,000 kept), numbered across
 * accounts, and how many of its calls are still being answered.
 */
export class RequestLog {
  private byLogin = new Map<string, Kept[]>();
  private open = new Map<string, number>();
  private last = 0;

  /** A call of this login arrived; the returned function records it once answered (or dropped). */
  begin(login: string): (r: JournalCall) => void {
    this.open.set(login, (this.open.get(login) ?? 0) + 1);
    let done = false;
    return ({ body, ...call }) => {
      if (done) return;
      done = true;
      const left = (this.open.get(login) ?? 1) - 1;
      if (left > 0) this.open.set(login, left);
      else this.open.delete(login);
      let list = this.byLogin.get(login);
      if (!list) this.byLogin.set(login, (list = []));
      const views = journalViews(call.path, body);
      list.push({ record: { sequence: ++this.last, ...call, body: views.shown }, ...('withContents' in views && { withContents: views.withContents }) });
      if (list.length > KEEP) list.splice(0, list.length - KEEP);
    };
  }

  /** The journal of a login (after `since`); `contents` shows file data and commands, never named secrets. */
  of(login: string, since = 0, contents = false) {
    const list = this.byLogin.get(login) ?? [];
    const kept = since ? list.filter((k) => k.record.sequence > since) : list;
    const requests = kept.map((k) => (contents && k.withContents !== undefined ? { ...k.record, body: k.withContents } : k.record));
    return { requests, inFlight: this.open.get(login) ?? 0, sequence: this.last };
  }

  forget(login: string) {
    this.byLogin.delete(login);
  }

  clear() {
    this.byLogin.clear();
  }
}
