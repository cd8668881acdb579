import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { refusalChecks } from './refusals.js';
import { cloneAccount, expectCleanError, lists } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));

const { expectNoChange } = refusalChecks(() => t);

const count = (replies: { status: number }[], status: number) => replies.filter((r) => r.status === status).length;
const app = (over: Record<string, unknown> = {}) => ({ domain: 'shop.example.com', directory: '/node/', port: 4000, ...over });

describe('/cron/*', () => {
  it('adds, modifies and removes jobs, stored trimmed', async () => {
    const c = await cloneAccount(t, 'empty');
    const add = await t.call('/cron/add', { settings: ' 0 * * * * ', command: '  php ~/run.php > /dev/null 2>&1 ' }, c.token);
    expect(add.status).toBe(200);
    expect(add.body.cronJobs).toEqual([{ id: expect.any(Number), settings: '0 * * * *', command: 'php ~/run.php > /dev/null 2>&1' }]);
    const { id } = add.body.cronJobs[0];
    const mod = await t.call('/cron/modify', { id, settings: '@reboot', command: 'node app.js' }, c.token);
    expect(mod.body.cronJobs).toEqual([{ id, settings: '@reboot', command: 'node app.js' }]);
    const rm = await t.call('/cron/remove', { id }, c.token);
    expect(rm.body.cronJobs).toEqual([]);
  });

  it('refuses empty fields and line breaks (400 with the field), and unknown or foreign jobs (404)', async () => {
    const a = await cloneAccount(t, 'demo');
    const b = await cloneAccount(t, 'demo');
    const [job] = (await lists(t, a.token)).cronJobs;
    await expectNoChange(a.token, async () => {
      for (const [body, field, message] of [
        [{ settings: ' ', command: 'ls' }, 'settings', 'You need to enter a valid job frequency.'],
        [{ settings: '* * * * *\n@reboot', command: 'ls' }, 'settings', 'You need to enter a valid job frequency.'],
        [{ settings: '* * * * *', command: '' }, 'command', 'You need to enter a valid Linux command.'],
        [{ settings: '* * * * *', command: 'ls\nrm -rf ~' }, 'command', 'You need to enter a valid Linux command.'],
      ] as const) {
        const r = await t.call('/cron/add', body, a.token);
        expect(r.status).toBe(400);
        expect(r.body).toEqual({ type: 'validation', message, field });
        const m = await t.call('/cron/modify', { id: job.id, ...body }, a.token);
        expect(m.status).toBe(400);
      }
      const foreign = await t.call('/cron/modify', { id: job.id, settings: '@reboot', command: 'x' }, b.token);
      expect([foreign.status, foreign.body.message]).toEqual([404, 'CRON job not found.']);
      expect((await t.call('/cron/remove', { id: job.id }, b.token)).status).toBe(404);
      expect((await t.call('/cron/remove', { id: 99999999 }, a.token)).status).toBe(404);
    });
    expect((await t.call('/cron/add', { settings: '@reboot', command: 'x' })).status).toBe(403);
  });

  it('of parallel adds all land; of parallel removals one succeeds', async () => {
    const c = await cloneAccount(t, 'empty');
    await Promise.all(Array.from({ length: 6 }, (_, i) => t.call('/cron/add', { settings: '@reboot', command: `job ${i}` }, c.token)));
    const jobs = (await lists(t, c.token)).cronJobs;
    expect(jobs.map((j: any) => j.command).sort()).toEqual(['job 0', 'job 1', 'job 2', 'job 3', 'job 4', 'job 5']);
    const replies = await Promise.all(Array.from({ length: 4 }, () => t.call('/cron/remove', { id: jobs[0].id }, c.token)));
    expect([count(replies, 200), count(replies, 404)]).toEqual([1, 3]);
  });
});

