// `npm test`: every suite — contract check, type check, lint, unit and API tests (vitest, the
// conformance kit against our own server among them), then the end-to-end suites in Chromium
// (Playwright).
// Ends with one line: "N passed, N failed", after a line naming the tests that passed only on a
// retry ("N flaky: …"), when there are any.
//
// The lint (oxlint, then ESLint) runs beside the checks that use one core each, and goes on while
// vitest starts; their output is held and printed whole when each ends. Playwright, which spreads
// over the cores itself, runs alone. A table of what each stage took comes before the closing lines.
// On an install without scripts (CI's, .ci/run), better-sqlite3 is compiled here beside the lint and
// those checks, none of which needs it, and awaited before vitest, the first stage that does.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumWhenInstalled } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/**
 * A folder in memory for what the suites write — each test server's data folder and copy of the
 * fixtures, the conformance servers', the end-to-end server's, the kit's install from its tarball,
 * Chromium's profiles — when the machine has one with room (/dev/shm, a tmpfs, with 4 GiB free):
 * on the disk the kernel's work for those files (written, synced, deleted) was a third of the API
 * tests' CPU time. Every child gets it as TMPDIR; the tests that measure the blocks files and
 * folders take on a disk keep their data on one (server/test/helpers.ts, blockCountingDir).
 */
function memoryFolder() {
  try {
    const { bavail, bsize } = fs.statfsSync('/dev/shm');
    return bavail * bsize >= 4 * 2 ** 30 ? fs.mkdtempSync('/dev/shm/panel-test-') : undefined;
  } catch {
    return undefined;
  }
}
const memory = memoryFolder();
if (memory) process.env.TMPDIR = memory;
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-test-'));
const started = Date.now();
let passed = 0;
let failed = 0;
/** Tests that passed only on a retry: named on their own line before the closing one. */
const flaky = [];
/** What each stage took, for the table at the end. */
const timings = [];

/**
 * Runs one command. `hold`: its output is kept and printed in one piece when it ends (for steps
 * that run beside another); otherwise it streams.
 */
function step(title, cmd, args, { env = {}, hold = false } = {}) {
  const begun = Date.now();
  if (!hold) console.log(`\n── ${title}`);
  const child = spawn(cmd, args, {
    cwd: root,
    stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...(hold ? { FORCE_COLOR: '0' } : {}), ...env },
  });
  const chunks = [];
  child.stdout?.on('data', (chunk) => chunks.push(chunk));
  child.stderr?.on('data', (chunk) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (Date.now() - begun) / 1000;
      timings.push({ title, seconds });
      if (hold) {
        console.log(`\n── ${title} (${seconds.toFixed(0)} s)`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve(code === 0);
    });
    child.on('error', (error) => {
      console.error(`${title}: ${error.message}`);
      resolve(false);
    });
  });
}

/** Runs the jobs at most `width` at a time, in order; resolves with their results in order. */
async function pool(width, jobs) {
  const results = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, lane));
  return results;
}

