import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findAccountByLogin } from '../src/lib/accounts.js';
import { laySpare, readySpare } from '../src/seed/spares.js';
import { cloning } from '../src/seed/template-tree.js';
import { type TestApp, withTestApp } from './helpers.js';

let t: TestApp;
withTestApp((app) => (t = app));

// A spare is laid by a child process (seed/lay-spare.ts) in the background.
describe('a spare of a fixture account', () => {
  it("is laid in the background: the home and logs as folders, every file a link to the template's", async () => {
    const { panel } = t.app;
    const template = findAccountByLogin(panel.db, 'demo')!;
    expect(readySpare(panel, template)).toBeUndefined();
    // demo's home is small: laid from one file on, as big's would be.
    const linkFrom = cloning.linkFromFiles;
    cloning.linkFromFiles = 1;
    try {
      laySpare(panel, template, 1);
    } finally {
      cloning.linkFromFiles = linkFrom;
    }
    let spare: string | undefined;
    for (let i = 0; i < 200 && !(spare = readySpare(panel, template)); i++) await new Promise((r) => setTimeout(r, 50));
    expect(spare).toBeDefined();
    const home = panel.sandbox.home('demo');
    const names = fs.readdirSync(home, { recursive: true, encoding: 'utf8' });
    const files = names.filter((n) => fs.lstatSync(path.join(home, n)).isFile());
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) expect(fs.statSync(path.join(spare!, 'home', name)).ino).toBe(fs.statSync(path.join(home, name)).ino);
    expect(fs.readdirSync(path.join(spare!, 'logs')).sort()).toEqual(fs.readdirSync(path.join(panel.sandbox.accountDir('demo'), 'logs')).sort());
  });
});
