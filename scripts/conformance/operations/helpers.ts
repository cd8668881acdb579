// What the conformance kit's operation modules (one per area) share: refusals, list checks, the
// customer's domain, the plan, and builders of keys, certificates, archives and uploads.

/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */

import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Skip, Stop, type Context, type Reply } from '../runner.js';

export type Item = Record<string, unknown>;
export const MB = 1024 * 1024;


/** A refusal the kit causes: the status must come; a wrong one is recorded and the entry goes on. */
export async function refuse(
  c: Context,
  operationId: string,
  body: unknown,
  status: number | number[],
  what: string,
  extra: { message?: string; token?: string | null; ifAccepted?: (reply: Reply) => Promise<unknown> } = {},
) {
  try {
    const r = await c.call(operationId, body, {
      expect: status,
      what,
      token: extra.token,
      // A backend that wrongly accepts the call created something: undo it too.
      onUnexpected: extra.ifAccepted && ((reply) => (reply.status === 200 ? c.later(`undo what ${operationId} wrongly accepted`, () => extra.ifAccepted!(reply)) : undefined)),
    });
    if (extra.message !== undefined) {
      c.expect(operationId, r.body?.message === extra.message, { status: r.status, pointer: '/message', expected: JSON.stringify(extra.message), what }, r.body);
    }
    return r;
  } catch (error) {
    if (error instanceof Stop) return undefined;
    throw error;
  }
}

export const matches = (item: unknown, match: Item) => typeof item === 'object' && item !== null && Object.entries(match).every(([k, v]) => (item as Item)[k] === v);

/** The list entry a reply must hold after a change; recorded as a failure (and the entry stops) when missing. */
export function present(c: Context, operationId: string, reply: Reply, list: string, match: Item, what = 'the refreshed list shows the change'): Item {
  if (c.options.plan) return placeholder(list, match);
  const items = (reply.body as Item | undefined)?.[list];
  const found = Array.isArray(items) ? (items.find((x) => matches(x, match)) as Item | undefined) : undefined;
  if (!found) {
    c.fail(operationId, {
      status: reply.status,
      pointer: `/${list}`,
      expected: `an entry with ${JSON.stringify(match)}`,
      got: Array.isArray(items) ? `${items.length} entries, none of them that` : 'no such list',
      what,
    });
    throw new Stop(`${operationId}: ${list} lacks ${JSON.stringify(match)}`);
  }
  return found;
}

/** A list that must no longer hold an entry. */
export function absent(c: Context, operationId: string, reply: Reply, list: string, match: Item, what = 'the refreshed list no longer shows it') {
  const items = (reply.body as Item | undefined)?.[list];
  const i = Array.isArray(items) ? items.findIndex((x) => matches(x, match)) : -1;
  c.expect(operationId, i < 0, { status: reply.status, pointer: `/${list}/${i}`, expected: `no entry with ${JSON.stringify(match)}`, got: 'it is still there', what });
}

/** The field of a found entry must hold a value. */
export function field(c: Context, operationId: string, reply: Reply, list: string, match: Item, name: string, value: unknown) {
  const item = present(c, operationId, reply, list, match);
  const items = (reply.body as Item)[list] as unknown[];
  c.expect(operationId, item[name] === value, {
    status: reply.status,
    pointer: `/${list}/${items.indexOf(item)}/${name}`,
    expected: JSON.stringify(value),
    what: 'the refreshed list shows the change',
  }, reply.body);
}

export const lists = async (c: Context) => (await c.call('keepalive', {}, { expect: 200, what: 'the refreshed lists' })).body as Item & Record<string, any>;

/** An undo step that removes, at clean-up time, whatever the lists then hold that matches (registered before the call that creates it). */
export function undoMatching(c: Context, what: string, list: string, match: (x: Item) => boolean, remove: (x: Item) => Promise<unknown>) {
  return c.later(what, async () => {
    const now = await lists(c);
    if (c.options.plan) {
      await remove(placeholder(list, {}));
      return;
    }
    // Only what was absent before the run goes, whatever the match says.
    for (const x of (now[list] ?? []) as Item[]) if (match(x) && !wasThere(c, list, x)) await remove(x);
  });
}

/** The fields that name an entry of a list (what stays when the entry's settings change). */
export const IDENTITY: Record<string, string[]> = {
  domains: ['domain'],
  emailAccounts: ['domain', 'name'],
  emailAliases: ['domain', 'name'],
  emailBlacklists: ['domain', 'sender'],
  emailWhitelists: ['domain', 'sender'],
  databases: ['name', 'type'],
  databaseUsers: ['type', 'login'],
  redirects: ['domain', 'directory'],
  scripts: ['id'],
  proxies: ['domain', 'directory'],
  sshKeys: ['id'],
  cronJobs: ['id'],
};

