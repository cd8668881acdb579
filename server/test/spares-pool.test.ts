import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloning } from '../src/seed/templates.js';
import { testApp, type TestApp } from './helpers.js';

let t: TestApp;
const LINK_FROM = cloning.linkFromFiles;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  cloning.linkFromFiles = LINK_FROM;
  await t.close();
});

const ino = (p: string) => fs.statSync(p).ino;
/** The spares laid whole (not the folders still being laid), by inode. */
const laidSpares = () => {
  const dir = path.join(t.dataDir, 'spares');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((n) => !n.includes('.laying-'))
        .map((n) => ino(path.join(dir, n)))
    : [];
};

describe('spares kept for resets in a row', () => {
  it('puts a large fixture back from a laid spare at a reset and at the reset right after it', async () => {
    cloning.linkFromFiles = 0;
    expect((await t.call('/__test/reset', { fixtures: ['demo'] })).status).toBe(200);
    const until = Date.now() + 20_000;
    while (laidSpares().length < 2) {
      if (Date.now() > until) throw new Error(`${laidSpares().length} spare(s) laid, not 2`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const laid = laidSpares();
    const account = path.join(t.dataDir, 'accounts', 'demo');
    expect((await t.call('/__test/reset', { fixtures: ['demo'] })).status).toBe(200);
    expect(laid).toContain(ino(account));
    // At once, before the spare just taken can be laid again.
    expect((await t.call('/__test/reset', { fixtures: ['demo'] })).status).toBe(200);
    expect(laid).toContain(ino(account));
    expect((await t.call('/account/login', { login: 'demo', password: 'demo1234' })).status).toBe(200);
  });
});
