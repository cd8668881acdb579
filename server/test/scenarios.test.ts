import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { lists } from './util.js';
import { loadScenarios } from '../src/seed/scenarios.js';

/** Scenarios: an isolated account in a whole situation (data, plan, clock, faults) in one call. */
let t: TestApp;
withTestApp((app) => (t = app));

async function scenario(body: object) {
  const r = await t.call('/__test/scenario', body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const { login, password, handoffUrl } = r.body as { login: string; password: string; handoffUrl: string };
  return { login, password, handoffUrl, token: await t.login(login, password) };
}

describe('/__test/scenarios and /__test/scenario', () => {
  it('lists the shipped scenarios with their fixture and description', async () => {
    const r = await t.call('/__test/scenarios', {});
    expect(r.status).toBe(200);
    expect(r.body.scenarios.map((s: any) => s.name)).toEqual([
      'big-mailbox-domain',
      'broken-network',
      'expiring-certificates',
      'over-quota',
      'starter-plan',
      'unpaid',
    ]);
    expect(r.body.invalid).toEqual([]);
    for (const s of r.body.scenarios) expect(s.description.length, s.name).toBeGreaterThan(40);
  });

  it("expiring-certificates: one expired, one expiring in 5 days, one valid, on the account's clock, with a hand-off to the SSL screen", async () => {
    const s = await scenario({ name: 'expiring-certificates' });
    const domains = Object.fromEntries((await lists(t, s.token)).domains.map((d: any) => [d.domain, [d.sslType, d.sslExpires]]));
    expect(domains['example.com']).toEqual(['letsencrypt', '2027-02-26 12:00:00']);
    expect(domains['shop.example.com']).toEqual(['custom', '2027-03-06 12:00:00']);
    expect(domains['blog.example.org']).toEqual(['letsencrypt', '2027-04-30 12:00:00']);
    expect((await t.call('/keepalive', {}, s.token)).headers.date).toBe('Mon, 01 Mar 2027 12:00:00 GMT');
    expect(s.handoffUrl).toMatch(/^\/authorize\/[A-Za-z0-9_-]{20,}$/);
    const handoff = await t.call('/account/redirect', { token: s.handoffUrl.split('/').pop() });
    expect(handoff.status).toBe(200);
    expect(handoff.body.redirect).toMatchObject({ page: 'ssl' });
    expect(handoff.body.login).toBe(s.login);
  });

  it('over-quota: an upload past the little space left is refused', async () => {
    const s = await scenario({ name: 'over-quota' });
    const signIn = await t.call('/account/login', { login: s.login, password: s.password });
    expect(signIn.body.package.diskLimit - signIn.body.user.diskUsed).toBe(65536);
    const r = await t.call('/file/file/put', { file: '/tmp/too-big.txt', contents: 'x'.repeat(200_000) }, s.token);
    expect(r.status).toBe(406);
  });

  it("starter-plan and unpaid: the plan and the payment over demo's data", async () => {
    const starter = await scenario({ name: 'starter-plan' });
    const lo = await t.call('/account/login', { login: starter.login, password: starter.password });
    expect(lo.body.package).toMatchObject({ sshAvailable: false, postgresAvailable: false });
    expect((await t.call('/database/create', { name: 'pg', type: 'postgres' }, starter.token)).status).toBe(406);
    const unpaid = await scenario({ name: 'unpaid' });
    expect((await lists(t, unpaid.token)).user.paid).toBe(false);
  });

  it('broken-network: every e-mail call drops its connection once, then works', async () => {
    const s = await scenario({ name: 'broken-network' });
    const faults = (await t.call('/__test/faults', { login: s.login })).body.faults;
    expect(faults.length).toBe(13);
    expect(faults.every((f: any) => f.networkError && f.login === s.login && f.path.startsWith('/email/'))).toBe(true);
    await expect(t.call('/email/catchall', { domain: 'example.com', email: null }, s.token)).rejects.toThrow();
    expect((await t.call('/email/catchall', { domain: 'example.com', email: null }, s.token)).status).toBe(200);
  });

  it("big-mailbox-domain: 2,000 mailboxes on one domain, each with the scenario's password", async () => {
    const s = await scenario({ name: 'big-mailbox-domain' });
    const { emailAccounts, domains } = await lists(t, s.token);
    expect(domains.map((d: any) => d.domain)).toEqual(['mailboxes.example.net']);
    expect(emailAccounts.filter((m: any) => m.domain === 'mailboxes.example.net')).toHaveLength(2000);
    expect(emailAccounts.at(-1).name).toBe('user2000');
    expect(fs.existsSync(path.join(t.dataDir, 'accounts', s.login, 'home/domains/mailboxes.example.net/public_html/index.html'))).toBe(true);
  });

  it('takes a scenario inline; refuses an unknown name, both or neither, and one that does not fit its fixture, leaving nothing', async () => {
    const inline = await scenario({
      scenario: { fixture: 'empty', locale: 'pl', files: [{ path: '/notes/todo.txt', text: 'buy milk' }], databases: [{ name: 'shop' }] },
    });
    const l = await lists(t, inline.token);
    expect(l.databases.map((d: any) => d.name)).toEqual([`${inline.login}_shop`]);
    expect(fs.readFileSync(path.join(t.dataDir, 'accounts', inline.login, 'home/notes/todo.txt'), 'utf8')).toBe('buy milk');
    expect((await t.call('/account/login', { login: inline.login, password: inline.password })).body.locale).toBe('pl');

    expect((await t.call('/__test/scenario', { name: 'no-such-scenario' })).status).toBe(404);
    expect((await t.call('/__test/scenario', {})).status).toBe(400);
    expect((await t.call('/__test/scenario', { name: 'unpaid', scenario: { fixture: 'demo' } })).status).toBe(400);
    const before = fs.readdirSync(path.join(t.dataDir, 'accounts')).length;
    const misfit = await t.call('/__test/scenario', { scenario: { fixture: 'empty', certificates: [{ domain: 'example.com', expiresInDays: 3 }] } });
    expect(misfit.status).toBe(400);
    expect(misfit.body.field).toBe('certificates');
    const badFault = await t.call('/__test/scenario', { scenario: { fixture: 'empty', faults: [{ path: '/database/add', status: 500 }] } });
    expect(badFault.status).toBe(400);
    expect(fs.readdirSync(path.join(t.dataDir, 'accounts')).length).toBe(before);
  });

  it('adds the scenarios of PANEL_SCENARIOS to the shipped ones', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scenarios-'));
    fs.writeFileSync(path.join(dir, 'team-own.yaml'), 'fixture: basic\ndescription: our own\n');
    expect([...loadScenarios(dir).keys()]).toContain('team-own');
    // A broken file is left out of the usable ones, the others stay.
    fs.writeFileSync(path.join(dir, 'broken.yaml'), 'fixture: nobody\n');
    expect([...loadScenarios(dir).keys()]).toEqual(expect.arrayContaining(['team-own', 'unpaid']));
    expect(loadScenarios(dir).has('broken')).toBe(false);
    fs.rmSync(dir, { recursive: true });
  });
});
