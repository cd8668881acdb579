// What the kit compares before and after a run: every entry of every list of the account (every
// field but the measured sizes, so a domain's certificate, PHP version, catch-all and BCC included),
// the user's settings, and the listings of the folders the kit works in. A difference the kit did not
// make fails the run; a changed setting of something the kit did not create is put back.
/* eslint-disable @typescript-eslint/no-explicit-any --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */
/* oxlint-disable typescript/no-unsafe-member-access -- as above. */
import { ACCOUNT_LIST_KEYS } from '@panel/contract';
import { identity, type Item } from './operations/helpers.js';
import { Stop, type Context, type Failure } from './runner.js';

/** The two single objects of AccountLists; every other key is a list (the kit could touch each). */
const SINGLES: readonly string[] = ['user', 'ftp'];
const LISTS = ACCOUNT_LIST_KEYS.filter((key) => !SINGLES.includes(key));
/** Measured, not set: they move on their own. */
const MEASURED = new Set(['diskUsed']);

/** list → entry's identity → its full text (more than one when a backend duplicated it). */
export type Snapshot = Map<string, Map<string, string[]>>;

const fullText = (x: Item) =>
  JSON.stringify(
    Object.keys(x)
      .filter((k) => !MEASURED.has(k))
      .sort()
      .map((k) => [k, x[k]]),
  );

export function listsSnapshot(lists: any): Snapshot {
  const out: Snapshot = new Map();
  const put = (list: string, id: string, x: Item) => {
    const m = out.get(list) ?? new Map<string, string[]>();
    out.set(list, m);
    m.set(id, [...(m.get(id) ?? []), fullText(x)].sort());
  };
  for (const list of LISTS) {
    out.set(list, new Map());
    for (const x of Array.isArray(lists?.[list]) ? (lists[list] as Item[]) : []) if (x && typeof x === 'object') put(list, identity(list, x), x);
  }
  for (const single of SINGLES) {
    out.set(single, new Map());
    if (lists?.[single] && typeof lists[single] === 'object') put(single, single, lists[single] as Item);
  }
  return out;
}

/** The folders whose listings are compared: the home folder, and the customer's domain's folder with --domain. */
export function foldersToWatch(c: Context): string[] {
  const out = ['/'];
  if (c.options.domain && typeof c.state.directory === 'string') out.push(c.state.directory);
  return out;
}

/** A listing by name: type, permissions, link target, and the size of what is not a folder (a folder's size and time follow its contents). */
export async function filesSnapshot(c: Context, folders: string[]): Promise<Snapshot> {
  const out: Snapshot = new Map();
  for (const folder of folders) {
    try {
      const r = await c.call('fileList', { directory: folder }, { expect: 200, what: `the listing of ${folder} for the after-run comparison` });
      const m = new Map<string, string[]>();
      for (const f of Array.isArray(r.body?.files) ? (r.body.files as Item[]) : []) {
        const kept: Item = { type: f.type, permissions: f.permissions, target: f.target, ...(f.type === 'directory' ? {} : { size: f.size }) };
        m.set(String(f.name), [fullText(kept)]);
      }
      out.set(`files ${folder}`, m);
    } catch (error) {
      if (!(error instanceof Stop)) throw error;
    }
  }
  return out;
}

export interface Difference {
  list: string;
  added: string[];
  lost: string[];
  changed: { id: string; fields: string[] }[];
}

const fieldsOf = (text: string) => Object.fromEntries(JSON.parse(text) as [string, unknown][]);

export function compare(before: Snapshot, after: Snapshot): Difference[] {
  const out: Difference[] = [];
  for (const [list, was] of before) {
    const now = after.get(list);
    if (!now) continue; // not read again (a listing that failed): nothing to say
    const d: Difference = { list, added: [], lost: [], changed: [] };
    for (const id of now.keys()) if (!was.has(id)) d.added.push(id);
    for (const [id, texts] of was) {
      const later = now.get(id);
      if (!later) d.lost.push(id);
      else if (later.length !== texts.length) d.changed.push({ id, fields: [`${texts.length} entries became ${later.length}`] });
      else if (later.join() !== texts.join()) {
        const a = fieldsOf(texts[0]);
        const b = fieldsOf(later[0]);
        d.changed.push({ id, fields: [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])) });
      }
    }
    if (d.added.length || d.lost.length || d.changed.length) out.push(d);
  }
  return out;
}

/** An entry's identity as a person reads it: `example.com`, `example.com info` (a file's name as it is). */
export function shownId(id: string): string {
  try {
    const parts = JSON.parse(id) as unknown;
    return Array.isArray(parts) ? parts.map(String).join(' ') : id;
  } catch {
    return id;
  }
}

export function differenceFailure(d: Difference, whose: string): Failure {
  const parts = [
    d.added.length ? `left behind ${d.added.map(shownId).join(', ')}` : '',
    d.lost.length ? `gone ${d.lost.map(shownId).join(', ')}` : '',
    d.changed.length ? `changed ${d.changed.map((x) => `${shownId(x.id)} (${x.fields.join(', ')})`).join(', ')}` : '',
  ].filter(Boolean);
  const pointer = d.list.startsWith('files ') ? '' : `/${d.list}`;
  return {
    status: 200,
    pointer,
    expected: `${whose}: the ${d.list.startsWith('files ') ? `listing of ${d.list.slice(6)}` : 'entries'} as before the run`,
    got: parts.join('; '),
    what: 'after-run comparison',
  };
}

/** The settings the API can set back, for an entry the kit did not create whose setting changed anyway (a probe a backend wrongly accepted). */
export async function putBack(c: Context, initial: any, now: any): Promise<string[]> {
  const done: string[] = [];
  const settings: [string, string, (domain: string, value: unknown) => unknown][] = [
    ['phpVersion', 'domainPhp', (domain, version) => ({ domain, version })],
    ['catchallEmail', 'emailCatchall', (domain, email) => ({ domain, email })],
    ['bccEmail', 'emailMonitoring', (domain, email) => ({ domain, email })],
  ];
  for (const was of (Array.isArray(initial?.domains) ? initial.domains : []) as Item[]) {
    const is = ((Array.isArray(now?.domains) ? now.domains : []) as Item[]).find((x) => x.domain === was.domain);
    if (!is) continue;
    for (const [field, operationId, body] of settings) {
      if (is[field] === was[field]) continue;
      try {
        await c.call(operationId, body(String(was.domain), was[field]), { expect: 200, what: `clean-up: put back the ${field} of ${String(was.domain)}` });
        done.push(`${String(was.domain)} ${field}`);
      } catch (error) {
        if (!(error instanceof Stop)) throw error;
      }
    }
  }
  const flags = ['hideDomainConfig', 'hideDatabaseConfig', 'hideEmailConfig'];
  if (initial?.user && now?.user && flags.some((k) => initial.user[k] !== now.user[k])) {
    try {
      await c.call('accountDisplay', Object.fromEntries(flags.map((k) => [k, initial.user[k]])), {
        expect: 200,
        what: 'clean-up: put back the display settings',
      });
      done.push('the display settings');
    } catch (error) {
      if (!(error instanceof Stop)) throw error;
    }
  }
  return done;
}
