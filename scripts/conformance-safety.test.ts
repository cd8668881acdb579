// The conformance kit never changes what it did not create: against a fresh clone of `demo` (a
// customer's account) with --domain, with --test-control beside other clones, behind a backend that
// wrongly accepts the probes, with --plan, --only and --read-only. Our server runs once, in a child
// process; the front of scripts/wrong-backend.ts records the kit's calls and (for the wrong backend)
// rewrites them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIST_KEYS } from '@panel/contract';
import { postJson, runKitBeside, startOwnServer, type OwnServer } from './conformance/server.js';
import { startWrongBackend } from './wrong-backend.js';

let server: OwnServer;
beforeAll(async () => {
  server = await startOwnServer();
}, 180_000);
afterAll(() => server?.stop());

type Json = Record<string, any>;

const api = (p: string, body: unknown, token?: string) => postJson<Json>(server.api, p, body, token);

async function clone(fixture: string) {
  const r = await api('/__test/account', { fixture });
  expect(r.status).toBe(200);
  return r.body as { login: string; password: string };
}

const LISTS = ACCOUNT_LIST_KEYS;

/** Everything of an account a customer would miss: every list (certificates are the domains' ssl fields), and the files of the home, the site and /blog/. */
async function state(account: { login: string; password: string }) {
  const s = await api('/account/login', account);
  expect(s.status).toBe(200);
  const token = s.body.token as string;
  const lists = Object.fromEntries(LISTS.map((k) => [k, s.body[k]]));
  const site = (s.body.domains as Json[]).find((d) => d.domain === 'example.com')?.directory as string | undefined;
  const files: Record<string, unknown> = {};
  for (const folder of site ? ['/', site, `${site}/blog`, `${site}/blog/wp-content`] : ['/']) {
    const r = await api('/file/list', { directory: folder }, token);
    // A folder's time follows what happens inside it (the kit's own domain under /domains): every other field is compared.
    files[folder] = r.status === 200 ? (r.body.files as Json[]).map((f) => (f.type === 'directory' ? { ...f, day: '', month: '', time: '' } : f)) : r.status;
  }
  await api('/account/logout', {}, token);
  return { lists, files };
}

async function journal(login: string) {
  const r = await api('/__test/requests', { login });
  return r.status === 200 ? (r.body.requests as { path: string; status: number; body: Json | null }[]) : undefined;
}

interface Front {
  api: string;
  calls: { path: string; body: Json | undefined; status: number; reply: Json | undefined }[];
  close(): Promise<void>;
}

const jsonObject = (value: unknown): Json | undefined => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined);

/** The wrong backend (scripts/wrong-backend.ts) before our server: records every call; `rewrite` may change a request's body first (a backend that accepts what it should refuse). */
async function front(rewrite?: (path: string, body: Json, token: string) => Promise<Json | undefined>): Promise<Front> {
  const calls: Front['calls'] = [];
  const w = await startWrongBackend({
    target: server.api,
    onRequest: async ({ path, headers, body }) => {
      const sent = jsonObject(body);
      if (!sent || !rewrite) return undefined;
      const changed = await rewrite(path, sent, (headers.authorization ?? '').replace(/^Bearer /, ''));
      return changed ? { body: changed } : undefined;
    },
    onReply: (reply, request) => {
      calls.push({ path: request.path, body: jsonObject(request.body), status: reply.status, reply: jsonObject(reply.body) });
      return undefined;
    },
  });
  return { api: w.api, calls, close: () => w.close() };
}

