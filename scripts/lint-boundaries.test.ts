// The import boundaries of eslint.config.js, checked with snippets placed where they would cross one;
// also the fences against import cycles and files of 300 lines.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BOUNDARY = 'import-x/no-restricted-paths';

// Only the import rules and the length rule, and no type information: the boundaries need neither, and the test stays fast.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId.startsWith('import-x/') || ruleId === 'max-lines',
});

const foldersIn = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** Some module that exists in `dir`, so the test does not hang on file names that change. */
function moduleIn(dir: string) {
  const file = fs.readdirSync(path.join(root, dir)).find((f) => /\.tsx?$/.test(f) && !f.includes('.test.'));
  if (!file) throw new Error(`no module in ${dir}`);
  return path.join(dir, file);
}

let imports = 0;
/** An import of `target` as written in `file`: relative, without extension (client) or with .js (server). */
function importOf(file: string, target: string) {
  const relative = path
    .relative(path.dirname(file), target.replace(/\.tsx?$/, ''))
    .split(path.sep)
    .join('/');
  const specifier = (relative.startsWith('.') ? relative : `./${relative}`) + (file.startsWith('server/') ? '.js' : '');
  return `import * as m${++imports} from '${specifier}';\n`;
}

/** Lints `imports` as if they were the file `file`; returns the rule ids reported. */
async function lint(file: string, imports: string[]) {
  const [result] = await eslint.lintText(imports.join(''), { filePath: path.join(root, file) });
  return result.messages.map((m) => m.ruleId);
}

/** An import of `target` by its workspace's package name (`@panel/server/src/…`), as a package import is written. */
function packageImportOf(target: string) {
  const [workspace, ...rest] = target.split('/');
  const file = rest.join('/').replace(/\.tsx?$/, workspace === 'server' ? '.js' : '');
  return `import * as m${++imports} from '@panel/${workspace}/${file}';\n`;
}

describe('package boundaries', () => {
  const serverModule = moduleIn('server/src/lib');
  const clientModule = moduleIn('client/src/lib');

  it('refuses the server and the client in the contract', async () => {
    const file = 'contract/src/probe.ts';
    for (const target of [serverModule, clientModule]) {
      expect(await lint(file, [importOf(file, target)]), target).toEqual([BOUNDARY]);
      expect(await lint(file, [packageImportOf(target)]), target).toEqual([BOUNDARY]);
    }
  });

  it('refuses the client in the server, its tests included', async () => {
    for (const file of ['server/src/lib/probe.ts', 'server/src/features/probe/probe.ts', 'server/test/probe.test.ts']) {
      expect(await lint(file, [importOf(file, clientModule)]), file).toEqual([BOUNDARY]);
      expect(await lint(file, [packageImportOf(clientModule)]), file).toEqual([BOUNDARY]);
    }
  });

  it('refuses the server in the client', async () => {
    for (const file of ['client/src/lib/probe.ts', 'client/src/app/probe.tsx']) {
      expect(await lint(file, [importOf(file, serverModule)]), file).toEqual([BOUNDARY]);
      expect(await lint(file, [packageImportOf(serverModule)]), file).toEqual([BOUNDARY]);
    }
  });

  it('lets the server and the client import the contract', async () => {
    const contract = "import * as contract from '@panel/contract';\nimport * as rules from '@panel/contract/rules';\n";
    for (const file of ['server/src/lib/probe.ts', 'client/src/lib/probe.ts']) {
      expect(await lint(file, [contract]), file).toEqual([]);
    }
  });
});