export const identity = (list: string, x: Item) => JSON.stringify((IDENTITY[list] ?? Object.keys(x).sort()).map((k) => x[k]));

/** Whether the account had this entry when the run began (the kit never deletes such an entry). */
export function wasThere(c: Context, list: string, x: Item): boolean {
  const initial = c.state.initial as Record<string, Item[] | undefined> | undefined;
  if (!initial) return false;
  const key = identity(list, x);
  return (initial[list] ?? []).some((y) => identity(list, y) === key);
}

/** In a --plan, the entry a conforming backend would show: what the kit chose, and <…> for the rest. */
export function placeholder(list: string, match: Item): Item {
  return new Proxy({ ...match }, {
    get: (t, k) => (typeof k === 'string' && !(k in t) ? `<the ${k} of the new entry of ${list}>` : (t as Record<string | symbol, unknown>)[k]),
  });
}

export const dropDatabases = (c: Context, name: string, type: string) =>
  undoMatching(c, `delete the ${type} database <login>_${name}`, 'databases', (x) => x.type === type && String(x.name).endsWith(`_${name}`),
    (x) => c.call('databaseDelete', { name: x.name, type }, { expect: [200, 404], what: 'clean-up' }));

/** The domain objects are created under; the entry skips when there is none. */
export function domain(c: Context): string {
  if (!c.state.domain) throw new Skip('no domain to work under (adding one failed, or --domain names none)');
  return c.state.domain as string;
}

/**
 * Whether the kit may change the working domain's settings (PHP version, catch-all, BCC, certificate):
 * it added the domain itself, or the account is a clone the kit made (--test-control). A domain named
 * by --domain is the customer's: no probe that could change one of its settings goes there, even one
 * a conforming backend refuses (a wrong one that accepted it would lose the customer's setting).
 */
export function ownDomain(c: Context) {
  return !c.options.domain || c.options.testControl === true;
}

/** The reason an entry gives for a probe it does not send to the customer's domain. */
export const customerDomainNote = (c: Context, probe: string) =>
  `${probe} not sent: ${String(c.options.domain)} is the customer's domain (--domain), and a backend that wrongly accepted it would change its setting`;

export const absentDomain = (c: Context) => `${c.base}-absent.example`;
export const plan = (c: Context) => (c.session?.package ?? {}) as { sshAvailable?: boolean; postgresAvailable?: boolean; emailLimit?: number };
export const paid = (c: Context) => c.session?.user?.paid === true;
export const sshAllowed = (c: Context) => plan(c).sshAvailable === true && paid(c);
export const tryStep = async (fn: () => Promise<unknown>) => {
  try {
    await fn();
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
  }
};

export function versionCompare(a: string, b: string) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

/** An OpenSSH ed25519 public key line made for this run, and its SHA256 fingerprint as ssh-keygen prints it. */
export function sshKey(comment: string) {
  const { publicKey } = crypto.generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  const str = (b: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(b.length);
    return Buffer.concat([len, b]);
  };
  const blob = Buffer.concat([str(Buffer.from('ssh-ed25519')), str(raw)]);
  return {
    line: `ssh-ed25519 ${blob.toString('base64')} ${comment}`,
    fingerprint: `SHA256:${crypto.createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`,
  };
}

