import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium, CHROMIUM_ARGS } from '../scripts/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const PORT = Number(process.env.E2E_PORT ?? 8181);
// E2E_BASE_URL: run against a mock already running (say the compose service `panel`, one per CI
// shard: docs/qa.md, docs/ci-shards.example.yml); no server is started then.
const EXTERNAL = process.env.E2E_BASE_URL?.replace(/\/+$/, '');
export const BASE_URL = EXTERNAL ?? `http://127.0.0.1:${PORT}`;
// One data folder per port, so runs on different ports (E2E_PORT) never share state; E2E_DATA_DIR
// names another (`npm test` puts it in memory with the rest of what the suites write).
const DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(here, PORT === 8181 ? '.data' : `.data-${PORT}`);
// The built client to serve: client/dist unless E2E_CLIENT_DIST names another build.
const CLIENT_DIST = path.resolve(root, process.env.E2E_CLIENT_DIST ?? 'client/dist');

const executablePath = findChromium();
if (!executablePath) {
  throw new Error('Chromium not found: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).');
}

export default defineConfig({
  testDir: here,
  testMatch: '*.spec.ts',
  outputDir: path.join(here, PORT === 8181 ? 'test-results' : `test-results-${PORT}`),
  fullyParallel: true,
  // One worker a core and one more (E2E_WORKERS to choose): with a worker a core, a core stood idle
  // an eighth of the time while a test waited (a timer, a poll, a reply); two workers a core took as
  // long on two cores while each test ran near its time limit.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : Math.min(6, Math.max(3, os.availableParallelism() + 1)),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: !!process.env.CI,
  // scripts/test.mjs names a JSON report file; without it the JSON would be printed over the list.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'en-US',
    screenshot: 'only-on-failure',
    // Recording a trace slows every test by about a quarter: only the retry of a failed test records
    // one (CI retries once; locally, --trace on).
    trace: 'on-first-retry',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    // The suites wait for what a user sees, not for transitions: with motion reduced a dialog opens
    // at once and Playwright has no fade to wait out (about a sixth of the run).
    contextOptions: { reducedMotion: 'reduce' },
    // One browser context a worker, reset between tests (Playwright clears cookies, local and session
    // storage, routes and init scripts, and closes extra pages; the HTTP cache of the client's immutable
    // assets is kept, helpers/http-cache.ts): a new context and tab
    // cost each test about 1.5 s of CPU, a third of a short test. Tests that change what a reset
    // keeps (a locale of their own) get a fresh context, and a failed test's retry starts in a new worker.
    reuseContext: true,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: EXTERNAL
    ? undefined
    : {
        // A fresh data folder each run, the small fixtures seeded. The server serves a copy of the built
        // client taken now, so a rebuild of client/dist during the run (Vite empties the folder) cannot
        // pull chunks from under the pages.
        command: `rm -rf '${DATA_DIR}' && { test -f '${CLIENT_DIST}/index.html' || { echo '${CLIENT_DIST} is missing: run npm run build first' >&2; exit 1; }; } && mkdir -p '${DATA_DIR}' && cp -r '${CLIENT_DIST}' '${DATA_DIR}/client' && ${path.join(root, 'node_modules/.bin/tsx')} server/src/main.ts`,
        cwd: root,
        url: `${BASE_URL}/config.json`,
        reuseExistingServer: false,
        timeout: 120_000,
        env: {
          PORT: String(PORT),
          PANEL_DATA_DIR: DATA_DIR,
          PANEL_CLIENT_DIR: path.join(DATA_DIR, 'client'),
          PANEL_FIXTURES: 'demo,basic,unpaid,empty',
          PANEL_LOG: '0',
          // The demo's synthetic log traffic off: every run sees the same logs.
          PANEL_SYNTHETIC_TRAFFIC: '0',
          // The test mode: password hashes at scrypt 2^10 rather than 2^14 (every API sign-in of a
          // test pays one), and nothing else differs.
          PANEL_MODE: 'test',
        },
      },
});
