import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, ROOT_DIR } from '../src/config.js';
import { TEST_FIXTURES } from './fixtures.js';
import { PASSWORDS, testApp } from './helpers.js';
import { cloneAccount } from './util.js';

/** `npm run seed -- --reset` on a data folder no server holds: the fixtures as seeded, the clones gone. */
it('npm run seed -- --reset puts a changed fixture back and drops the clones', async () => {
  const t = await testApp();
  const token = await t.login('demo', PASSWORDS.demo);
  expect((await t.call('/domain/add', { domain: 'seed-cli-test.com' }, token)).status).toBe(200);
  const clone = await cloneAccount(t);
  await t.app.close();

  const run = spawnSync(path.join(ROOT_DIR, 'node_modules/.bin/tsx'), [path.join(ROOT_DIR, 'server/src/seed-cli.ts'), '--reset'], {
    env: { ...process.env, PANEL_DATA_DIR: t.dataDir, PANEL_FIXTURES: TEST_FIXTURES.join(','), PANEL_LOG: '0' },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toMatch(/Done in [\d.]+ s/);

  const app = await buildApp(loadConfig({}, { dataDir: t.dataDir, mode: 'test', logger: false, fixtures: [...TEST_FIXTURES] }));
  try {
    const call = (p: string, body: object, bearer?: string) =>
      app.inject({ method: 'POST', url: `/api${p}`, payload: body, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
    const demo = await call('/account/login', { login: 'demo', password: PASSWORDS.demo });
    expect(demo.statusCode).toBe(200);
    const lists = (await call('/keepalive', {}, demo.json<{ token: string }>().token)).json<{ domains: { domain: string }[] }>();
    expect(lists.domains.map((d) => d.domain)).not.toContain('seed-cli-test.com');
    expect(lists.domains.length).toBeGreaterThan(0);
    expect((await call('/account/login', { login: clone.login, password: clone.password })).statusCode).not.toBe(200);
  } finally {
    await app.close();
    fs.rmSync(t.dataDir, { recursive: true, force: true });
  }
}, 60_000);