describe('client boundaries', () => {
  const [a, b] = foldersIn('client/src/features');

  it('has at least two features to check against each other', () => {
    expect(b).toBeDefined();
  });

  it('refuses a feature in shared code (components/, hooks/, lib/, store/, api/, i18n/)', async () => {
    for (const shared of ['components', 'hooks', 'lib', 'store', 'api', 'i18n']) {
      const file = `client/src/${shared}/probe.tsx`;
      expect(await lint(file, [importOf(file, moduleIn(`client/src/features/${a}`))]), shared).toEqual([BOUNDARY]);
    }
  });

  it('refuses app/ in shared code', async () => {
    const file = 'client/src/components/probe.tsx';
    expect(await lint(file, [importOf(file, moduleIn('client/src/app'))])).toEqual([BOUNDARY]);
  });

  it('refuses every other client folder in store/, its bottom layer', async () => {
    const file = 'client/src/store/probe.ts';
    for (const above of ['api', 'lib', 'i18n', 'hooks', 'components', 'app']) {
      expect(await lint(file, [importOf(file, moduleIn(`client/src/${above}`))]), above).toEqual([BOUNDARY]);
    }
    expect(await lint(file, [importOf(file, moduleIn(`client/src/features/${a}`))])).toEqual([BOUNDARY]);
    expect(await lint(file, ["import { createSlice } from '@reduxjs/toolkit';\nimport type { Domain } from '@panel/contract';\n"])).toEqual([]);
  });

  it('refuses another feature in a feature', async () => {
    const file = `client/src/features/${a}/probe.tsx`;
    expect(await lint(file, [importOf(file, moduleIn(`client/src/features/${b}`))])).toEqual([BOUNDARY]);
  });

  it('refuses a module of a feature with an index.ts in app/, and lets its index.ts in', async () => {
    const withIndex = foldersIn('client/src/features').filter((f) => fs.existsSync(path.join(root, 'client/src/features', f, 'index.ts')));
    expect(withIndex).toContain('logs');
    for (const feature of withIndex) {
      const file = 'client/src/app/probe.tsx';
      const inner = fs.readdirSync(path.join(root, 'client/src/features', feature)).find((f) => /\.tsx?$/.test(f) && f !== 'index.ts' && !f.includes('.test.'));
      expect(await lint(file, [importOf(file, `client/src/features/${feature}/${inner}`)]), feature).toEqual([BOUNDARY]);
      expect(await lint(file, [importOf(file, `client/src/features/${feature}/index.ts`)]), feature).toEqual([]);
    }
  });

  it('lets a feature use its own folder, the shared folders and the contract', async () => {
    const file = `client/src/features/${a}/probe.tsx`;
    const own = importOf(file, moduleIn(`client/src/features/${a}`));
    const shared = ['components', 'hooks', 'lib', 'store'].map((d) => importOf(file, moduleIn(`client/src/${d}`)));
    expect(await lint(file, [own, ...shared, "import * as contract from '@panel/contract';\n"])).toEqual([]);
  });
});

