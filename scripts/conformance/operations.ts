// The conformance kit's operation table: one entry per operation of contract/openapi.yaml, saying
// how to set it up, call it, check what the refreshed lists say, cause its documented refusals and
// clean up. Objects the kit creates are named `conformance-<run id>-…`; it touches nothing else.
// A test (scripts/conformance.test.ts) fails when an operation of the contract has no entry here.
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Skip, Stop, type Context, type Entry, type Reply } from './runner.js';

type Item = Record<string, unknown>;
const MB = 1024 * 1024;

// ------------------------------------------------------------------ helpers

/** A refusal the kit causes: the status must come; a wrong one is recorded and the entry goes on. */
async function refuse(
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

const matches = (item: unknown, match: Item) => typeof item === 'object' && item !== null && Object.entries(match).every(([k, v]) => (item as Item)[k] === v);

/** The list entry a reply must hold after a change; recorded as a failure (and the entry stops) when missing. */
function present(c: Context, operationId: string, reply: Reply, list: string, match: Item, what = 'the refreshed list shows the change'): Item {
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
function absent(c: Context, operationId: string, reply: Reply, list: string, match: Item, what = 'the refreshed list no longer shows it') {
  const items = (reply.body as Item | undefined)?.[list];
  const i = Array.isArray(items) ? items.findIndex((x) => matches(x, match)) : -1;
  c.expect(operationId, i < 0, { status: reply.status, pointer: `/${list}/${i}`, expected: `no entry with ${JSON.stringify(match)}`, got: 'it is still there', what });
}

/** The field of a found entry must hold a value. */
function field(c: Context, operationId: string, reply: Reply, list: string, match: Item, name: string, value: unknown) {
  const item = present(c, operationId, reply, list, match);
  const items = (reply.body as Item)[list] as unknown[];
  c.expect(operationId, item[name] === value, {
    status: reply.status,
    pointer: `/${list}/${items.indexOf(item)}/${name}`,
    expected: JSON.stringify(value),
    what: 'the refreshed list shows the change',
  }, reply.body);
}

const lists = async (c: Context) => (await c.call('keepalive', {}, { expect: 200, what: 'the refreshed lists' })).body as Item & Record<string, any>;

/** An undo step that removes, at clean-up time, whatever the lists then hold that matches (registered before the call that creates it). */
function undoMatching(c: Context, what: string, list: string, match: (x: Item) => boolean, remove: (x: Item) => Promise<unknown>) {
  return c.later(what, async () => {
    const now = await lists(c);
    for (const x of (now[list] ?? []) as Item[]) if (match(x)) await remove(x);
  });
}

const dropDatabases = (c: Context, name: string, type: string) =>
  undoMatching(c, `delete the ${type} database <login>_${name}`, 'databases', (x) => x.type === type && String(x.name).endsWith(`_${name}`),
    (x) => c.call('databaseDelete', { name: x.name, type }, { expect: [200, 404], what: 'clean-up' }));

/** The domain objects are created under; the entry skips when there is none. */
function domain(c: Context): string {
  if (!c.state.domain) throw new Skip('no domain to work under (adding one failed, or --domain names none)');
  return c.state.domain as string;
}

/** Whether the kit added the domain itself (its settings may change) rather than being given one. */
function ownDomain(c: Context) {
  return !c.options.domain;
}

const absentDomain = (c: Context) => `${c.base}-absent.example`;
const plan = (c: Context) => (c.session?.package ?? {}) as { sshAvailable?: boolean; postgresAvailable?: boolean; emailLimit?: number };
const paid = (c: Context) => c.session?.user?.paid === true;
const sshAllowed = (c: Context) => plan(c).sshAvailable === true && paid(c);
const tryStep = async (fn: () => Promise<unknown>) => {
  try {
    await fn();
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
  }
};

function versionCompare(a: string, b: string) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

/** An OpenSSH ed25519 public key line made for this run, and its SHA256 fingerprint as ssh-keygen prints it. */
function sshKey(comment: string) {
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
async function certificates(c: Context, name: string) {
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
function tarArchive(entries: { name: string; text?: string }[]): Buffer {
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

function upload(directory: string, files: { name: string; data: Buffer | string }[]) {
  const form = new FormData();
  form.append('directory', directory);
  for (const f of files) form.append('files[]', new Blob([typeof f.data === 'string' ? f.data : new Uint8Array(f.data)]), f.name);
  return form;
}

/** The files folder the file calls work in, made by fileDirectoryCreate. */
function filesFolder(c: Context): string {
  if (!c.state.folder) throw new Skip('needs the folder that fileDirectoryCreate makes');
  return c.state.folder as string;
}

/** A session of a clone of another fixture (plan-gated refusals), with --test-control only. */
async function gatedSession(c: Context, fixture: string): Promise<string | undefined> {
  if (!c.options.testControl) return undefined;
  const key = `gated:${fixture}`;
  if (c.state[key] === undefined) {
    const clone = await c.call('testAccount', { fixture }, { expect: 200, what: `a clone of ${fixture} for the plan-gated refusals` });
    const s = await c.call('accountLogin', { login: clone.body.login, password: clone.body.password }, { expect: 200, what: 'sign-in to a clone' });
    c.state[key] = s.body.token;
  }
  return c.state[key] as string;
}

// ------------------------------------------------------------------ the table

export const ENTRIES: Entry[] = [
  // ------------------------------------------------ account
  {
    operationId: 'accountLogin',
    changes: false,
    async run(c) {
      // The kit signed in already (the success path); one wrong password, as few as the throttle allows.
      await refuse(c, 'accountLogin', { login: c.login, password: `${c.base}-wrong` }, 403, '403 for a wrong password');
      c.note('accountLogin', '429 not caused: it takes ten failed sign-ins');
    },
  },
  {
    operationId: 'keepalive',
    changes: false,
    async run(c) {
      const r = await lists(c);
      c.expect('keepalive', Array.isArray(r.domains), { status: 200, pointer: '/domains', expected: 'the domains list', what: 'success' }, r);
    },
  },
  {
    operationId: 'accountSync',
    changes: false,
    async run(c) {
      await c.call('accountSync', {}, { expect: 200 });
    },
  },
  {
    operationId: 'accountLogout',
    changes: false,
    async run(c) {
      // A session of its own, so the kit's working session stays.
      const s = await c.call('accountLogin', { login: c.login, password: c.password }, { expect: 200, what: 'a second session' });
      await c.call('accountLogout', {}, { token: s.body.token, expect: 200 });
      await refuse(c, 'keepalive', {}, 403, 'a signed-out session is refused', { token: s.body.token });
    },
  },
  {
    operationId: 'accountRedirect',
    changes: false,
    async run(c) {
      await refuse(c, 'accountRedirect', { token: `${c.base}-unknown-token` }, 403, '403 for an unknown hand-off token');
      if (!c.options.testControl) throw new Skip('the success path needs a hand-off token, which only --test-control can issue');
      const h = await c.call('testHandoff', { login: c.login, page: 'domains' }, { expect: 200 });
      const r = await c.call('accountRedirect', { token: h.body.token }, { expect: 200 });
      c.expect('accountRedirect', r.body.redirect?.page === 'domains', { status: 200, pointer: '/redirect/page', expected: '"domains" (the page the token was issued with)', what: 'success' }, r.body);
      await c.call('accountLogout', {}, { token: r.body.token, expect: 200, what: 'sign out the hand-off session' });
      await refuse(c, 'accountRedirect', { token: h.body.token }, 403, '403 for a used hand-off token');
    },
  },
  {
    operationId: 'accountDisplay',
    changes: true,
    async run(c) {
      const user = (await lists(c)).user as Record<string, boolean>;
      const before = { hideDomainConfig: user.hideDomainConfig, hideDatabaseConfig: user.hideDatabaseConfig, hideEmailConfig: user.hideEmailConfig };
      const flipped = { hideDomainConfig: !before.hideDomainConfig, hideDatabaseConfig: !before.hideDatabaseConfig, hideEmailConfig: !before.hideEmailConfig };
      const undo = c.later('restore the display settings', () => c.call('accountDisplay', before, { expect: 200, what: 'restore' }));
      const r = await c.call('accountDisplay', flipped, { expect: 200 });
      for (const [k, v] of Object.entries(flipped)) {
        c.expect('accountDisplay', r.body?.user?.[k] === v, { status: 200, pointer: `/user/${k}`, expected: String(v), what: 'the reply shows the change' }, r.body);
      }
      await undo.now();
    },
  },
  {
    operationId: 'accountPassword',
    changes: true,
    async run(c) {
      if (!c.options.testControl) {
        throw new Skip('changing the password ends the account\'s other sessions; with --test-control it is tried on a clone');
      }
      const fresh = `${c.base}-New1`;
      await refuse(c, 'accountPassword', { oldPassword: `${c.base}-wrong`, newPassword: fresh }, 403, '403 for a wrong current password');
      c.note('accountPassword', '429 not caused: it takes ten wrong current passwords');
      await refuse(c, 'accountPassword', { oldPassword: c.password, newPassword: 'short' }, 400, '400 for a short password');
      await refuse(c, 'accountPassword', { oldPassword: c.password, newPassword: 'password123' }, 406, '406 for a common password');
      const old = c.password;
      const undo = c.later('change the password back', () => c.call('accountPassword', { oldPassword: fresh, newPassword: old }, { expect: 200, what: 'change back' }));
      await c.call('accountPassword', { oldPassword: old, newPassword: fresh }, { expect: 200 });
      await lists(c); // the calling session stays valid
      await undo.now();
    },
  },
  // ------------------------------------------------ domains
  {
    operationId: 'domainAdd',
    changes: true,
    async run(c) {
      await refuse(c, 'domainAdd', { domain: `not a domain ${c.runId}` }, 406, '406 for an invalid domain name');
      if (!ownDomain(c)) {
        await refuse(c, 'domainAdd', { domain: c.options.domain }, 409, '409 for a domain the account has');
        throw new Skip('--domain names the domain to work under, so the kit adds none');
      }
      const name = `${c.base}.example`;
      c.later(`remove the domain ${name}`, () => c.call('domainRemove', { domain: name }, { expect: [200, 404], what: 'clean-up: remove the domain' }));
      const r = await c.call('domainAdd', { domain: name }, { expect: 200 });
      const d = present(c, 'domainAdd', r, 'domains', { domain: name });
      c.state.domain = name;
      c.state.directory = d.directory;
      await refuse(c, 'domainAdd', { domain: name }, 409, '409 for a duplicate');
    },
  },
  {
    operationId: 'domainPhp',
    changes: true,
    async run(c) {
      const versions = (c.session?.phpVersions ?? []) as string[];
      await refuse(c, 'domainPhp', { domain: absentDomain(c), version: versions[0] ?? '8.3' }, 404, '404 for a domain that is not there');
      const d = domain(c);
      await refuse(c, 'domainPhp', { domain: d, version: `0.${c.runId}` }, 406, '406 for a version the platform does not offer');
      if (!ownDomain(c)) throw new Skip('would change the PHP version of a domain the kit did not add');
      const current = ((await lists(c)).domains as Item[]).find((x) => x.domain === d)?.phpVersion as string;
      const other = versions.find((v) => v !== current);
      if (!other) throw new Skip('the platform offers one PHP version only');
      const r = await c.call('domainPhp', { domain: d, version: other }, { expect: 200 });
      field(c, 'domainPhp', r, 'domains', { domain: d }, 'phpVersion', other);
      const back = await c.call('domainPhp', { domain: d, version: current }, { expect: 200, what: 'set back' });
      field(c, 'domainPhp', back, 'domains', { domain: d }, 'phpVersion', current);
    },
  },
  // ------------------------------------------------ e-mail
  {
    operationId: 'emailAccountCreate',
    changes: true,
    async run(c) {
      const d = domain(c);
      const limit = plan(c).emailLimit ?? 0;
      if (limit < MB) throw new Skip('the plan allows no mailbox of 1 MB');
      const quota = Math.min(Math.floor(limit / MB), 10) * MB;
      const name = `${c.base}-box`;
      const password = `${c.base}-Mail1`;
      await refuse(c, 'emailAccountCreate', { domain: absentDomain(c), name, quota, password }, 404, '404 for a domain that is not there');
      await refuse(c, 'emailAccountCreate', { domain: d, name: `${c.base}-common`, quota, password: 'password123' }, 406, '406 for a common password', {
        ifAccepted: () => c.call('emailAccountDelete', { domain: d, name: `${c.base}-common` }, { expect: [200, 404], what: 'clean-up' }),
      });
      c.later(`delete the mailbox ${name}@${d}`, () => c.call('emailAccountDelete', { domain: d, name }, { expect: [200, 404], what: 'clean-up' }));
      const r = await c.call('emailAccountCreate', { domain: d, name, quota, password }, { expect: 200 });
      field(c, 'emailAccountCreate', r, 'emailAccounts', { domain: d, name }, 'diskLimit', quota);
      c.state.mailbox = name;
      await refuse(c, 'emailAccountCreate', { domain: d, name, quota, password }, 409, '409 for a duplicate');
    },
  },
  {
    operationId: 'emailAccountQuota',
    changes: true,
    async run(c) {
      const d = domain(c);
      await refuse(c, 'emailAccountQuota', { domain: d, name: `${c.base}-absent`, quota: MB }, 404, '404 for a mailbox that is not there');
      if (!c.state.mailbox) throw new Skip('needs the mailbox emailAccountCreate makes');
      const r = await c.call('emailAccountQuota', { domain: d, name: c.state.mailbox, quota: MB }, { expect: 200 });
      field(c, 'emailAccountQuota', r, 'emailAccounts', { domain: d, name: c.state.mailbox }, 'diskLimit', MB);
    },
  },
  {
    operationId: 'emailAccountPassword',
    changes: true,
    async run(c) {
      const d = domain(c);
      await refuse(c, 'emailAccountPassword', { domain: d, name: `${c.base}-absent`, password: `${c.base}-Mail2` }, 404, '404 for a mailbox that is not there');
      if (!c.state.mailbox) throw new Skip('needs the mailbox emailAccountCreate makes');
      await refuse(c, 'emailAccountPassword', { domain: d, name: c.state.mailbox, password: 'password123' }, 406, '406 for a common password');
      const r = await c.call('emailAccountPassword', { domain: d, name: c.state.mailbox, password: `${c.base}-Mail2` }, { expect: 200 });
      present(c, 'emailAccountPassword', r, 'emailAccounts', { domain: d, name: c.state.mailbox });
    },
  },
  {
    operationId: 'emailAliasCreate',
    changes: true,
    async run(c) {
      const d = domain(c);
      const name = `${c.base}-alias`;
      const destination = `${c.base}@example.org`;
      await refuse(c, 'emailAliasCreate', { domain: absentDomain(c), name, destination }, 404, '404 for a domain that is not there');
      c.later(`delete the alias ${name}@${d}`, () => c.call('emailAliasDelete', { domain: d, name }, { expect: [200, 404], what: 'clean-up' }));
      const r = await c.call('emailAliasCreate', { domain: d, name, destination }, { expect: 200 });
      field(c, 'emailAliasCreate', r, 'emailAliases', { domain: d, name }, 'destination', destination);
      c.state.alias = name;
      await refuse(c, 'emailAliasCreate', { domain: d, name, destination }, 409, '409 for a duplicate');
      if (c.state.mailbox) await refuse(c, 'emailAliasCreate', { domain: d, name: c.state.mailbox, destination }, 409, '409 for the name of a mailbox');
    },
  },
  {
    operationId: 'emailAliasModify',
    changes: true,
    async run(c) {
      const d = domain(c);
      const destination = `${c.base}-other@example.org`;
      await refuse(c, 'emailAliasModify', { domain: d, name: `${c.base}-absent`, destination }, 404, '404 for an alias that is not there');
      if (!c.state.alias) throw new Skip('needs the alias emailAliasCreate makes');
      const r = await c.call('emailAliasModify', { domain: d, name: c.state.alias, destination }, { expect: 200 });
      field(c, 'emailAliasModify', r, 'emailAliases', { domain: d, name: c.state.alias }, 'destination', destination);
    },
  },
  {
    operationId: 'emailAliasDelete',
    changes: true,
    async run(c) {
      const d = domain(c);
      const name = `${c.base}-alias2`;
      const undo = c.later(`delete the alias ${name}@${d}`, () => c.call('emailAliasDelete', { domain: d, name }, { expect: [200, 404], what: 'clean-up' }));
      await c.call('emailAliasCreate', { domain: d, name, destination: `${c.base}@example.org` }, { expect: 200, what: 'set-up for a delete' });
      const r = await c.call('emailAliasDelete', { domain: d, name }, { expect: 200 });
      undo.dismiss();
      absent(c, 'emailAliasDelete', r, 'emailAliases', { domain: d, name });
      await refuse(c, 'emailAliasDelete', { domain: d, name }, 404, '404 for an alias that is not there');
    },
  },
  ...(['Blacklist', 'Whitelist'] as const).flatMap((kind): Entry[] => {
    const list = kind === 'Blacklist' ? 'emailBlacklists' : 'emailWhitelists';
    const add = `email${kind}Add`;
    const remove = `email${kind}Remove`;
    const sender = (c: Context) => `${kind.toLowerCase()}-${c.runId}.example.net`;
    return [
      {
        operationId: add,
        changes: true,
        async run(c) {
          const d = domain(c);
          await refuse(c, add, { domain: absentDomain(c), sender: sender(c) }, 404, '404 for a domain that is not there');
          c.state[`undo:${list}`] = c.later(`remove ${sender(c)} from the ${kind.toLowerCase()} of ${d}`, () => c.call(remove, { domain: d, sender: sender(c) }, { expect: [200, 404], what: 'clean-up' }));
          const r = await c.call(add, { domain: d, sender: sender(c) }, { expect: 200 });
          present(c, add, r, list, { domain: d, sender: sender(c) });
          c.state[list] = true;
          await refuse(c, add, { domain: d, sender: sender(c) }, 409, '409 for a duplicate');
        },
      },
      {
        operationId: remove,
        changes: true,
        async run(c) {
          const d = domain(c);
          await refuse(c, remove, { domain: d, sender: `absent-${c.runId}.example.net` }, 404, '404 for a sender that is not there');
          if (!c.state[list]) throw new Skip(`needs the sender ${add} adds`);
          const r = await c.call(remove, { domain: d, sender: sender(c) }, { expect: 200 });
          (c.state[`undo:${list}`] as { dismiss(): void }).dismiss();
          absent(c, remove, r, list, { domain: d, sender: sender(c) });
        },
      },
    ];
  }),
  ...(['emailCatchall', 'emailMonitoring'] as const).map((operationId): Entry => ({
    operationId,
    changes: true,
    async run(c) {
      const d = domain(c);
      const column = operationId === 'emailCatchall' ? 'catchallEmail' : 'bccEmail';
      await refuse(c, operationId, { domain: d, email: `${c.base}-absent@${d}` }, 404, '404 for a mailbox that is not there');
      await refuse(c, operationId, { domain: absentDomain(c), email: null }, 404, '404 for a domain that is not there');
      if (!ownDomain(c)) throw new Skip('would change a setting of a domain the kit did not add');
      if (!c.state.mailbox) throw new Skip('needs the mailbox emailAccountCreate makes');
      const email = `${c.state.mailbox}@${d}`;
      const undo = c.later(`turn off ${operationId} of ${d}`, () => c.call(operationId, { domain: d, email: null }, { expect: [200, 404], what: 'clean-up' }));
      const r = await c.call(operationId, { domain: d, email }, { expect: 200 });
      field(c, operationId, r, 'domains', { domain: d }, column, email);
      const off = await c.call(operationId, { domain: d, email: null }, { expect: 200, what: 'turn off' });
      field(c, operationId, off, 'domains', { domain: d }, column, null);
      await undo.now();
    },
  })),
  {
    operationId: 'emailAccountDelete',
    changes: true,
    async run(c) {
      const d = domain(c);
      const name = `${c.base}-box2`;
      const undo = c.later(`delete the mailbox ${name}@${d}`, () => c.call('emailAccountDelete', { domain: d, name }, { expect: [200, 404], what: 'clean-up' }));
      await c.call('emailAccountCreate', { domain: d, name, quota: MB, password: `${c.base}-Mail3` }, { expect: 200, what: 'set-up for a delete' });
      const r = await c.call('emailAccountDelete', { domain: d, name }, { expect: 200 });
      undo.dismiss();
      absent(c, 'emailAccountDelete', r, 'emailAccounts', { domain: d, name });
      await refuse(c, 'emailAccountDelete', { domain: d, name }, 404, '404 for a mailbox that is not there');
    },
  },
  // ------------------------------------------------ databases
  {
    operationId: 'databaseCreate',
    changes: true,
    async run(c) {
      const name = `conformance_${c.runId}`;
      const before = (await lists(c)).databaseUsers as Item[];
      c.state.mysqlUserIsOurs = !before.some((u) => u.type === 'mysql');
      dropDatabases(c, name, 'mysql');
      const r = await c.call('databaseCreate', { name, type: 'mysql' }, { expect: 200 });
      present(c, 'databaseCreate', r, 'databases', { name: `${c.login}_${name}`.toLowerCase(), type: 'mysql' });
      await refuse(c, 'databaseCreate', { name, type: 'mysql' }, 409, '409 for a duplicate');
      if (plan(c).postgresAvailable) {
        const undo = dropDatabases(c, name, 'postgres');
        const pg = await c.call('databaseCreate', { name, type: 'postgres' }, { expect: 200, what: 'a Postgres database (the plan has them)' });
        const p = present(c, 'databaseCreate', pg, 'databases', { name: `${c.login}_${name}`.toLowerCase(), type: 'postgres' });
        await c.call('databaseDelete', { name: p.name, type: 'postgres' }, { expect: 200, what: 'delete the Postgres database' });
        undo.dismiss();
      } else {
        await refuse(c, 'databaseCreate', { name, type: 'postgres' }, 406, '406 for Postgres, which the plan lacks', {
          ifAccepted: async (reply) => {
            const p = ((reply.body?.databases ?? []) as Item[]).find((x) => x.type === 'postgres' && String(x.name).endsWith(`_${name}`));
            if (p) await c.call('databaseDelete', { name: p.name, type: 'postgres' }, { expect: [200, 404], what: 'clean-up' });
          },
        });
      }
      const basic = await gatedSession(c, 'basic');
      if (basic) await refuse(c, 'databaseCreate', { name, type: 'postgres' }, 406, '406 for Postgres on a plan without it', { token: basic });
    },
  },
  {
    operationId: 'databasePassword',
    changes: true,
    async run(c) {
      if (!plan(c).postgresAvailable) await refuse(c, 'databasePassword', { type: 'postgres', password: `${c.base}-Db1` }, 406, '406 for Postgres, which the plan lacks');
      if (!c.options.testControl && !c.state.mysqlUserIsOurs) {
        throw new Skip('would change the password of a database user the kit did not create; with --test-control it is tried on a clone');
      }
      await refuse(c, 'databasePassword', { type: 'mysql', password: 'password123' }, 406, '406 for a common password');
      const password = `${c.base}-Db1`;
      const r = await c.call('databasePassword', { type: 'mysql', password }, { expect: 200 });
      field(c, 'databasePassword', r, 'databaseUsers', { type: 'mysql' }, 'password', password);
    },
  },
  {
    operationId: 'databaseDelete',
    changes: true,
    async run(c) {
      const name = `conformance_${c.runId}_2`;
      const undo = dropDatabases(c, name, 'mysql');
      const r = await c.call('databaseCreate', { name, type: 'mysql' }, { expect: 200, what: 'set-up for a delete' });
      const db = present(c, 'databaseCreate', r, 'databases', { name: `${c.login}_${name}`.toLowerCase(), type: 'mysql' });
      const gone = await c.call('databaseDelete', { name: db.name, type: 'mysql' }, { expect: 200 });
      undo.dismiss();
      absent(c, 'databaseDelete', gone, 'databases', { name: db.name, type: 'mysql' });
      await refuse(c, 'databaseDelete', { name: db.name, type: 'mysql' }, 404, '404 for a database that is not there');
    },
  },
  // ------------------------------------------------ redirects
  {
    operationId: 'redirectCreate',
    changes: true,
    async run(c) {
      const d = domain(c);
      const directory = `/${c.base}/`;
      const body = { domain: d, directory, type: 'normal', destination: `http://example.org/${c.base}`, code: 301 };
      await refuse(c, 'redirectCreate', { ...body, domain: absentDomain(c) }, 404, '404 for a domain that is not there');
      c.later(`delete the redirection ${d}${directory}`, () => c.call('redirectDelete', { domain: d, directory }, { expect: [200, 404], what: 'clean-up' }));
      const r = await c.call('redirectCreate', body, { expect: 200 });
      field(c, 'redirectCreate', r, 'redirects', { domain: d, directory }, 'code', 301);
      c.state.redirect = directory;
      await refuse(c, 'redirectCreate', body, 409, '409 for a duplicate');
    },
  },
  {
    operationId: 'redirectModify',
    changes: true,
    async run(c) {
      const d = domain(c);
      const body = { domain: d, directory: `/${c.base}/`, type: 'normal', destination: `http://example.org/${c.base}-2`, code: 302 };
      await refuse(c, 'redirectModify', { ...body, directory: `/${c.base}-absent/` }, 404, '404 for a redirection that is not there');
      if (!c.state.redirect) throw new Skip('needs the redirection redirectCreate makes');
      const r = await c.call('redirectModify', body, { expect: 200 });
      field(c, 'redirectModify', r, 'redirects', { domain: d, directory: body.directory }, 'code', 302);
    },
  },
  {
    operationId: 'redirectDelete',
    changes: true,
    async run(c) {
      const d = domain(c);
      const directory = `/${c.base}-2/`;
      const undo = c.later(`delete the redirection ${d}${directory}`, () => c.call('redirectDelete', { domain: d, directory }, { expect: [200, 404], what: 'clean-up' }));
      await c.call('redirectCreate', { domain: d, directory, type: 'normal', destination: 'http://example.org/', code: 302 }, { expect: 200, what: 'set-up for a delete' });
      const r = await c.call('redirectDelete', { domain: d, directory }, { expect: 200 });
      undo.dismiss();
      absent(c, 'redirectDelete', r, 'redirects', { domain: d, directory });
      await refuse(c, 'redirectDelete', { domain: d, directory }, 404, '404 for a redirection that is not there');
    },
  },
  // ------------------------------------------------ access
  {
    operationId: 'ftpPassword',
    changes: true,
    async run(c) {
      if (!c.options.testControl) throw new Skip('would change the account\'s FTP password; with --test-control it is tried on a clone');
      await refuse(c, 'ftpPassword', { password: 'short' }, 400, '400 for a short password');
      await refuse(c, 'ftpPassword', { password: 'password123' }, 406, '406 for a common password');
      await c.call('ftpPassword', { password: `${c.base}-Ftp1` }, { expect: 200 });
    },
  },
  {
    operationId: 'sshkeyUpload',
    changes: true,
    async run(c) {
      const key = sshKey(`${c.base}@conformance`);
      const name = `${c.base}-key`;
      const basic = await gatedSession(c, 'basic');
      if (basic) await refuse(c, 'sshkeyUpload', { key: key.line, name }, 406, '406 on a plan without SSH', { token: basic });
      if (!sshAllowed(c)) {
        await refuse(c, 'sshkeyUpload', { key: key.line, name }, 406, '406: the account\'s plan has no SSH or is not paid', {
          ifAccepted: async (reply) => {
            const k = ((reply.body?.sshKeys ?? []) as Item[]).find((x) => x.name === name);
            if (k) await c.call('sshkeyDelete', { id: k.id }, { expect: [200, 404], what: 'clean-up' });
          },
        });
        c.note('sshkeyUpload', 'the plan has no SSH (or is unpaid): refusal only');
        return;
      }
      await refuse(c, 'sshkeyUpload', { key: `ssh-ed25519 not-a-key-${c.runId}`, name: `${c.base}-bad` }, 406, '406 for a line that is not a key');
      undoMatching(c, `delete the SSH key ${name}`, 'sshKeys', (x) => x.name === name, (x) => c.call('sshkeyDelete', { id: x.id }, { expect: [200, 404], what: 'clean-up' }));
      const r = await c.call('sshkeyUpload', { key: key.line, name }, { expect: 200 });
      const k = present(c, 'sshkeyUpload', r, 'sshKeys', { name });
      c.expect('sshkeyUpload', k.fingerprint === key.fingerprint, {
        status: 200,
        pointer: `/sshKeys/${(r.body.sshKeys as Item[]).indexOf(k)}/fingerprint`,
        expected: `${key.fingerprint} (SHA256 of the key, as ssh-keygen -lf prints it)`,
        what: 'the refreshed list shows the change',
      }, r.body);
      await refuse(c, 'sshkeyUpload', { key: key.line, name: `${c.base}-key2` }, 409, '409 for the same key again');
    },
  },
  {
    operationId: 'sshkeyDelete',
    changes: true,
    async run(c) {
      if (!sshAllowed(c)) {
        await refuse(c, 'sshkeyDelete', { id: 2_000_000_000 }, 406, '406: the account\'s plan has no SSH or is not paid');
        return;
      }
      const name = `${c.base}-key3`;
      const undo = undoMatching(c, `delete the SSH key ${name}`, 'sshKeys', (x) => x.name === name, (x) => c.call('sshkeyDelete', { id: x.id }, { expect: [200, 404], what: 'clean-up' }));
      const r = await c.call('sshkeyUpload', { key: sshKey(name).line, name }, { expect: 200, what: 'set-up for a delete' });
      const k = present(c, 'sshkeyUpload', r, 'sshKeys', { name });
      const gone = await c.call('sshkeyDelete', { id: k.id }, { expect: 200 });
      undo.dismiss();
      absent(c, 'sshkeyDelete', gone, 'sshKeys', { id: k.id });
      await refuse(c, 'sshkeyDelete', { id: k.id }, 404, '404 for a key that is not there');
    },
  },
  // ------------------------------------------------ certificates
  {
    operationId: 'certificateCheck',
    changes: false,
    async run(c) {
      const name = (c.state.domain as string | undefined) ?? `${c.base}.example`;
      const garbage = '-----BEGIN CERTIFICATE-----\nY29uZm9ybWFuY2U=\n-----END CERTIFICATE-----\n';
      const made = await certificates(c, name);
      await refuse(c, 'certificateCheck', { cert: garbage, key: made?.key ?? garbage, ca: made?.ca ?? garbage }, 406, '406 for a certificate that cannot be read');
      if (!made) throw new Skip('openssl is needed to make a test certificate');
      const r = await c.call('certificateCheck', { cert: made.cert, key: made.key, ca: made.ca }, { expect: 200 });
      const expected: [string, unknown][] = [['validKey', true], ['selfSigned', false], ['expired', false]];
      for (const [k, v] of expected) c.expect('certificateCheck', r.body[k] === v, { status: 200, pointer: `/${k}`, expected: String(v), what: 'success' }, r.body);
      c.expect('certificateCheck', r.body.domains?.[name] === false, { status: 200, pointer: `/domains/${name}`, expected: 'false (covered, not a wildcard)', what: 'success' }, r.body);
    },
  },
  {
    operationId: 'certificateUpload',
    changes: true,
    async run(c) {
      const d = domain(c);
      const made = await certificates(c, d);
      if (!made) throw new Skip('openssl is needed to make a test certificate');
      await refuse(c, 'certificateUpload', { domain: absentDomain(c), cert: made.cert, key: made.key, ca: made.ca }, 404, '404 for a domain that is not there');
      await refuse(c, 'certificateUpload', { domain: d, cert: made.ca, key: made.rootKey, ca: made.ca }, 406, '406 for a self-signed certificate');
      if (!ownDomain(c)) throw new Skip('would replace the certificate of a domain the kit did not add');
      const r = await c.call('certificateUpload', { domain: d, cert: made.cert, key: made.key, ca: made.ca }, { expect: [200, 406] });
      if (r.status === 406) c.note('certificateUpload', 'the backend refused the run\'s own test root (406): a certificate it trusts is needed for the success path');
      else field(c, 'certificateUpload', r, 'domains', { domain: d }, 'sslType', 'custom');
    },
  },
  {
    operationId: 'certificateGenerate',
    changes: true,
    async run(c) {
      await refuse(c, 'certificateGenerate', { domain: absentDomain(c) }, 404, '404 for a domain that is not there');
      const d = domain(c);
      if (!ownDomain(c)) throw new Skip('would replace the certificate of a domain the kit did not add');
      const r = await c.call('certificateGenerate', { domain: d }, { expect: [200, 405] });
      if (r.status === 405) c.note('certificateGenerate', 'the added domain is not pointed at the name servers (405)');
      else field(c, 'certificateGenerate', r, 'domains', { domain: d }, 'sslType', 'letsencrypt');
    },
  },
  // ------------------------------------------------ scripts
  {
    operationId: 'scriptInstall',
    changes: true,
    async run(c) {
      const d = domain(c);
      const php = ((await lists(c)).domains as Item[]).find((x) => x.domain === d)?.phpVersion as string | undefined;
      const scripts = (c.session?.availableScripts ?? []) as { type: string; minPHP: string; maxPHP: string }[];
      const script = scripts.find((s) => php && versionCompare(php, s.minPHP) >= 0 && versionCompare(php, s.maxPHP) <= 0);
      const directory = `/${c.base}-app/`;
      const body = { type: script?.type ?? scripts[0]?.type ?? 'wordpress', domain: d, directory, database: null, login: 'admin', password: `${c.base}-Adm1` };
      await refuse(c, 'scriptInstall', { ...body, domain: absentDomain(c) }, 404, '404 for a domain that is not there');
      if (!script) throw new Skip(`no available script runs on PHP ${php ?? '?'}`);
      // At clean-up: the run's scripts go, then the databases they were given (the uninstall keeps them).
      const databases = new Set<string>();
      c.later('delete the databases of the run\'s scripts', async () => {
        for (const name of databases) await c.call('databaseDelete', { name, type: 'mysql' }, { expect: [200, 404], what: 'clean-up' });
      });
      const before = new Set(((await lists(c)).databases as Item[]).map((x) => x.name));
      c.state.scriptUndo = undoMatching(c, `uninstall the run's scripts`, 'scripts', (x) => x.domain === d && String(x.directory).includes(c.base), (x) => {
        if (typeof x.database === 'string' && !before.has(x.database)) databases.add(x.database);
        return c.call('scriptUninstall', { id: x.id }, { expect: [200, 404], what: 'clean-up' });
      });
      const r = await c.call('scriptInstall', body, { expect: 200 });
      const s = present(c, 'scriptInstall', r, 'scripts', { domain: d, type: script.type });
      c.state.script = s;
      if (typeof s.database === 'string') databases.add(s.database);
      // A backend that wrongly installs again: the extra script goes too.
      const ifAccepted = async (reply: Reply) => {
        for (const x of (reply.body?.scripts ?? []) as Item[]) {
          if (x.domain === d && x.id !== s.id && String(x.directory).includes(c.base)) await c.call('scriptUninstall', { id: x.id }, { expect: [200, 404], what: 'clean-up' });
        }
      };
      await refuse(c, 'scriptInstall', body, 412, '412 for a folder that is not empty', { message: 'Directory not empty', ifAccepted });
      if (typeof s.database === 'string') {
        await refuse(c, 'scriptInstall', { ...body, directory: `/${c.base}-app2/`, database: s.database }, 412, '412 for a database another script uses', { message: 'Database not empty', ifAccepted });
      }
    },
  },
  {
    operationId: 'scriptUninstall',
    changes: true,
    async run(c) {
      const s = c.state.script as Item | undefined;
      if (!s) throw new Skip('needs the script scriptInstall installs');
      const r = await c.call('scriptUninstall', { id: s.id }, { expect: 200 });
      absent(c, 'scriptUninstall', r, 'scripts', { id: s.id });
      await refuse(c, 'scriptUninstall', { id: s.id }, 404, '404 for a script that is not there');
    },
  },
  // ------------------------------------------------ web apps
  {
    operationId: 'proxyCreate',
    changes: true,
    async run(c) {
      const d = domain(c);
      const taken = new Set(((await lists(c)).proxies as Item[]).map((p) => p.port));
      let port = 20000 + (parseInt(c.runId, 36) % 30000);
      while (taken.has(port) || taken.has(port + 1) || taken.has(port + 2)) port += 3;
      c.state.port = port;
      const directory = `/${c.base}/`;
      const basic = await gatedSession(c, 'basic');
      if (basic) await refuse(c, 'proxyCreate', { domain: 'other-customer.com', directory, port }, 406, '406 on a plan without SSH', { token: basic });
      if (plan(c).sshAvailable !== true) {
        await refuse(c, 'proxyCreate', { domain: d, directory, port }, 406, '406: the account\'s plan has no SSH', {
          ifAccepted: () => c.call('proxyDelete', { domain: d, directory }, { expect: [200, 404], what: 'clean-up' }),
        });
        return;
      }
      await refuse(c, 'proxyCreate', { domain: absentDomain(c), directory, port }, 404, '404 for a domain that is not there');
      c.later(`delete the web app ${d}${directory}`, () => c.call('proxyDelete', { domain: d, directory }, { expect: [200, 404], what: 'clean-up' }));
      const r = await c.call('proxyCreate', { domain: d, directory, port }, { expect: 200 });
      field(c, 'proxyCreate', r, 'proxies', { domain: d, directory }, 'port', port);
      c.state.proxy = directory;
      await refuse(c, 'proxyCreate', { domain: d, directory, port: port + 1 }, 409, '409 for an address that has a web app');
      await refuse(c, 'proxyCreate', { domain: d, directory: `/${c.base}-2/`, port }, 409, '409 for a port in use');
    },
  },
  {
    operationId: 'proxyModify',
    changes: true,
    async run(c) {
      const d = domain(c);
      const port = (c.state.port as number | undefined) ?? 20000;
      if (plan(c).sshAvailable !== true) {
        await refuse(c, 'proxyModify', { domain: d, directory: `/${c.base}/`, port }, 406, '406: the account\'s plan has no SSH');
        return;
      }
      await refuse(c, 'proxyModify', { domain: d, directory: `/${c.base}-absent/`, port }, 404, '404 for a web app that is not there');
      if (!c.state.proxy) throw new Skip('needs the web app proxyCreate makes');
      const r = await c.call('proxyModify', { domain: d, directory: c.state.proxy, port: port + 1 }, { expect: 200 });
      field(c, 'proxyModify', r, 'proxies', { domain: d, directory: c.state.proxy }, 'port', port + 1);
    },
  },
  {
    operationId: 'proxyDelete',
    changes: true,
    async run(c) {
      const d = domain(c);
      const directory = `/${c.base}-3/`;
      if (plan(c).sshAvailable !== true) {
        await refuse(c, 'proxyDelete', { domain: d, directory }, 406, '406: the account\'s plan has no SSH');
        return;
      }
      const port = ((c.state.port as number | undefined) ?? 20000) + 2;
      const undo = c.later(`delete the web app ${d}${directory}`, () => c.call('proxyDelete', { domain: d, directory }, { expect: [200, 404], what: 'clean-up' }));
      await c.call('proxyCreate', { domain: d, directory, port }, { expect: 200, what: 'set-up for a delete' });
      const r = await c.call('proxyDelete', { domain: d, directory }, { expect: 200 });
      undo.dismiss();
      absent(c, 'proxyDelete', r, 'proxies', { domain: d, directory });
      await refuse(c, 'proxyDelete', { domain: d, directory }, 404, '404 for a web app that is not there');
    },
  },
  // ------------------------------------------------ cron
  {
    operationId: 'cronAdd',
    changes: true,
    async run(c) {
      const command = `echo ${c.base}`;
      undoMatching(c, 'remove the run\'s cron jobs', 'cronJobs', (x) => String(x.command).includes(c.base), (x) => c.call('cronRemove', { id: x.id }, { expect: [200, 404], what: 'clean-up' }));
      const r = await c.call('cronAdd', { settings: '17 3 * * *', command }, { expect: 200 });
      const job = present(c, 'cronAdd', r, 'cronJobs', { command, settings: '17 3 * * *' });
      c.state.cron = job.id;
    },
  },
  {
    operationId: 'cronModify',
    changes: true,
    async run(c) {
      const ids = ((await lists(c)).cronJobs as Item[]).map((j) => Number(j.id));
      await refuse(c, 'cronModify', { id: Math.max(0, ...ids) + 100_000, settings: '18 3 * * *', command: 'true' }, 404, '404 for a job that is not there');
      if (c.state.cron === undefined) throw new Skip('needs the job cronAdd makes');
      const command = `echo ${c.base}-2`;
      const r = await c.call('cronModify', { id: c.state.cron, settings: '18 3 * * *', command }, { expect: 200 });
      field(c, 'cronModify', r, 'cronJobs', { id: c.state.cron }, 'command', command);
    },
  },
  {
    operationId: 'cronRemove',
    changes: true,
    async run(c) {
      const command = `echo ${c.base}-3`;
      const undo = undoMatching(c, 'remove the cron job', 'cronJobs', (x) => x.command === command, (x) => c.call('cronRemove', { id: x.id }, { expect: [200, 404], what: 'clean-up' }));
      const r = await c.call('cronAdd', { settings: '19 3 * * *', command }, { expect: 200, what: 'set-up for a remove' });
      const job = present(c, 'cronAdd', r, 'cronJobs', { command });
      const gone = await c.call('cronRemove', { id: job.id }, { expect: 200 });
      undo.dismiss();
      absent(c, 'cronRemove', gone, 'cronJobs', { id: job.id });
      await refuse(c, 'cronRemove', { id: job.id }, 404, '404 for a job that is not there');
    },
  },
  // ------------------------------------------------ logs
  {
    operationId: 'logShow',
    changes: false,
    async run(c) {
      await refuse(c, 'logShow', { domain: absentDomain(c), type: 'access' }, 404, '404 for a domain that is not there');
      const d = (c.state.domain as string | undefined) ?? (((await lists(c)).domains as Item[])[0]?.domain as string | undefined);
      if (!d) throw new Skip('the account has no domain');
      for (const type of ['access', 'error']) await c.call('logShow', { domain: d, type }, { expect: 200, what: `the ${type} log` });
    },
  },
  {
    operationId: 'logDownload',
    changes: false,
    async run(c) {
      const form = (domain: string) => ({ session: c.token, domain, type: 'access' });
      const d = (c.state.domain as string | undefined) ?? (((await lists(c)).domains as Item[])[0]?.domain as string | undefined);
      try {
        await c.call('logDownload', undefined, { form: form(absentDomain(c)), expect: 404, what: '404 for a domain that is not there' });
      } catch (error) {
        if (!(error instanceof Stop)) throw error;
      }
      if (!d) throw new Skip('the account has no domain');
      const r = await c.call('logDownload', undefined, { form: form(d), expect: 200 });
      checkAttachment(c, 'logDownload', r);
    },
  },
  // ------------------------------------------------ files
  {
    operationId: 'fileList',
    changes: false,
    async run(c) {
      const r = await c.call('fileList', { directory: '/' }, { expect: 200, what: 'the home folder' });
      c.expect('fileList', Array.isArray(r.body?.files), { status: 200, pointer: '/files', expected: 'the listing', what: 'success' }, r.body);
      await refuse(c, 'fileList', { directory: `/${c.base}-absent` }, 404, '404 for a folder that is not there');
    },
  },
  {
    operationId: 'fileDirectoryCreate',
    changes: true,
    async run(c) {
      domain(c);
      const parent = c.state.directory as string | undefined;
      if (!parent) throw new Skip('the domain\'s folder is not known');
      const name = `${c.base}-files`;
      const folder = `${parent}/${name}`;
      await refuse(c, 'fileDirectoryCreate', { directory: `${parent}/${c.base}-absent/sub` }, 404, '404 inside a folder that is not there');
      c.state.folderUndo = c.later(`delete the folder ${folder}`, () => c.call('fileDirectoryDelete', { directory: folder }, { expect: [200, 404], what: 'clean-up' }));
      const r = await c.call('fileDirectoryCreate', { directory: folder }, { expect: 200 });
      field(c, 'fileDirectoryCreate', r, 'files', { name }, 'type', 'directory');
      c.state.folder = folder;
      await refuse(c, 'fileDirectoryCreate', { directory: folder }, 409, '409 for a folder that exists');
      await c.call('fileDirectoryCreate', { directory: `${folder}/sub` }, { expect: 200, what: 'a subfolder' });
    },
  },
  {
    operationId: 'fileFilePut',
    changes: true,
    async run(c) {
      const f = filesFolder(c);
      await refuse(c, 'fileFilePut', { file: `${f}-absent/a.txt`, contents: 'x' }, 404, '404 in a folder that is not there');
      await refuse(c, 'fileFilePut', { file: `${f}/sub`, contents: 'x' }, 406, '406 for a folder');
      const r = await c.call('fileFilePut', { file: `${f}/a.txt`, contents: `conformance ${c.runId}\n` }, { expect: 200 });
      field(c, 'fileFilePut', r, 'files', { name: 'a.txt' }, 'size', `conformance ${c.runId}\n`.length);
      await c.call('fileFilePut', { file: `${f}/b.txt`, contents: '' }, { expect: 200, what: 'an empty file' });
      c.state.file = `${f}/a.txt`;
      await refuse(c, 'fileList', { directory: `${f}/a.txt` }, 406, '406 for a file');
      await refuse(c, 'fileDirectoryDelete', { directory: `${f}/a.txt` }, 406, '406 for a file');
    },
  },
  {
    operationId: 'fileFileGet',
    changes: false,
    async run(c) {
      await refuse(c, 'fileFileGet', { file: `/${c.base}-absent.txt` }, 404, '404 for a file that is not there');
      if (c.options.readOnly) throw new Skip('needs a file the kit writes, which --read-only does not');
      const f = filesFolder(c);
      await refuse(c, 'fileFileGet', { file: `${f}/sub` }, 406, '406 for a folder');
      const r = await c.call('fileFileGet', { file: `${f}/a.txt` }, { expect: 200 });
      c.expect('fileFileGet', r.body?.file === `conformance ${c.runId}\n`, { status: 200, pointer: '/file', expected: 'the text fileFilePut wrote', what: 'success' }, r.body);
    },
  },
  {
    operationId: 'fileFileDownload',
    changes: false,
    async run(c) {
      if (c.options.readOnly) throw new Skip('needs a file the kit writes, which --read-only does not');
      const f = filesFolder(c);
      const form = (file: string) => ({ session: c.token, file });
      for (const [file, status, what] of [[`${f}/absent.txt`, 404, '404 for a file that is not there'], [`${f}/sub`, 406, '406 for a folder']] as const) {
        try {
          await c.call('fileFileDownload', undefined, { form: form(file), expect: status, what });
        } catch (error) {
          if (!(error instanceof Stop)) throw error;
        }
      }
      const r = await c.call('fileFileDownload', undefined, { form: form(`${f}/a.txt`), expect: 200 });
      checkAttachment(c, 'fileFileDownload', r);
      c.expect('fileFileDownload', r.text === `conformance ${c.runId}\n`, { status: 200, pointer: '', expected: 'the bytes fileFilePut wrote', got: `${r.text.length} bytes of something else`, what: 'success' });
    },
  },
  {
    operationId: 'fileChmod',
    changes: true,
    async run(c) {
      const f = filesFolder(c);
      await refuse(c, 'fileChmod', { file: `${f}/absent.txt`, chmod: '0600' }, 404, '404 for a file that is not there');
      const r = await c.call('fileChmod', { file: `${f}/a.txt`, chmod: '0600' }, { expect: 200 });
      field(c, 'fileChmod', r, 'files', { name: 'a.txt' }, 'permissions', '-rw-------');
    },
  },
  {
    operationId: 'fileMove',
    changes: true,
    async run(c) {
      const f = filesFolder(c);
      await refuse(c, 'fileMove', { from: `${f}/absent.txt`, to: `${f}/d.txt` }, 404, '404 for a file that is not there');
      const r = await c.call('fileMove', { from: `${f}/a.txt`, to: `${f}/c.txt` }, { expect: 200 });
      present(c, 'fileMove', r, 'files', { name: 'c.txt' });
      absent(c, 'fileMove', r, 'files', { name: 'a.txt' });
      await refuse(c, 'fileMove', { from: `${f}/b.txt`, to: `${f}/c.txt` }, 409, '409 for a name that is taken');
    },
  },
  {
    operationId: 'fileLinkCreate',
    changes: true,
    async run(c) {
      const f = filesFolder(c);
      await refuse(c, 'fileLinkCreate', { name: 'nowhere', directory: f, destination: `${c.base}-nowhere` }, 404, '404 for a destination that is not there');
      const r = await c.call('fileLinkCreate', { name: 'link', directory: f, destination: 'c.txt' }, { expect: 200 });
      field(c, 'fileLinkCreate', r, 'files', { name: 'link' }, 'type', 'link');
      await refuse(c, 'fileLinkCreate', { name: 'link', directory: f, destination: 'c.txt' }, 409, '409 for a name that is taken');
    },
  },
  {
    operationId: 'fileFileUpload',
    changes: true,
    async run(c) {
      const f = filesFolder(c);
      const r = await c.call('fileFileUpload', undefined, { multipart: upload(f, [{ name: 'up.txt', data: 'uploaded\n' }]), expect: 200 });
      field(c, 'fileFileUpload', r, 'files', { name: 'up.txt' }, 'size', 9);
      try {
        await c.call('fileFileUpload', undefined, { multipart: upload(`${f}-absent`, [{ name: 'up.txt', data: 'x' }]), expect: 404, what: '404 for a folder that is not there' });
        await c.call('fileFileUpload', undefined, { multipart: upload(f, [{ name: 'sub', data: 'x' }]), expect: 409, what: '409 for the name of a folder' });
      } catch (error) {
        if (!(error instanceof Stop)) throw error;
      }
    },
  },
  {
    operationId: 'fileZipUpload',
    changes: true,
    async run(c) {
      const f = filesFolder(c);
      const archive = tarArchive([{ name: 'unpacked/' }, { name: 'unpacked/inner.txt', text: 'inner\n' }]);
      const r = await c.call('fileZipUpload', undefined, { multipart: upload(f, [{ name: `${c.base}.tar`, data: archive }]), expect: 200 });
      field(c, 'fileZipUpload', r, 'files', { name: 'unpacked' }, 'type', 'directory');
      await tryStep(() => c.call('fileZipUpload', undefined, { multipart: upload(f, [{ name: 'broken.zip', data: 'not an archive' }]), expect: 406, what: '406 for an archive that cannot be read' }));
      await tryStep(() => c.call('fileZipUpload', undefined, { multipart: upload(`${f}-absent`, [{ name: 'a.tar', data: archive }]), expect: 404, what: '404 for a folder that is not there' }));
    },
  },
  {
    operationId: 'fileFileDelete',
    changes: true,
    async run(c) {
      const f = filesFolder(c);
      await refuse(c, 'fileFileDelete', { file: `${f}/sub` }, 406, '406 for a folder');
      const r = await c.call('fileFileDelete', { file: `${f}/b.txt` }, { expect: 200 });
      absent(c, 'fileFileDelete', r, 'files', { name: 'b.txt' });
      await refuse(c, 'fileFileDelete', { file: `${f}/b.txt` }, 404, '404 for a file that is not there');
    },
  },
  {
    operationId: 'fileDirectoryDelete',
    changes: true,
    async run(c) {
      const f = filesFolder(c);
      await refuse(c, 'fileDirectoryDelete', { directory: `${f}/absent` }, 404, '404 for a folder that is not there');
      const r = await c.call('fileDirectoryDelete', { directory: f }, { expect: 200 });
      (c.state.folderUndo as { dismiss(): void }).dismiss();
      absent(c, 'fileDirectoryDelete', r, 'files', { name: path.posix.basename(f) });
      c.state.folder = undefined;
    },
  },
  // ------------------------------------------------ the domain goes last
  {
    operationId: 'domainRemove',
    changes: true,
    async run(c) {
      await refuse(c, 'domainRemove', { domain: absentDomain(c) }, 404, '404 for a domain that is not there');
      if (c.options.testControl) {
        const primary = ((await lists(c)).domains as Item[]).find((x) => x.canDelete === false);
        if (primary) await refuse(c, 'domainRemove', { domain: primary.domain }, 406, '406 for the primary domain (in the clone)');
      }
      if (!ownDomain(c)) throw new Skip('--domain names the domain to work under, so the kit removes none');
      const name = `${c.base}-2.example`;
      const undo = c.later(`remove the domain ${name}`, () => c.call('domainRemove', { domain: name }, { expect: [200, 404], what: 'clean-up' }));
      await c.call('domainAdd', { domain: name }, { expect: 200, what: 'set-up for a remove' });
      const r = await c.call('domainRemove', { domain: name }, { expect: 200 });
      undo.dismiss();
      absent(c, 'domainRemove', r, 'domains', { domain: name });
    },
  },
  // ------------------------------------------------ test-control (with --test-control; testReset runs after the clean-up)
  {
    operationId: 'testAccount',
    changes: true,
    testControl: true,
    async run(c) {
      // The kit's clone was made by this operation already (the success path).
      await refuse(c, 'testAccount', { fixture: c.options.fixture ?? 'demo', login: c.login }, 409, '409 for a login in use');
    },
  },
  {
    operationId: 'testScenarios',
    changes: false,
    testControl: true,
    async run(c) {
      const r = await c.call<{ scenarios: { name: string }[] }>('testScenarios', {}, { expect: 200 });
      c.expect('testScenarios', Array.isArray(r.body?.scenarios), { status: r.status, pointer: '/scenarios', expected: 'the list of scenarios', what: 'success' }, r.body);
    },
  },
  {
    operationId: 'testScenario',
    changes: true,
    testControl: true,
    async run(c) {
      // An inline scenario of its own, removed again; an unknown name is 404.
      const made = await c.call<{ login: string; handoffUrl: string }>('testScenario', { scenario: { fixture: 'empty', diskFree: 1048576 } }, { expect: 200 });
      const login = made.body.login;
      const undo = c.later('remove the scenario account', () => c.call('testAccountDelete', { login }, { expect: [200, 404], what: 'clean-up' }));
      await refuse(c, 'testScenario', { name: `no-such-scenario-${c.runId}` }, 404, '404 for a scenario that is not there');
      await undo.now();
    },
  },
  {
    operationId: 'testAccountDelete',
    changes: true,
    testControl: true,
    async run(c) {
      // A clone of its own, removed again: then it is not there.
      const made = await c.call<{ login: string }>('testAccount', { fixture: 'empty' }, { expect: 200, what: 'set-up' });
      const login = made.body.login;
      const undo = c.later('remove the clone', () => c.call('testAccountDelete', { login }, { expect: [200, 404], what: 'clean-up' }));
      await c.call('testAccountDelete', { login }, { expect: 200 });
      await refuse(c, 'testAccountDelete', { login }, 404, '404 for an account that is not there');
      await undo.now();
    },
  },
  {
    operationId: 'testFault',
    changes: true,
    testControl: true,
    async run(c) {
      await refuse(c, 'testFault', { login: `nobody${c.runId}`, path: '/keepalive' }, 404, '404 for an account that is not there');
      const undo = c.later('clear the faults', () => c.call('testFaultsClear', { login: c.login }, { expect: [200, 404], what: 'clean-up' }));
      await c.call('testFault', { login: c.login, path: '/keepalive', status: 500, type: 'internal', message: 'Conformance fault.' }, { expect: 200 });
      const r = await refuse(c, 'keepalive', {}, 500, 'the injected fault answers');
      c.expect('testFault', r?.body?.message === 'Conformance fault.', { status: 500, pointer: '/message', expected: '"Conformance fault." (the injected message)', what: 'the fault answers the next call' }, r?.body);
      await undo.now();
    },
  },
  {
    operationId: 'testFaults',
    changes: true,
    testControl: true,
    async run(c) {
      const undo = c.later('clear the faults', () => c.call('testFaultsClear', { login: c.login }, { expect: [200, 404], what: 'clean-up' }));
      await c.call('testFault', { login: c.login, path: '/cron/add', status: 500, times: 3 }, { expect: 200, what: 'set-up' });
      const r = await c.call('testFaults', { login: c.login }, { expect: 200 });
      present(c, 'testFaults', r, 'faults', { path: '/cron/add', times: 3 });
      await undo.now();
    },
  },
  {
    operationId: 'testFaultsClear',
    changes: true,
    testControl: true,
    async run(c) {
      await c.call('testFault', { login: c.login, path: '/keepalive', status: 500, times: 5 }, { expect: 200, what: 'set-up' });
      await c.call('testFaultsClear', { login: c.login }, { expect: 200 });
      await lists(c);
    },
  },
  {
    operationId: 'testClock',
    changes: true,
    testControl: true,
    async run(c) {
      await refuse(c, 'testClock', { login: `nobody${c.runId}`, now: null }, 404, '404 for an account that is not there');
      const undo = c.later('clear the clock', () => c.call('testClock', { login: c.login, now: null }, { expect: [200, 404], what: 'clean-up' }));
      await c.call('testClock', { login: c.login, now: new Date(Date.now() + 60_000).toISOString() }, { expect: 200 });
      await undo.now();
    },
  },
  {
    operationId: 'testHandoff',
    changes: true,
    testControl: true,
    async run(c) {
      await refuse(c, 'testHandoff', { login: `nobody${c.runId}` }, 404, '404 for an account that is not there');
      const r = await c.call('testHandoff', { login: c.login }, { expect: 200 });
      c.expect('testHandoff', r.body.url === `/authorize/${r.body.token}`, { status: 200, pointer: '/url', expected: '/authorize/<token>', what: 'success' }, r.body);
    },
  },
  {
    operationId: 'testRequests',
    changes: false,
    testControl: true,
    async run(c) {
      await refuse(c, 'testRequests', { login: `nobody${c.runId}` }, 404, '404 for an account that is not there');
      const r = await c.call('testRequests', { login: c.login }, { expect: 200 });
      const paths = ((r.body.requests ?? []) as Item[]).map((x) => x.path);
      c.expect('testRequests', paths.includes('/keepalive'), { status: 200, pointer: '/requests', expected: 'the kit\'s /keepalive calls', got: `${paths.length} calls without them`, what: 'success' });
    },
  },
  {
    operationId: 'testReset',
    changes: true,
    testControl: true,
    async run(c) {
      // Restores every fixture and drops every clone: the kit's last call, after its clean-up.
      await c.call('testReset', {}, { expect: 200 });
    },
  },
];

function checkAttachment(c: Context, operationId: string, r: Reply) {
  const disposition = r.headers.get('content-disposition') ?? '';
  c.expect(operationId, /^attachment\b/i.test(disposition), { status: r.status, pointer: '', expected: 'Content-Disposition: attachment; filename=…', got: disposition ? `Content-Disposition: ${disposition}` : 'no Content-Disposition', what: 'success' });
  const sniff = r.headers.get('x-content-type-options') ?? '';
  c.expect(operationId, sniff.toLowerCase() === 'nosniff', { status: r.status, pointer: '', expected: 'X-Content-Type-Options: nosniff', got: sniff || 'none', what: 'success' });
}
