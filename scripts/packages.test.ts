import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findChromium } from './chromium.mjs';
import { QA_CONFIG, QA_SPEC, QA_TSCONFIG } from './packages-suite';

/*
 * The kit and the mock as a QA team gets them: both packed by `npm pack`, installed from the
 * tarballs into an empty folder outside the repository (beside the team's own @playwright/test),
 * with no EBADENGINE warning on Node 20, and a suite there, type-checked against the kit's
 * declarations, runs green against `panel-mock`, recording a walk with `panel-mock record` too.
 *
 * To stay fast and work without the network the install takes what npm's cache holds
 * (--prefer-offline), at the versions this repository installed, and better-sqlite3's native part
 * from this repository's build (a local prebuild, as prebuild-install offers) instead of compiling
 * SQLite again. The client build in client/dist is packed when there is one.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-qa-packages-'));
const versionOf = (name: string) => (JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

// The suite's node_modules takes seconds to delete: a process of its own does it after the test.
afterAll(() => spawn('rm', ['-rf', '--', work], { detached: true, stdio: 'ignore' }).unref());

interface Run {
  code: number | null;
  output: string;
}

function run(command: string, args: string[], options: { cwd: string; env?: Record<string, string> }): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function ok(command: string, args: string[], options: { cwd: string; env?: Record<string, string> }) {
  const result = await run(command, args, options);
  if (result.code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.code}):\n${result.output}`);
  return result.output;
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** better-sqlite3's compiled module as prebuild-install looks for a local prebuild of it. */
async function localPrebuild(dir: string) {
  const name = `better-sqlite3-v${versionOf('better-sqlite3')}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  fs.mkdirSync(dir);
  await ok('tar', ['czf', path.join(dir, name), 'build/Release/better_sqlite3.node'], { cwd: path.join(root, 'node_modules/better-sqlite3') });
}

describe('the kit and the mock, installed from their tarballs into an empty folder', () => {
  it('packs both, installs them, type-checks a suite and runs it green against panel-mock', async () => {
    const tarballs = path.join(work, 'tarballs');
    const clientDist = path.join(root, 'client/dist');
    fs.mkdirSync(tarballs);
    const [kitPack, mockPack] = await Promise.all([
      ok('npm', ['pack', '-w', 'test-kit', '--pack-destination', tarballs, '--silent'], { cwd: root }),
      ok('npm', ['pack', './mock', '--pack-destination', tarballs, '--silent'], {
        cwd: root,
        env: fs.existsSync(path.join(clientDist, 'index.html')) ? { PANEL_MOCK_CLIENT_DIST: clientDist } : {},
      }),
    ]).then(([kit, mock]) => [kit.trim().split('\n').pop()!, mock.trim().split('\n').pop()!]);
    expect([kitPack, mockPack]).toEqual(['panel-test-kit-1.0.0.tgz', 'panel-mock-1.0.0.tgz']);
    // The repository's manifest is back once the kit is packed.
    expect(JSON.parse(fs.readFileSync(path.join(root, 'test-kit/package.json'), 'utf8'))).toMatchObject({ exports: { '.': './src/index.ts' } });

    const suite = path.join(work, 'suite');
    fs.mkdirSync(suite);
    await localPrebuild(path.join(work, 'prebuilds'));
    fs.writeFileSync(
      path.join(suite, 'package.json'),
      JSON.stringify({ name: 'qa-suite', private: true, type: 'module', allowScripts: { 'better-sqlite3': true } }),
    );
    const install = await ok(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        path.join(tarballs, kitPack),
        path.join(tarballs, mockPack),
        `@playwright/test@${versionOf('@playwright/test')}`,
        `typescript@${versionOf('typescript')}`,
        `@types/node@${versionOf('@types/node')}`,
      ],
      { cwd: suite, env: { npm_config_better_sqlite3_local_prebuilds: path.join(work, 'prebuilds') } },
    );
    // On Node 20 every package installed runs on it: npm names none that asks for a newer one.
    expect(install).not.toMatch(/EBADENGINE/);
    // Nothing of the repository's: one @playwright/test, the suite's; the kit depends on nothing else.
    const kitManifest = JSON.parse(fs.readFileSync(path.join(suite, 'node_modules/@panel/test-kit/package.json'), 'utf8')) as Record<string, unknown>;
    expect(kitManifest.dependencies).toBeUndefined();
    expect(fs.existsSync(path.join(suite, 'node_modules/@panel/contract'))).toBe(false);
    expect(fs.existsSync(path.join(suite, 'node_modules/@panel/test-kit/node_modules'))).toBe(false);

    const port = await freePort();
    fs.writeFileSync(path.join(suite, 'tsconfig.json'), QA_TSCONFIG);
    fs.writeFileSync(path.join(suite, 'playwright.config.ts'), QA_CONFIG);
    fs.writeFileSync(path.join(suite, 'mock.spec.ts'), QA_SPEC);
    fs.mkdirSync(path.join(suite, 'scenarios'));
    await ok(path.join(suite, 'node_modules/.bin/tsc'), ['-p', '.'], { cwd: suite });

    expect(await ok(path.join(suite, 'node_modules/.bin/panel-mock'), ['--version'], { cwd: suite })).toBe('1.0.0\n');
    const result = await run(path.join(suite, 'node_modules/.bin/playwright'), ['test', '--reporter=line'], {
      cwd: suite,
      env: { QA_PORT: String(port), CHROMIUM_PATH: findChromium() ?? '' },
    });
    expect(result.output, result.output).toMatch(/\b5 passed\b/);
    // The walk recorded through `panel-mock record`, its names pseudonymised.
    const recorded = fs.readFileSync(path.join(suite, 'scenarios/recorded-walk.yaml'), 'utf8');
    expect(recorded).toMatch(/^fixture: empty$/m);
    expect(recorded).not.toMatch(/example\.(com|org)|demo1234/);
    expect(result.code, result.output).toBe(0);
  }, 240_000);
});