describe('/proxy/create', () => {
  it('adds a Web app at a subdirectory or the main directory', async () => {
    const c = await cloneAccount(t, 'demo');
    const r = await t.call('/proxy/create', app({ domain: ' Shop.Example.com', directory: 'node' }), c.token);
    expect(r.status).toBe(200);
    expect(r.body.proxies).toContainEqual({ domain: 'shop.example.com', directory: '/node/', port: 4000 });
    const root = await t.call('/proxy/create', app({ directory: '/', port: 65535 }), c.token);
    expect(root.body.proxies).toContainEqual({ domain: 'shop.example.com', directory: '/', port: 65535 });
    expect(root.body.proxies).toHaveLength(4);
  });

  it('refuses a taken port, the same address, a bad port or directory, and a foreign domain', async () => {
    const c = await cloneAccount(t, 'demo');
    await expectNoChange(c.token, async () => {
      const port = await t.call('/proxy/create', app({ port: 3000 }), c.token);
      expect(port.status).toBe(409);
      expect(port.body).toEqual({ type: 'conflict', message: 'This port is used by another Web app.', field: 'port' });
      const same = await t.call('/proxy/create', app({ domain: 'example.com', directory: 'api' }), c.token);
      expect([same.status, same.body.message]).toEqual([409, 'You have already added this Web app.']);
      for (const p of [1023, 65536]) {
        const r = await t.call('/proxy/create', app({ port: p }), c.token);
        expect(r.status).toBe(400);
        expectCleanError(r);
      }
      for (const directory of ['a//b', '../x', 'a b']) {
        const r = await t.call('/proxy/create', app({ directory }), c.token);
        expect(r.body).toEqual({ type: 'validation', message: 'You need to enter a valid subdirectory name.', field: 'directory' });
      }
      const domain = await t.call('/proxy/create', app({ domain: '' }), c.token);
      expect(domain.body).toEqual({ type: 'validation', message: 'You need to select a domain name.', field: 'domain' });
      const foreign = await t.call('/proxy/create', app({ domain: 'other-customer.com' }), c.token);
      expect([foreign.status, foreign.body.message]).toEqual([404, 'Domain not found.']);
    });
  });

  it('lets another account use the same port', async () => {
    const c = await cloneAccount(t, 'empty');
    const d = await cloneAccount(t, 'demo');
    const r = await t.call('/proxy/create', app({ port: 3000 }), d.token);
    expect(r.status).toBe(409);
    expect((await lists(t, c.token)).proxies).toEqual([]);
    const other = await cloneAccount(t, 'demo');
    expect((await t.call('/proxy/create', app({ port: 4000 }), other.token)).status).toBe(200);
    expect((await t.call('/proxy/create', app({ port: 4000 }), d.token)).status).toBe(200);
  });

  it('is refused with 406 without SSH in the plan', async () => {
    const c = await cloneAccount(t, 'basic');
    for (const [p, body] of [
      ['/proxy/create', app({ domain: 'other-customer.com' })],
      ['/proxy/modify', app({ domain: 'other-customer.com' })],
      ['/proxy/delete', { domain: 'other-customer.com', directory: '/' }],
    ] as const) {
      const r = await t.call(p, body, c.token);
      expect([r.status, r.body.message]).toEqual([406, 'Your current plan does not include Web apps.']);
    }
  });

  it('of parallel creates on one port, one succeeds; of parallel creates at one address, one succeeds', async () => {
    const c = await cloneAccount(t, 'demo');
    const port = await Promise.all(Array.from({ length: 5 }, (_, i) => t.call('/proxy/create', app({ directory: `/p${i}/`, port: 5000 }), c.token)));
    expect([count(port, 200), count(port, 409)]).toEqual([1, 4]);
    const address = await Promise.all(Array.from({ length: 5 }, (_, i) => t.call('/proxy/create', app({ directory: '/same/', port: 6000 + i }), c.token)));
    expect([count(address, 200), count(address, 409)]).toEqual([1, 4]);
    expect((await lists(t, c.token)).proxies).toHaveLength(4);
  });
});

describe('/proxy/modify and /proxy/delete', () => {
  it('changes the port (keeping its own is fine), refuses a port another app uses, and removes', async () => {
    const c = await cloneAccount(t, 'demo');
    const own = await t.call('/proxy/modify', app({ domain: 'example.com', directory: '/api/', port: 3000 }), c.token);
    expect(own.status).toBe(200);
    const moved = await t.call('/proxy/modify', app({ domain: 'example.com', directory: 'api', port: 3001 }), c.token);
    expect(moved.body.proxies).toContainEqual({ domain: 'example.com', directory: '/api/', port: 3001 });
    const taken = await t.call('/proxy/modify', app({ domain: 'example.com', directory: '/api/', port: 8081 }), c.token);
    expect([taken.status, taken.body.message]).toEqual([409, 'This port is used by another Web app.']);
    const missing = await t.call('/proxy/modify', app({ domain: 'example.com', directory: '/nope/', port: 9000 }), c.token);
    expect([missing.status, missing.body.message]).toEqual([404, 'Web app not found.']);
    const del = await t.call('/proxy/delete', { domain: 'example.com', directory: 'api' }, c.token);
    expect(del.body.proxies).toEqual([{ domain: 'blog.example.org', directory: '/comments/', port: 8081 }]);
    const again = await t.call('/proxy/delete', { domain: 'example.com', directory: '/api/' }, c.token);
    expect([again.status, again.body.message]).toEqual([404, 'Web app not found.']);
  });

  it("answers another customer's Web app with 404 and parallel modifies to one port with one success", async () => {
    const a = await cloneAccount(t, 'demo');
    const b = await cloneAccount(t, 'demo');
    const foreign = await t.call('/proxy/delete', { domain: 'other-customer.com', directory: '/' }, a.token);
    expect(foreign.status).toBe(404);
    await t.call('/proxy/create', app({ directory: '/x/', port: 7000 }), b.token);
    const replies = await Promise.all([
      t.call('/proxy/modify', app({ domain: 'example.com', directory: '/api/', port: 7100 }), b.token),
      t.call('/proxy/modify', app({ domain: 'blog.example.org', directory: '/comments/', port: 7100 }), b.token),
      t.call('/proxy/modify', app({ directory: '/x/', port: 7100 }), b.token),
    ]);
    expect([count(replies, 200), count(replies, 409)]).toEqual([1, 2]);
    const deletes = await Promise.all(Array.from({ length: 3 }, () => t.call('/proxy/delete', { domain: 'shop.example.com', directory: '/x/' }, b.token)));
    expect([count(deletes, 200), count(deletes, 404)]).toEqual([1, 2]);
  });
});
