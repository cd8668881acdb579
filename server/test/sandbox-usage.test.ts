import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sandbox } from '../src/lib/sandbox/index.js';
import { blockCountingDir } from './helpers.js';
import { diskUse } from './util.js';

/**
 * The account `u` has this home (`/` in the file browser):
 *
 *   docs/file.txt, docs/sub/deep.txt, etc/hosts (a folder named etc inside the sandbox)
 *   rel -> docs                abs -> /docs              up -> ..
 *   etc-link -> /etc           out -> ../../../../../../../etc  (climbs as far as it can)
 *   real-etc -> <the real /etc, absolute>                 real-home -> <u's real home, absolute>
 *   loop-a -> loop-b -> loop-a self -> self              dangling -> /nowhere
 *   docs/back -> ../docs/sub   file-link -> docs/file.txt
 *   sib -> ../../v/home/secret.txt  (another account's file, by a relative climb)
 */
let dataDir: string;
let sandbox: Sandbox;
let home: string;

const link = (target: string, name: string) => fs.symlinkSync(target, path.join(home, name));
beforeAll(() => {
  dataDir = blockCountingDir('panel-sandbox-');
  sandbox = new Sandbox(dataDir);
  home = sandbox.home('u');
  fs.mkdirSync(path.join(home, 'docs/sub'), { recursive: true });
  fs.mkdirSync(path.join(home, 'etc'));
  fs.writeFileSync(path.join(home, 'docs/file.txt'), 'file');
  fs.writeFileSync(path.join(home, 'docs/sub/deep.txt'), 'deep');
  fs.writeFileSync(path.join(home, 'etc/hosts'), 'sandboxed hosts');
  fs.mkdirSync(sandbox.home('v'), { recursive: true });
  fs.writeFileSync(path.join(sandbox.home('v'), 'secret.txt'), 'secret of v');
  link('docs', 'rel');
  link('/docs', 'abs');
  link('..', 'up');
  link('/etc', 'etc-link');
  link('../../../../../../../etc', 'out');
  link('/etc', 'real-etc-placeholder');
  fs.rmSync(path.join(home, 'real-etc-placeholder'));
  link(fs.realpathSync('/etc'), 'real-etc');
  link(home, 'real-home');
  link('loop-b', 'loop-a');
  link('loop-a', 'loop-b');
  link('self', 'self');
  link('/nowhere', 'dangling');
  fs.symlinkSync('../docs/sub', path.join(home, 'docs/back'));
  link('docs/file.txt', 'file-link');
  link('../../v/home/secret.txt', 'sib');
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('Sandbox.size and usage', () => {
  const bytes = (...files: string[]) => files.reduce((s, f) => s + fs.statSync(path.join(home, f)).size, 0);
  /** What the home holds below itself, as `du` counts it. */
  const inHome = () => diskUse(home) - fs.lstatSync(home).blocks * 512;

  it('counts the blocks of files, folders and links and never follows links', () => {
    expect(sandbox.size(home)).toBe(diskUse(home));
    expect(sandbox.size(path.join(home, 'docs'))).toBe(diskUse(path.join(home, 'docs')));
    // Folders take blocks too, not only the bytes in files.
    expect(sandbox.size(path.join(home, 'docs'))).toBeGreaterThanOrEqual(bytes('docs/file.txt', 'docs/sub/deep.txt') + 2 * 4096);
    const empty = path.join(home, 'empty-folders');
    for (let i = 0; i < 20; i++) fs.mkdirSync(path.join(empty, `e${i}`), { recursive: true });
    try {
      expect(sandbox.size(empty)).toBe(21 * fs.lstatSync(empty).blocks * 512);
      expect(sandbox.size(empty)).toBeGreaterThan(0);
    } finally {
      fs.rmSync(empty, { recursive: true });
    }
    expect(sandbox.size(path.join(home, 'nothing-here'))).toBe(0);
    expect(sandbox.size(path.join(home, 'etc/hosts/below-a-file'))).toBe(0);
  });

  it('measures the whole home and each domain folder in one walk', () => {
    const site = path.join(home, 'domains/site.test/public_html');
    fs.mkdirSync(site, { recursive: true });
    fs.writeFileSync(path.join(site, 'index.html'), 'x'.repeat(1000));
    try {
      const usage = sandbox.usage('u');
      expect(usage.domains.get('site.test')).toBe(diskUse(path.join(home, 'domains/site.test')));
      expect(usage.domains.get('site.test')).toBeGreaterThanOrEqual(1000 + 2 * 4096);
      expect(usage.total).toBe(inHome());
    } finally {
      fs.rmSync(path.join(home, 'domains'), { recursive: true });
    }
  });

  it('adds up a folder of many subfolders (opened a batch at a time) and the files between them', () => {
    const wide = path.join(home, 'wide');
    for (let i = 0; i < 150; i++) {
      fs.mkdirSync(path.join(wide, `d${i}/sub`), { recursive: true });
      fs.writeFileSync(path.join(wide, `d${i}/sub/f`), 'x'.repeat(i));
      fs.writeFileSync(path.join(wide, `f${i}`), 'y'.repeat(i + 1));
    }
    fs.symlinkSync(path.join(home, 'docs'), path.join(wide, 'd-link'));
    try {
      expect(sandbox.size(wide)).toBe(diskUse(wide));
      expect(sandbox.size(wide)).toBeGreaterThanOrEqual(300 * 4096);
    } finally {
      fs.rmSync(wide, { recursive: true });
    }
  });

  it('leaves the working folder of the process as it was, also when a walk fails', () => {
    const before = process.cwd();
    const real = fs.realpathSync('.');
    sandbox.usage('u');
    sandbox.size(home);
    expect(
      sandbox.at('u', '/docs', {}, (p) =>
        p
          .list()
          .map((e) => e.name)
          .sort(),
      ),
    ).toEqual(['back', 'file.txt', 'sub']);
    expect(() =>
      sandbox.at('u', '/docs', {}, (p) =>
        p.list(() => {
          throw new Error('mapper failed');
        }),
      ),
    ).toThrow('mapper failed');
    expect(process.cwd()).toBe(before);
    expect(fs.realpathSync('.')).toBe(real);
  });

  it('never counts what lies outside while a folder in the home is swapped for a link to it', async () => {
    const outside = path.join(dataDir, 'outside-usage');
    fs.mkdirSync(outside, { recursive: true });
    fs.writeFileSync(path.join(outside, 'big.bin'), Buffer.alloc(1024 * 1024));
    const race = path.join(home, 'race');
    fs.mkdirSync(path.join(race, 'dir/inner'), { recursive: true });
    fs.writeFileSync(path.join(race, 'dir/inner/mine.txt'), 'mine');
    fs.symlinkSync(outside, path.join(race, 'link'));
    const worker = new Worker(
      `const fs = require('node:fs');
       const { workerData: { race, ms } } = require('node:worker_threads');
       const end = Date.now() + ms;
       const mv = (a, b) => { try { fs.renameSync(race + a, race + b); return true; } catch { return false; } };
       while (Date.now() < end) if (mv('/dir', '/dir.real')) { mv('/link', '/dir'); mv('/dir', '/link'); mv('/dir.real', '/dir'); }`,
      { eval: true, workerData: { race, ms: 1500 } },
    );
    const exited = new Promise((resolve) => worker.on('exit', resolve));
    try {
      const cwd = process.cwd();
      const inside = inHome();
      const mine = diskUse(race);
      const deadline = Date.now() + 1200;
      while (Date.now() < deadline) {
        expect(sandbox.usage('u').total).toBeLessThanOrEqual(inside);
        expect(sandbox.size(race)).toBeLessThanOrEqual(mine);
        await new Promise((r) => setImmediate(r));
      }
      expect(process.cwd()).toBe(cwd);
    } finally {
      await exited;
      fs.rmSync(race, { recursive: true, force: true });
    }
  });
});

describe('staging', () => {
  it('writes a save in the account staging folder, outside the home, and renames it over the name in one step', () => {
    const file = path.join(home, 'docs/saved.txt');
    const staging = sandbox.stagingDir('u');
    let during: { folder: string[]; staged: string[] } | undefined;
    sandbox.at('u', '/docs/saved.txt', { mayBeMissing: true }, (p) =>
      p.writeAtomic('saved', (delta) => {
        // What the write will add, heard before the rename: nothing new is in the folder yet.
        expect(delta).toBeGreaterThanOrEqual(0);
        during = {
          folder: fs.readdirSync(path.join(home, 'docs')).sort(),
          staged: fs.readdirSync(staging).flatMap((d) => fs.readdirSync(path.join(staging, d))),
        };
      }),
    );
    try {
      expect(during?.folder).toEqual(['back', 'file.txt', 'sub']);
      expect(during?.staged).toHaveLength(1);
      expect(fs.readFileSync(file, 'utf8')).toBe('saved');
      expect(fs.readdirSync(staging)).toEqual([]);
    } finally {
      fs.rmSync(file, { force: true });
    }
  });

  it('leaves the file as it was when the check refuses the save, and nothing staged', () => {
    expect(() =>
      sandbox.at('u', '/docs/file.txt', {}, (p) =>
        p.writeAtomic('changed', () => {
          throw new Error('no room');
        }),
      ),
    ).toThrow('no room');
    expect(fs.readFileSync(path.join(home, 'docs/file.txt'), 'utf8')).toBe('file');
    expect(fs.readdirSync(sandbox.stagingDir('u'))).toEqual([]);
  });

  it('removes what a stopped server left staged when it starts', () => {
    const left = path.join(sandbox.stagingDir('u'), 'upload-left-behind');
    fs.mkdirSync(left, { recursive: true });
    fs.writeFileSync(path.join(left, 'f-1'), 'half an upload');
    new Sandbox(dataDir);
    expect(fs.existsSync(left)).toBe(false);
    expect(fs.existsSync(home)).toBe(true);
  });
});