/** A certificate for `name` signed by a root made for this run (openssl), or undefined without openssl. */
export async function certificates(c: Context, name: string) {
  const cached = c.state[`cert:${name}`] as { cert: string; key: string; ca: string; rootKey: string } | undefined;
  if (cached) return cached;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'conformance-'));
  const run = promisify(execFile);
  try {
    const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
    await run('openssl', ['req', '-x509', ...ec, '-keyout', 'root.key', '-out', 'root.pem', '-subj', '/CN=Conformance test root', '-days', '3',
      '-addext', 'basicConstraints=critical,CA:true', '-addext', 'keyUsage=critical,keyCertSign,cRLSign'], { cwd: dir });
    await run('openssl', ['req', '-new', ...ec, '-keyout', 'leaf.key', '-out', 'leaf.csr', '-subj', `/CN=${name}`], { cwd: dir });
    fs.writeFileSync(path.join(dir, 'ext.cnf'), `basicConstraints=critical,CA:false\nsubjectAltName=DNS:${name}\n`);
    await run('openssl', ['x509', '-req', '-in', 'leaf.csr', '-CA', 'root.pem', '-CAkey', 'root.key', '-CAcreateserial', '-out', 'leaf.pem',
      '-days', '2', '-extfile', 'ext.cnf'], { cwd: dir });
    const read = (f: string) => fs.readFileSync(path.join(dir, f), 'utf8');
    const made = { cert: read('leaf.pem'), key: read('leaf.key'), ca: read('root.pem'), rootKey: read('root.key') };
    c.state[`cert:${name}`] = made;
    return made;
  } catch {
    return undefined;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A ustar archive holding `entries` (a name ending in / is a folder). */
export function tarArchive(entries: { name: string; text?: string }[]): Buffer {
  const blocks: Buffer[] = [];
  for (const e of entries) {
    const data = Buffer.from(e.text ?? '');
    const h = Buffer.alloc(512);
    const put = (text: string, at: number, len: number) => h.write(text.slice(0, len), at, len, 'utf8');
    const octal = (n: number, len: number) => n.toString(8).padStart(len - 1, '0') + '\0';
    const folder = e.name.endsWith('/');
    put(e.name, 0, 100);
    put(octal(folder ? 0o755 : 0o644, 8), 100, 8);
    put(octal(0, 8), 108, 8);
    put(octal(0, 8), 116, 8);
    put(octal(folder ? 0 : data.length, 12), 124, 12);
    put(octal(Math.floor(Date.now() / 1000), 12), 136, 12);
    put('        ', 148, 8);
    put(folder ? '5' : '0', 156, 1);
    put('ustar\u000000', 257, 8);
    let sum = 0;
    for (const b of h) sum += b;
    put(octal(sum, 7) + ' ', 148, 8);
    blocks.push(h);
    if (!folder) blocks.push(data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}

export function upload(directory: string, files: { name: string; data: Buffer | string }[]) {
  const form = new FormData();
  form.append('directory', directory);
  for (const f of files) form.append('files[]', new Blob([typeof f.data === 'string' ? f.data : new Uint8Array(f.data)]), f.name);
  return form;
}

/** The files folder the file calls work in, made by fileDirectoryCreate. */
export function filesFolder(c: Context): string {
  if (!c.state.folder) throw new Skip('needs the folder that fileDirectoryCreate makes');
  return c.state.folder as string;
}

/**
 * A session of an account whose plan lacks `feature`, for the plan-gated refusals: a clone of the
 * `basic` fixture with --test-control (removed at the end of the run), else the --restricted-login
 * account (signed in once; the kit only sends it refusals), else none.
 */
export async function gatedSession(c: Context, feature: 'ssh' | 'postgres'): Promise<string | undefined> {
  if (c.state.gated === undefined) {
    c.state.gated = null;
    if (c.options.testControl) {
      const clone = await c.call('testAccount', { fixture: 'basic' }, { expect: 200, what: 'a clone of basic for the plan-gated refusals' });
      const login = clone.body.login as string;
      c.later(`remove the clone ${login}`, () => c.call('testAccountDelete', { login }, { expect: [200, 404], what: 'clean-up: remove the kit\'s clone' }));
      const s = await c.call('accountLogin', { login, password: clone.body.password }, { expect: 200, what: 'sign-in to the clone of basic' });
      c.state.gated = { token: s.body.token, package: s.body.package, paid: s.body.user?.paid };
    } else if (c.options.restrictedLogin && c.options.restrictedPassword) {
      const s = await c.call('accountLogin', { login: c.options.restrictedLogin, password: c.options.restrictedPassword }, { expect: 200, what: 'sign-in to the --restricted-login account' });
      c.state.gated = { token: s.body.token, package: s.body.package, paid: s.body.user?.paid };
      c.state.restrictedInitial = s.body;
    }
  }
  const g = c.state.gated as { token: string; package?: { sshAvailable?: boolean; postgresAvailable?: boolean }; paid?: boolean } | null;
  if (!g) return undefined;
  if (c.options.plan) return g.token;
  // Only a refusal the account's own plan promises: on a plan that has the feature the probe would create something.
  const lacks = feature === 'ssh' ? g.package?.sshAvailable !== true || g.paid !== true : g.package?.postgresAvailable !== true;
  if (!lacks) return undefined;
  return g.token;
}

export function checkAttachment(c: Context, operationId: string, r: Reply) {
  const disposition = r.headers.get('content-disposition') ?? '';
  c.expect(operationId, /^attachment\b/i.test(disposition), { status: r.status, pointer: '', expected: 'Content-Disposition: attachment; filename=…', got: disposition ? `Content-Disposition: ${disposition}` : 'no Content-Disposition', what: 'success' });
  const sniff = r.headers.get('x-content-type-options') ?? '';
  c.expect(operationId, sniff.toLowerCase() === 'nosniff', { status: r.status, pointer: '', expected: 'X-Content-Type-Options: nosniff', got: sniff || 'none', what: 'success' });
}