function finish(ok) {
  fs.rmSync(memory ?? out, { recursive: true, force: true });
  console.log('\n── Time by stage (stages marked ∥ ran side by side)');
  for (const { title, seconds } of timings) console.log(`${seconds.toFixed(0).padStart(5)} s  ${title}`);
  console.log(`${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s  in all`);
  console.log('');
  if (flaky.length) console.log(`${flaky.length} flaky: ${flaky.join('; ')}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(ok && failed === 0 ? 0 : 1);
}

// Stage 1: the lint (oxlint's type-aware rules, then ESLint's others) starts first and may run on
// beside everything else until the end-to-end suites; on the other core, one after another, the
// contract and format checks, the type check and the client build the end-to-end suites need.
// Vitest (whose scripts project runs the conformance kit against a fresh server of our own) then
// starts, and fills what the lint leaves idle if it is still going.
const linting = step('∥ Lint (oxlint, ESLint)', 'npm', ['run', '--silent', 'lint'], { hold: true });
/** The lint's verdict, counted once it is in (before the end-to-end suites, or before an early end). */
const lintDone = async () => {
  const ok = await linting;
  if (ok) passed++;
  else failed++;
  return ok;
};
// better-sqlite3's compiled module, missing after `npm ci --ignore-scripts` (.ci/run): compiling it
// is the longest step of an install. JOBS lets node-gyp compile its two sources at once, and -O0
// (the last -O wins) compiles SQLite's 9 MB source in 24 CPU-s (-O1 took 36, -O3 about three times
// that); the server's API tests took as long on either build (64-72 CPU-s, within the noise). The
// tests check what the panel does, not how fast; `npm run bench` measures on a developer's own
// install, built as usual (plain `npm ci` or `npm install` compiles it, and then nothing is done here).
const sqliteBuilt = fs.existsSync(path.join(root, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node'));
const sqlite = sqliteBuilt
  ? Promise.resolve(true)
  : step('∥ Compile SQLite (better-sqlite3)', 'npm', ['rebuild', 'better-sqlite3'], { hold: true, env: { CFLAGS: '-O0', CXXFLAGS: '-O0', JOBS: 'max' } });

const [contractOk, formatOk, typesOk, buildOk] = await pool(1, [
  () => step('∥ Contract check', 'npm', ['run', '--silent', 'contract:check'], { hold: true }),
  () => step('∥ Format check (Biome)', 'npm', ['run', '--silent', 'format:check'], { hold: true }),
  // `npm run typecheck` runs tsgo single-threaded: beside the lint every core is busy already, and its
  // checkers on several threads took twice the CPU time (36 → 18 s) for the same errors.
  () => step('∥ Type check', 'npm', ['run', '--silent', 'typecheck'], { hold: true }),
  () => step('∥ Build the client', 'npm', ['run', '--silent', 'build'], { hold: true }),
]);
for (const ok of [contractOk, formatOk, typesOk]) {
  if (ok) passed++;
  else failed++;
}
if (!(await sqlite)) {
  console.error('\nCompiling better-sqlite3 failed (its output is above): the server, and so every test of it, needs it.');
  failed++;
  await lintDone();
  finish(false);
}
if (!contractOk || !formatOk || !typesOk) {
  await lintDone();
  finish(false);
}
if (!buildOk) {
  failed++;
  await lintDone();
  finish(false);
}

const vitestJson = path.join(out, 'vitest.json');
const unitOk = await step('Unit and API tests (vitest)', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
if (fs.existsSync(vitestJson)) {
  const r = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
}
if (!unitOk && failed === 0) failed++;
if (!(await lintDone())) finish(false);

// On CI the browser may still be installing (.ci/run): only this stage needs it, so it waits here.
const waited = Date.now();
const chromium = await chromiumWhenInstalled();
if (Date.now() - waited > 1000) timings.push({ title: "Wait for Chromium's install (CI)", seconds: (Date.now() - waited) / 1000 });
if (!chromium) {
  console.error(
    '\nChromium was not found, so the end-to-end suites cannot run.\n' +
      "Install Debian's Chromium headless shell with:  apt-get update && apt-get install -y chromium-headless-shell\n" +
      'or point CHROMIUM_PATH at a Chromium binary.',
  );
  failed++;
  finish(false);
}

const e2eJson = path.join(out, 'e2e.json');
const e2eOk = await step('End-to-end tests (Playwright, Chromium)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
  // The look specs' screenshots are for a person to look at (npm run test:e2e writes them); no check reads them.
  env: {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
    E2E_SCREENSHOTS: process.env.E2E_SCREENSHOTS ?? '0',
    ...(memory ? { E2E_DATA_DIR: path.join(memory, 'e2e-data') } : {}),
  },
});
if (fs.existsSync(e2eJson)) {
  const report = JSON.parse(fs.readFileSync(e2eJson, 'utf8'));
  const s = report.stats ?? {};
  passed += s.expected ?? 0;
  failed += s.unexpected ?? 0;
  flaky.push(...flakyTests(report));
}
if (!e2eOk && failed === 0) failed++;
finish(unitOk && e2eOk);

/** The titles of the tests Playwright's JSON report marks flaky (failed, then passed on a retry). */
function flakyTests(report) {
  const names = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((t) => t.status === 'flaky')) names.push([...trail, spec.title].filter(Boolean).join(' › '));
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return names;
}