describe('server boundaries', () => {
  const [a, b] = foldersIn('server/src/features');
  const lists = ['server/src/lists.ts', 'server/src/lib/lists.ts'].find((f) => fs.existsSync(path.join(root, f)));

  it('refuses another feature in a feature', async () => {
    const file = `server/src/features/${a}/probe.ts`;
    expect(await lint(file, [importOf(file, moduleIn(`server/src/features/${b}`))])).toEqual([BOUNDARY]);
  });

  it('refuses plugins/ and seed/ in a feature', async () => {
    const file = `server/src/features/${a}/probe.ts`;
    for (const dir of ['plugins', 'seed']) {
      expect(await lint(file, [importOf(file, moduleIn(`server/src/${dir}`))]), dir).toEqual([BOUNDARY]);
    }
  });

  it('lets a feature use lib/, its own folder, the lists module, the contract and packages', async () => {
    const file = `server/src/features/${a}/probe.ts`;
    const allowed = [importOf(file, moduleIn('server/src/lib')), importOf(file, moduleIn(`server/src/features/${a}`))];
    if (lists) allowed.push(importOf(file, lists));
    const packages = ["import * as contract from '@panel/contract';\n", "import fs from 'node:fs';\n", "import Fastify from 'fastify';\n"];
    expect(await lint(file, [...allowed, ...packages])).toEqual([]);
  });

  it('refuses features, plugins/, seed/ and app.ts in lib/', async () => {
    const file = 'server/src/lib/probe.ts';
    for (const target of [moduleIn(`server/src/features/${a}`), moduleIn('server/src/plugins'), moduleIn('server/src/seed'), 'server/src/app.ts']) {
      expect(await lint(file, [importOf(file, target)]), target).toEqual([BOUNDARY]);
    }
  });

  it('lets lib/ use lib/, config.ts and panel.ts', async () => {
    const file = 'server/src/lib/probe.ts';
    const allowed = [moduleIn('server/src/lib'), moduleIn('server/src/lib/sandbox'), 'server/src/config.ts', 'server/src/panel.ts'];
    expect(
      await lint(
        file,
        allowed.map((target) => importOf(file, target)),
      ),
    ).toEqual([]);
  });

  it("refuses the sandbox's modules in a feature, only its facade (index.ts) allowed", async () => {
    const file = `server/src/features/${a}/probe.ts`;
    const modules = fs.readdirSync(path.join(root, 'server/src/lib/sandbox')).filter((f) => f.endsWith('.ts') && f !== 'index.ts');
    expect(modules.length).toBeGreaterThan(0);
    for (const module of modules) {
      expect(await lint(file, [importOf(file, `server/src/lib/sandbox/${module}`)]), module).toEqual([BOUNDARY]);
    }
    expect(await lint(file, [importOf(file, 'server/src/lib/sandbox/index.ts')])).toEqual([]);
  });

  it('lets app.ts, plugins/ and seed/ mount and use features', async () => {
    for (const file of ['server/src/probe.ts', 'server/src/plugins/probe.ts', 'server/src/seed/probe.ts']) {
      expect(await lint(file, [importOf(file, moduleIn(`server/src/features/${a}`))]), file).toEqual([]);
    }
  });
});

it('reports a relative import it cannot resolve, which would otherwise slip past the boundaries', async () => {
  expect(await lint('server/src/features/probe/probe.ts', ["import { x } from '../../lib/no-such-module.js';\n"])).toEqual(['import-x/no-unresolved']);
});

describe('cycles', () => {
  const CYCLE = 'import-x/no-cycle';

  it("refuses an import that closes a cycle: the sandbox's core imports only downward, the kit's vocabulary nothing of its engine", async () => {
    // walks.ts is below place.ts, which imports it; fd.ts is the bottom; types.ts is imported by the engine.
    for (const [file, target] of [
      ['server/src/lib/sandbox/walks.ts', 'server/src/lib/sandbox/place.ts'],
      ['server/src/lib/sandbox/fd.ts', 'server/src/lib/sandbox/walks.ts'],
      ['scripts/conformance/types.ts', 'scripts/conformance/runner.ts'],
    ]) {
      expect(await lint(file, [importOf(file, target)]), `${file} → ${target}`).toEqual([CYCLE]);
    }
  });

  it('lets a module import what sits below it, and a type from above it', async () => {
    expect(await lint('server/src/lib/sandbox/place.ts', [importOf('server/src/lib/sandbox/place.ts', 'server/src/lib/sandbox/walks.ts')])).toEqual([]);
    expect(await lint('scripts/conformance/types.ts', ["import type { Context } from './runner.js';\n"])).toEqual([]);
  });
});

describe('file length', () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const line${i} = ${i};\n`);

  it('refuses a hand-written file of 300 lines, a test included, and takes one of 299', async () => {
    for (const file of ['server/src/lib/probe.ts', 'client/src/lib/probe.ts', 'scripts/probe.mjs', 'server/test/probe.test.ts']) {
      expect(await lint(file, lines(300)), file).toEqual(['max-lines']);
      expect(await lint(file, lines(299)), file).toEqual([]);
    }
  });
});