describe("the kit on a customer's account (--domain)", () => {
  it("leaves every list, file and certificate as it was after checking every operation under the customer's domain", async () => {
    const account = await clone('demo');
    const before = await state(account);
    const result = await runKitBeside({ api: server.api, ...account, domain: 'example.com' });
    expect(result.cleanup).toEqual([]);
    expect(result.results.filter((r) => r.outcome === 'failed').map((r) => r.operationId)).toEqual([]);
    const outcome = Object.fromEntries(result.results.map((r) => [r.operationId, r]));
    // It did work under the domain, and said which probes it kept from it.
    expect(outcome.scriptInstall.outcome).toBe('passed');
    expect(outcome.emailAccountCreate.outcome).toBe('passed');
    expect(outcome.domainPhp.note).toMatch(/not sent: example.com is the customer's domain/);
    expect(outcome.emailCatchall.note).toMatch(/not sent: example.com is the customer's domain/);
    expect(outcome.certificateUpload.note).toMatch(/not sent: example.com is the customer's domain/);
    expect(await state(account)).toEqual(before);
  }, 120_000);

  it("with --only scriptInstall,scriptUninstall keeps the customer's WordPress at /blog/, its files and its database", async () => {
    const account = await clone('demo');
    const before = await state(account);
    expect(before.lists.scripts).toContainEqual(
      expect.objectContaining({ domain: 'example.com', directory: '/blog/', database: `${account.login}_wordpress` }),
    );
    const result = await runKitBeside({ api: server.api, ...account, domain: 'example.com', only: ['scriptInstall', 'scriptUninstall'] });
    expect(result.failed).toBe(0);
    expect(
      result.results
        .filter((r) => r.outcome === 'passed')
        .map((r) => r.operationId)
        .sort(),
    ).toEqual(['scriptInstall', 'scriptUninstall']);
    expect(await state(account)).toEqual(before);
  }, 60_000);

  it("behind a backend that wrongly accepts a bogus PHP version or a catch-all/BCC to a missing mailbox, the customer's settings stay", async () => {
    const account = await clone('demo');
    const before = await state(account);
    const offered = (await api('/account/login', account)).body.phpVersions as string[];
    // The wrong backend: a version it does not offer, or an address with no mailbox, is taken as a change to another value.
    const wrong = await front(async (path, body) => {
      if (path === '/domain/php' && typeof body.version === 'string' && !offered.includes(body.version))
        return { ...body, version: offered.find((v) => v !== '8.3') };
      if ((path === '/email/catchall' || path === '/email/monitoring') && typeof body.email === 'string' && body.email.includes('-absent@'))
        return { ...body, email: null };
      return undefined;
    });
    try {
      const result = await runKitBeside({ api: wrong.api, ...account, domain: 'example.com' });
      expect(result.cleanup).toEqual([]);
      expect(await state(account)).toEqual(before);
      // Nothing that could change a setting of example.com was sent at all.
      const touching = wrong.calls.filter(
        (c) =>
          ['/domain/php', '/email/catchall', '/email/monitoring', '/certificate/upload', '/certificate/generate', '/domain/add'].includes(c.path) &&
          c.body?.domain === 'example.com',
      );
      expect(touching).toEqual([]);
      // In default mode the same probes go to the kit's own domain, where the wrong backend's acceptance is seen and named.
      const own = await runKitBeside({ api: wrong.api, ...account });
      expect(own.results.find((r) => r.operationId === 'domainPhp')!.outcome).toBe('failed');
      expect(own.results.find((r) => r.operationId === 'emailCatchall')!.outcome).toBe('failed');
      expect(await state(account)).toEqual(before);
    } finally {
      await wrong.close();
    }
  }, 120_000);
});

describe('the after-run comparison', () => {
  it("fails naming a setting of the customer's that changed behind the kit's back, and puts it back", async () => {
    const account = await clone('demo');
    const before = await state(account);
    // A backend whose redirection call also sets the catch-all of another domain and a PHP version.
    const wrong = await front(async (path, body, token) => {
      if (path === '/redirect/create' && String(body.directory).includes('conformance-')) {
        await api('/email/catchall', { domain: 'example.com', email: 'contact@example.com' }, token);
        await api('/domain/php', { domain: 'shop.example.com', version: '8.3' }, token);
      }
      return undefined;
    });
    try {
      const result = await runKitBeside({ api: wrong.api, ...account, domain: 'example.com', only: ['redirectCreate'] });
      const found = result.cleanup.find((f) => f.pointer === '/domains')!;
      expect(found.got).toMatch(/changed example.com \(catchallEmail\), shop.example.com \(phpVersion\)/);
      expect(found.got).toMatch(/put back: example.com catchallEmail, shop.example.com phpVersion/);
      expect(result.failed).toBeGreaterThan(0);
    } finally {
      await wrong.close();
    }
    expect(await state(account)).toEqual(before);
  }, 60_000);
});

describe('--test-control', () => {
  it("removes only its own clones: another worker's clone and demo stay alive and unchanged", async () => {
    const other = await clone('demo');
    const otherBefore = await state(other);
    const demoBefore = await state({ login: 'demo', password: 'demo1234' });
    const rec = await front();
    try {
      const result = await runKitBeside({ api: rec.api, login: 'demo', password: 'demo1234', testControl: true });
      expect(result.failed).toBe(0);
      // Every clone the kit made (its own, the basic one for the plan-gated refusals, the ones it tries the calls on) is gone.
      const made = rec.calls
        .filter((c) => (c.path === '/__test/account' || c.path === '/__test/scenario') && c.status === 200)
        .map((c) => c.reply!.login as string);
      expect(made.length).toBeGreaterThanOrEqual(3);
      for (const login of made) expect(await journal(login)).toBeUndefined();
      // No reset of every fixture, nor of any.
      const resets = rec.calls.filter((c) => c.path === '/__test/reset' && c.status === 200);
      expect(resets.map((c) => c.body)).toEqual([{ fixtures: [] }]);
    } finally {
      await rec.close();
    }
    expect(await state(other)).toEqual(otherBefore);
    expect(await state({ login: 'demo', password: 'demo1234' })).toEqual(demoBefore);
  }, 120_000);
});

describe('--plan', () => {
  it('makes no call, and lists every call a real run makes with its target', async () => {
    const account = await clone('demo');
    const rec = await front();
    try {
      const plan = await runKitBeside({ api: rec.api, ...account, domain: 'example.com', plan: true });
      expect(rec.calls).toEqual([]);
      expect(await journal(account.login)).toEqual([]);
      expect(plan.failed).toBe(0);
      const planned = plan.plan!;
      expect(planned.length).toBeGreaterThan(300);
      const install = planned.find((p) => p.operationId === 'scriptInstall' && p.what === 'success')!;
      expect(install.target).toMatch(new RegExp(`domain=example.com directory=/${plan.runId ? 'conformance-[a-z0-9]+' : ''}-app/`));
      // The same entries run for real: every operation and path the run sends is in the plan.
      await runKitBeside({ api: rec.api, ...account, domain: 'example.com' });
      const sent = new Set(rec.calls.map((c) => c.path));
      const inPlan = new Set(planned.map((p) => p.path));
      expect([...sent].filter((p) => !inPlan.has(p))).toEqual([]);
    } finally {
      await rec.close();
    }
  }, 120_000);
});

describe('--only and --read-only', () => {
  it('--only with a missing prerequisite fails naming it, and calls nothing', async () => {
    const rec = await front();
    try {
      const result = await runKitBeside({ api: rec.api, login: 'demo', password: 'demo1234', only: ['scriptUninstall'] });
      expect(rec.calls).toEqual([]);
      expect(result.failed).toBeGreaterThan(0);
      const r = result.results.find((x) => x.operationId === 'scriptUninstall')!;
      expect(r.outcome).toBe('failed');
      expect(r.failures[0].got).toContain('scriptInstall');
      expect(r.failures[0].got).toContain('domainAdd');
    } finally {
      await rec.close();
    }
  }, 30_000);

  it('--read-only makes no failed sign-in on the given account', async () => {
    const account = await clone('basic');
    const result = await runKitBeside({ api: server.api, ...account, readOnly: true });
    expect(result.failed).toBe(0);
    const signIns = (await journal(account.login))!.filter((r) => r.path === '/account/login');
    expect(signIns.length).toBeGreaterThan(0);
    expect(signIns.filter((r) => r.status !== 200)).toEqual([]);
  }, 60_000);
});

describe('--restricted-login', () => {
  it('checks the plan-gated refusals on the restricted account and leaves it as it was', async () => {
    const account = await clone('demo');
    const restricted = await clone('basic');
    const before = await state(account);
    const restrictedLists = (await state(restricted)).lists;
    const result = await runKitBeside({
      api: server.api,
      ...account,
      restrictedLogin: restricted.login,
      restrictedPassword: restricted.password,
      only: ['databaseCreate', 'sshkeyUpload', 'proxyCreate', 'domainAdd'],
    });
    expect(result.failed).toBe(0);
    const refused = (await journal(restricted.login))!.filter((r) => r.status === 406).map((r) => r.path);
    expect(refused).toEqual(expect.arrayContaining(['/database/create', '/sshkey/upload', '/proxy/create']));
    expect((await state(restricted)).lists).toEqual(restrictedLists);
    expect(await state(account)).toEqual(before);
  }, 60_000);
});
