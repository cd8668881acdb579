import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { expectCleanError, expectNoInternals, lists } from './util.js';

/**
 * Scenarios that would be turned against the server: too many bytes or rows, names the real calls
 * refuse, clashes, broken files. Each is refused with a 400 naming the field before anything is
 * written; one broken file leaves the others usable.
 */
let t: TestApp;
withTestApp((app) => (t = app));

const accountDirs = () => fs.readdirSync(path.join(t.dataDir, 'accounts')).sort();

/** Asks for an inline scenario that must be refused: 400 naming `field`, with no account left behind. */
async function refused(scenario: object, field: string, message?: RegExp) {
  const before = accountDirs();
  const r = await t.call('/__test/scenario', { scenario });
  expect(r.status, JSON.stringify(r.body)).toBe(400);
  expect(r.body.field, JSON.stringify(r.body)).toBe(field);
  if (message) expect(r.body.message).toMatch(message);
  expectCleanError(r);
  expect(accountDirs()).toEqual(before);
  return r.body.message as string;
}

describe('a scenario is capped before anything is written', () => {
  it('refuses more bytes than the plan leaves free (a 1 MB plan asked for 300 MB)', async () => {
    const big = { path: '/big', bytes: 60_000_000 };
    await refused(
      {
        fixture: 'empty',
        plan: { diskLimit: 1_048_576 },
        files: [big, { ...big, path: '/big2' }, { ...big, path: '/big3' }, { ...big, path: '/big4' }, { ...big, path: '/big5' }],
      },
      'files',
    );
    await refused({ fixture: 'empty', plan: { diskLimit: 1_048_576 }, files: [{ path: '/a', bytes: 2_000_000 }] }, 'files', /leaves free/);
    // Text counts by its UTF-8 bytes.
    await refused({ fixture: 'empty', plan: { diskLimit: 4096 }, files: [{ path: '/a', text: 'ż'.repeat(3000) }] }, 'files');
  });

  it('refuses more than 64 MiB in all, whatever the plan', async () => {
    const files = Array.from({ length: 3 }, (_, i) => ({ path: `/f${i}`, bytes: 30 * 1024 * 1024 }));
    await refused({ fixture: 'empty', plan: { diskLimit: 1_000_000_000_000 }, files }, 'files', /at most 67108864 bytes/);
    // The schema's own bound on one file.
    const one = await t.call('/__test/scenario', { scenario: { fixture: 'empty', files: [{ path: '/a', bytes: 1_073_741_824 }] } });
    expect(one.status).toBe(400);
  });

  it('refuses more than 10,000 rows and entries in all lists together, naming the biggest', async () => {
    await refused(
      {
        fixture: 'empty',
        domains: [{ domain: 'many.example.net' }],
        mailboxes: [
          { domain: 'many.example.net', count: 6000, prefix: 'a' },
          { domain: 'many.example.net', count: 6000, prefix: 'b' },
        ],
      },
      'mailboxes',
      /at most 10000 rows/,
    );
    const tooMany = await t.call('/__test/scenario', { scenario: { fixture: 'empty', mailboxes: [{ domain: 'x.example.net', count: 20_000 }] } });
    expect(tooMany.status).toBe(400);
  });

  it('writes a file of many bytes as it is asked, within the limits', async () => {
    const r = await t.call('/__test/scenario', { scenario: { fixture: 'empty', files: [{ path: '/data/blob.bin', bytes: 5_000_000 }] } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const file = path.join(t.dataDir, 'accounts', r.body.login, 'home/data/blob.bin');
    expect(fs.statSync(file).size).toBe(5_000_000);
  });
});

describe('every field by the rule of the real call', () => {
  it("refuses a domain that is no domain name, twice in the scenario, or the fixture's already (never a 500)", async () => {
    await refused({ fixture: 'empty', domains: [{ domain: 'x/y' }] }, 'domains', /x\/y/);
    await refused({ fixture: 'empty', domains: [{ domain: '../../etc' }] }, 'domains');
    await refused({ fixture: 'empty', domains: [{ domain: 'a.example.net' }, { domain: 'A.Example.NET ' }] }, 'domains', /a\.example\.net twice/);
    await refused({ fixture: 'demo', domains: [{ domain: 'example.com' }] }, 'domains', /already has the domain example\.com/);
    await refused({ fixture: 'empty', certificates: [{ domain: 'x/y', expiresInDays: 3 }] }, 'certificates');
    await refused({ fixture: 'empty', mailboxes: [{ domain: 'x/y', names: ['a'] }] }, 'mailboxes');
  });

  it("refuses mailbox names the e-mail form refuses, twice, or the fixture's; a quota past the plan", async () => {
    const on = (mailboxes: object[]) => ({ fixture: 'demo', mailboxes });
    await refused(on([{ domain: 'example.com', names: ['Bad Name'] }]), 'mailboxes');
    await refused(on([{ domain: 'example.com', names: ['new', 'nEW'] }]), 'mailboxes', /twice/);
    await refused(on([{ domain: 'example.com', names: ['contact'] }]), 'mailboxes', /already has/);
    await refused(on([{ domain: 'example.com', count: 3, prefix: 'x y' }]), 'mailboxes');
    await refused(on([{ domain: 'example.com', names: ['fresh'], quota: 6 * 1024 ** 3 }]), 'mailboxes', /quota/);
    await refused(on([{ domain: 'example.com', names: ['fresh'], quota: 1024 ** 2 + 1 }]), 'mailboxes', /quota/);
    await refused(on([{ domain: 'nowhere.example', names: ['a'] }]), 'mailboxes', /no domain/);
  });

  it("refuses database names the form refuses, twice, or the fixture's", async () => {
    await refused({ fixture: 'empty', databases: [{ name: 'a-b' }] }, 'databases');
    await refused({ fixture: 'empty', databases: [{ name: 'shop' }, { name: 'SHOP' }] }, 'databases', /twice/);
    await refused({ fixture: 'demo', databases: [{ name: 'shop' }] }, 'databases', /already has/);
  });

  it("refuses file paths with names the file browser refuses, written twice, or over the fixture's", async () => {
    for (const p of ['/a/../b', '/.\u200b./x', '/a\u2028b', '/dir/', '/a//b', '/./x', '/a/ b']) {
      await refused({ fixture: 'empty', files: [{ path: p, text: 'x' }] }, 'files');
    }
    await refused(
      {
        fixture: 'empty',
        files: [
          { path: '/a', text: 'x' },
          { path: '/a', text: 'y' },
        ],
      },
      'files',
      /twice/,
    );
    await refused(
      {
        fixture: 'empty',
        files: [
          { path: '/a', text: 'x' },
          { path: '/a/b', text: 'y' },
        ],
      },
      'files',
    );
    await refused({ fixture: 'empty', files: [{ path: '/a', text: 'x', bytes: 3 }] }, 'files');
    await refused({ fixture: 'demo', files: [{ path: '/tmp/notes.txt', text: 'x' }] }, 'files', /already/);
    await refused(
      { fixture: 'empty', domains: [{ domain: 'n.example.net' }], files: [{ path: '/domains/n.example.net/public_html/index.html', text: 'x' }] },
      'files',
    );
  });

  it('refuses a clock that is no date (never a 500)', async () => {
    for (const clock of ['soon', '2027-13-45T99:00:00Z', '9999-12-31T23:59:59Z']) {
      const r = await t.call('/__test/scenario', { scenario: { fixture: 'empty', clock } });
      expect(r.status, clock).toBe(400);
      expect(['scenario', 'clock']).toContain(r.body.field);
    }
  });

  it('still lays a scenario that keeps every rule, its domain normalised', async () => {
    const r = await t.call('/__test/scenario', {
      scenario: {
        fixture: 'empty',
        domains: [{ domain: ' New.Example.NET ' }],
        mailboxes: [{ domain: 'new.example.net', names: ['office', 'jan.kowalski'] }],
        databases: [{ name: 'shop' }],
        files: [{ path: '/notes/zażółć.txt', text: 'ok' }],
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const l = await lists(t, await t.login(r.body.login, r.body.password));
    expect(l.domains.map((d: any) => d.domain)).toEqual(['new.example.net']);
    expect(l.emailAccounts.map((m: any) => m.name).sort()).toEqual(['jan.kowalski', 'office']);
  });
});

describe('scenario files, each on its own', () => {
  let dir: string;
  const env = process.env.PANEL_SCENARIOS;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scenarios-'));
    fs.writeFileSync(path.join(dir, 'team-own.yaml'), 'fixture: basic\ndescription: our own\n');
    fs.writeFileSync(path.join(dir, 'not-yaml.yaml'), 'fixture: [demo\n  : : :\n');
    fs.writeFileSync(path.join(dir, 'no-fixture.yaml'), 'fixture: nobody\n');
    fs.writeFileSync(path.join(dir, 'bad-domain.yaml'), "fixture: empty\ndomains:\n  - { domain: 'x/y' }\n");
    fs.writeFileSync(path.join(dir, 'Bad Name.yaml'), 'fixture: demo\n');
    fs.writeFileSync(path.join(dir, 'bad-clock.yaml'), 'fixture: demo\nclock: soon\n');
    process.env.PANEL_SCENARIOS = dir;
  });
  afterAll(() => {
    if (env === undefined) delete process.env.PANEL_SCENARIOS;
    else process.env.PANEL_SCENARIOS = env;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lists the good ones and names each broken file with its error', async () => {
    const r = await t.call('/__test/scenarios', {});
    expect(r.status).toBe(200);
    expect(r.body.scenarios.map((s: any) => s.name)).toEqual(expect.arrayContaining(['team-own', 'unpaid', 'over-quota']));
    const invalid = Object.fromEntries(r.body.invalid.map((i: any) => [i.file, i.error]));
    expect(Object.keys(invalid).sort()).toEqual(['Bad Name.yaml', 'bad-clock.yaml', 'bad-domain.yaml', 'no-fixture.yaml', 'not-yaml.yaml']);
    expect(invalid['bad-clock.yaml']).toMatch(/clock/);
    expect(invalid['not-yaml.yaml']).toMatch(/^The scenario file not-yaml\.yaml is not valid: it is not YAML/);
    expect(invalid['no-fixture.yaml']).toMatch(/fixture/);
    expect(invalid['bad-domain.yaml']).toMatch(/x\/y/);
    expectNoInternals(r.body);
  });

  it('makes a good one and answers 400 naming the file for a broken one', async () => {
    expect((await t.call('/__test/scenario', { name: 'team-own' })).status).toBe(200);
    expect((await t.call('/__test/scenario', { name: 'unpaid' })).status).toBe(200);
    for (const [name, file] of [
      ['not-yaml', 'not-yaml.yaml'],
      ['no-fixture', 'no-fixture.yaml'],
      ['bad-domain', 'bad-domain.yaml'],
      ['bad-clock', 'bad-clock.yaml'],
    ]) {
      const r = await t.call('/__test/scenario', { name });
      expect(r.status, name).toBe(400);
      expect(r.body.field).toBe('name');
      expect(r.body.message).toContain(file);
      expectNoInternals(r.body);
    }
  });
});
