import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sandbox, isInside } from '../src/lib/sandbox/index.js';
import { ApiError } from '../src/lib/errors.js';

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
const resolve = (p: string, opts?: { followLast?: boolean; mayBeMissing?: boolean }) => sandbox.resolve('u', p, opts);

function expectRefused(fn: () => unknown) {
  let error: unknown;
  try {
    fn();
  } catch (e) {
    error = e;
  }
  expect(error, 'resolve should have thrown').toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(404);
  expect((error as ApiError).type).toBe('notFound');
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-sandbox-'));
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

describe('Sandbox.resolve', () => {
  it('maps virtual paths into the home', () => {
    expect(resolve('/')).toBe(home);
    expect(resolve('')).toBe(home);
    expect(resolve('/docs/file.txt')).toBe(path.join(home, 'docs/file.txt'));
    expect(resolve('docs//sub/./deep.txt')).toBe(path.join(home, 'docs/sub/deep.txt'));
  });

  it('follows a relative link inside the sandbox', () => {
    expect(resolve('/rel/file.txt')).toBe(path.join(home, 'docs/file.txt'));
    expect(resolve('/rel')).toBe(path.join(home, 'docs'));
    expect(resolve('/file-link')).toBe(path.join(home, 'docs/file.txt'));
    expect(resolve('/docs/back/deep.txt')).toBe(path.join(home, 'docs/sub/deep.txt'));
    // `..` after a link is taken from where the link leads.
    expect(resolve('/docs/back/../file.txt')).toBe(path.join(home, 'docs/file.txt'));
  });

  it("reads an absolute link target from the account's /", () => {
    expect(resolve('/abs/file.txt')).toBe(path.join(home, 'docs/file.txt'));
    expect(resolve('/etc-link/hosts')).toBe(path.join(home, 'etc/hosts'));
    // The real absolute path of the home, used as a target, is just a path under `/` that does not exist.
    expectRefused(() => resolve('/real-home/docs/file.txt'));
  });

  it('never climbs above /', () => {
    expect(resolve('/..')).toBe(home);
    expect(resolve('/../../..')).toBe(home);
    expect(resolve('/../../docs/file.txt')).toBe(path.join(home, 'docs/file.txt'));
    expect(resolve('/docs/../../../docs/file.txt')).toBe(path.join(home, 'docs/file.txt'));
    expect(resolve('/up')).toBe(home);
    expect(resolve('/up/up/docs/file.txt')).toBe(path.join(home, 'docs/file.txt'));
    expectRefused(() => resolve('/up/v/home/secret.txt'));
    expectRefused(() => resolve('/../v/home/secret.txt'));
    expectRefused(() => resolve('/sib'));
  });

  it('keeps a link to the outside inside the sandbox', () => {
    // A target climbing out lands on the sandbox's own etc folder...
    expect(resolve('/out/hosts')).toBe(path.join(home, 'etc/hosts'));
    expect(fs.readFileSync(resolve('/out/hosts'), 'utf8')).toBe('sandboxed hosts');
    // ...and the real /etc is never reached.
    expectRefused(() => resolve('/etc-link/passwd'));
    expectRefused(() => resolve('/out/passwd'));
    expectRefused(() => resolve('/real-etc/passwd'));
    // With mayBeMissing the would-be file is the sandbox's own etc/passwd.
    expect(resolve('/real-etc/passwd', { mayBeMissing: true })).toBe(path.join(home, 'etc/passwd'));
    for (const p of ['/etc-link/passwd', '/out', '/real-etc', '/real-etc/hostname', '/up/..', '/abs/../..']) {
      try {
        const real = resolve(p, { mayBeMissing: true });
        expect(isInside(home, real), `${p} -> ${real}`).toBe(true);
      } catch (e) {
        expect(e).toBeInstanceOf(ApiError);
      }
    }
  });

  it('refuses link loops and chains longer than 40 links', () => {
    expectRefused(() => resolve('/loop-a'));
    expectRefused(() => resolve('/loop-a/file.txt'));
    expectRefused(() => resolve('/self'));
    expectRefused(() => resolve('/self', { mayBeMissing: true }));

    const dir = path.join(home, 'chain');
    fs.mkdirSync(dir);
    // c1 -> c2 -> ... -> c41 -> /docs: from c1 there are 41 links to follow, from c2 there are 40.
    for (let i = 1; i <= 40; i++) fs.symlinkSync(`c${i + 1}`, path.join(dir, `c${i}`));
    fs.symlinkSync('/docs', path.join(dir, 'c41'));
    expectRefused(() => resolve('/chain/c1/file.txt'));
    expectRefused(() => resolve('/chain/c1'));
    expect(resolve('/chain/c2/file.txt')).toBe(path.join(home, 'docs/file.txt'));
    expect(resolve('/chain/c2')).toBe(path.join(home, 'docs'));
    expect(resolve('/chain/c1', { followLast: false })).toBe(path.join(dir, 'c1'));
  });

  it('returns a link itself with followLast: false, still following links on the way', () => {
    expect(resolve('/rel', { followLast: false })).toBe(path.join(home, 'rel'));
    expect(resolve('/dangling', { followLast: false })).toBe(path.join(home, 'dangling'));
    expect(resolve('/loop-a', { followLast: false })).toBe(path.join(home, 'loop-a'));
    expect(resolve('/real-etc', { followLast: false })).toBe(path.join(home, 'real-etc'));
    expect(resolve('/rel/file.txt', { followLast: false })).toBe(path.join(home, 'docs/file.txt'));
    expect(resolve('/abs/back', { followLast: false })).toBe(path.join(home, 'docs/back'));
    expect(resolve('/docs/file.txt', { followLast: false })).toBe(path.join(home, 'docs/file.txt'));
  });

  it('lets only the last component be missing with mayBeMissing', () => {
    expect(resolve('/docs/new.txt', { mayBeMissing: true })).toBe(path.join(home, 'docs/new.txt'));
    expect(resolve('/rel/new.txt', { mayBeMissing: true })).toBe(path.join(home, 'docs/new.txt'));
    expect(resolve('/dangling', { mayBeMissing: true })).toBe(path.join(home, 'nowhere'));
    expectRefused(() => resolve('/docs/new.txt'));
    expectRefused(() => resolve('/missing/new.txt', { mayBeMissing: true }));
    expectRefused(() => resolve('/dangling'));
    expectRefused(() => resolve('/dangling/x', { mayBeMissing: true }));
  });

  it('refuses a path through a file', () => {
    expectRefused(() => resolve('/docs/file.txt/x'));
    expectRefused(() => resolve('/file-link/x', { mayBeMissing: true }));
  });

  it('refuses NUL bytes and non-strings', () => {
    expectRefused(() => resolve('/docs/file.txt\0'));
    expectRefused(() => resolve('/docs\0/file.txt', { mayBeMissing: true }));
    expectRefused(() => sandbox.resolve('u', undefined as unknown as string));
    expectRefused(() => sandbox.resolve('u', 42 as unknown as string));
  });
});

describe('Sandbox.resolveTrusted', () => {
  it('joins without following links and refuses to leave the home', () => {
    expect(sandbox.resolveTrusted('u', '/domains/a.com/public_html')).toBe(path.join(home, 'domains/a.com/public_html'));
    expect(sandbox.resolveTrusted('u', '/rel')).toBe(path.join(home, 'rel'));
    expectRefused(() => sandbox.resolveTrusted('u', '/../v/home'));
    expectRefused(() => sandbox.resolveTrusted('u', '/docs/../../..'));
  });
});

describe('isInside', () => {
  it('is separator-aware', () => {
    expect(isInside('/a/b', '/a/b')).toBe(true);
    expect(isInside('/a/b', '/a/b/')).toBe(true);
    expect(isInside('/a/b', '/a/b/c')).toBe(true);
    expect(isInside('/a/b', '/a/b/c/../d')).toBe(true);
    expect(isInside('/a/b', '/a/b/..hidden')).toBe(true);
    expect(isInside('/a/b', '/a/bc')).toBe(false);
    expect(isInside('/a/b', '/a/b-other/c')).toBe(false);
    expect(isInside('/a/b', '/a')).toBe(false);
    expect(isInside('/a/b', '/')).toBe(false);
    expect(isInside('/a/b', '/a/b/../c')).toBe(false);
    expect(isInside('/a/b', '/a/b/c/../../c')).toBe(false);
    expect(isInside('/a/b', '/x/a/b')).toBe(false);
  });
});
