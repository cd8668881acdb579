import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloning } from '../src/seed/templates.js';
import { testApp, type TestApp } from './helpers.js';
import { cloneAccount, homePath } from './util.js';
import { FOR_RESETS, readySpares, takeSpare } from '../src/seed/spares.js';
import { findAccountByLogin } from '../src/lib/accounts.js';

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
const NOTES = '/tmp/notes.txt';
const templatePath = (...virtual: string[]) => homePath(t, '.template-demo', ...virtual);
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
    const account = path.join(t.dataDir, 'accounts', 'demo');
    let laid = laidSpares();
    expect((await t.call('/__test/reset', { fixtures: ['demo'] })).status).toBe(200);
    expect(laid).toContain(ino(account));
    // At once, before the spare just taken can be laid again.
    laid = laidSpares();
    expect((await t.call('/__test/reset', { fixtures: ['demo'] })).status).toBe(200);
    expect(laid).toContain(ino(account));
    expect((await t.call('/account/login', { login: 'demo', password: 'demo1234' })).status).toBe(200);
  });
});

describe('spares taken by clones', () => {
  it('makes a clone of a large home from a laid spare, independent of the template and of the fixture', async () => {
    cloning.linkFromFiles = 0;
    expect((await t.call('/__test/reset', { fixtures: ['demo'] })).status).toBe(200);
    const template = findAccountByLogin(t.app.panel.db, '.template-demo')!;
    const until = Date.now() + 20_000;
    while (readySpares(t.app.panel, template).length <= FOR_RESETS) {
      if (Date.now() > until) throw new Error('no spares laid');
      await new Promise((r) => setTimeout(r, 50));
    }
    const laid = readySpares(t.app.panel, template).map(ino);
    const clone = await cloneAccount(t, 'demo');
    expect(laid).toContain(ino(path.join(t.dataDir, 'accounts', clone.login)));
    expect(ino(homePath(t, clone.login, NOTES))).toBe(ino(templatePath(NOTES)));
    const token = await t.login(clone.login, clone.password);
    expect((await t.call('/file/file/put', { file: NOTES, contents: 'the clone only' }, token)).status).toBe(200);
    expect(fs.readFileSync(templatePath(NOTES), 'utf8')).not.toBe('the clone only');
    expect(fs.readFileSync(homePath(t, 'demo', NOTES), 'utf8')).not.toBe('the clone only');
  });

  it("leaves a template's last ready spares to the fixture's resets", () => {
    const { panel } = t.app;
    // basic's home is small: no child lays its spares, so the slots are the ones made here.
    const template = findAccountByLogin(panel.db, '.template-basic')!;
    const slot = (n: number) => path.join(t.dataDir, 'spares', `.template-basic-${template.id}${n === 1 ? '' : `.${n}`}`);
    const slots = Array.from({ length: FOR_RESETS }, (_, i) => slot(i + 1));
    for (const s of slots) fs.mkdirSync(s, { recursive: true });
    const target = path.join(t.dataDir, 'accounts', 'taken');
    expect(takeSpare(panel, template, target, FOR_RESETS)).toBe(false);
    fs.mkdirSync(slot(FOR_RESETS + 1));
    expect(takeSpare(panel, template, target, FOR_RESETS)).toBe(true);
    expect(fs.existsSync(slot(1))).toBe(false);
    expect(readySpares(panel, template)).toEqual([...slots.slice(1), slot(FOR_RESETS + 1)]);
    // A reset takes them all.
    for (let i = 0; i < FOR_RESETS; i++) {
      fs.rmSync(target, { recursive: true });
      expect(takeSpare(panel, template, target)).toBe(true);
    }
    expect(readySpares(panel, template)).toEqual([]);
    fs.rmSync(target, { recursive: true });
  });
});
