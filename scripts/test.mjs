// `npm test`: every suite — contract check, type check, lint, unit and API tests (vitest), then the
// end-to-end suites in Chromium (Playwright). Ends with one line: "N passed, N failed", after a line
// naming the tests that passed only on a retry ("N flaky: …"), when there are any.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-test-'));
let passed = 0;
let failed = 0;
/** Tests that passed only on a retry: named on their own line before the closing one. */
const flaky = [];

function step(title, cmd, args, env = {}) {
  console.log(`\n── ${title}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function finish(ok) {
  fs.rmSync(out, { recursive: true, force: true });
  console.log('');
  if (flaky.length) console.log(`${flaky.length} flaky: ${flaky.join('; ')}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(ok && failed === 0 ? 0 : 1);
}

if (!step('Contract check', 'npm', ['run', '--silent', 'contract:check'])) { failed++; finish(false); }
passed++;
if (!step('Type check', 'npm', ['run', '--silent', 'typecheck'])) { failed++; finish(false); }
passed++;
if (!step('Lint (ESLint)', 'npm', ['run', '--silent', 'lint'])) { failed++; finish(false); }
passed++;

const vitestJson = path.join(out, 'vitest.json');
const unitOk = step('Unit and API tests (vitest)', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
if (fs.existsSync(vitestJson)) {
  const r = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
}
if (!unitOk && failed === 0) failed++;

// The conformance kit against our own server (a fresh one, with --test-control): one test per operation.
const kitXml = path.join(out, 'conformance.xml');
const kitOk = step('Conformance kit against our server', bin('tsx'), ['scripts/conformance/own.ts', '--junit', kitXml]);
const kitCounts = fs.existsSync(kitXml) && /<testsuite [^>]*tests="(\d+)" failures="(\d+)" skipped="(\d+)"/.exec(fs.readFileSync(kitXml, 'utf8'));
if (kitCounts) {
  passed += Number(kitCounts[1]) - Number(kitCounts[2]) - Number(kitCounts[3]);
  failed += Number(kitCounts[2]);
}
if (!kitOk && !(kitCounts && Number(kitCounts[2]) > 0)) failed++;

const chromium = findChromium();
if (!chromium) {
  console.error('\nChromium was not found, so the end-to-end suites cannot run.\n' +
    'Install Debian\'s Chromium with:  apt-get update && apt-get install -y chromium\n' +
    'or point CHROMIUM_PATH at a Chromium binary.');
  failed++;
  finish(false);
}

if (!step('Build the client', 'npm', ['run', '--silent', 'build'])) { failed++; finish(false); }

const e2eJson = path.join(out, 'e2e.json');
const e2eOk = step('End-to-end tests (Playwright, Chromium)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
  CHROMIUM_PATH: chromium,
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
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
