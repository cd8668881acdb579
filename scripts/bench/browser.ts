// The bench's browser measures: the sign-in route's JavaScript, sign-in to the domains table of
// `big`, typing in a search box (Playwright's Chromium), and Lighthouse's mobile audits (puppeteer-core;
// both installed on the first run into .bench-tools, ./tools.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { findChromium, CHROMIUM_ARGS } from '../chromium.mjs';
import { base, clientDir, median, record } from './common.js';
import { listNames, recordTyping, timeTyping } from './typing.js';
import { ensureTools, importTool } from './tools.js';

/** The versions the bench's Lighthouse figures come from. */
const LIGHTHOUSE_TOOLS = ['lighthouse@12.8.2', 'puppeteer-core@24.43.1'];

/** What the bench uses of puppeteer-core. */
interface PuppeteerPage {
  goto(url: string, options: { waitUntil: 'networkidle0' }): Promise<unknown>;
  type(selector: string, text: string): Promise<void>;
  waitForFunction(fn: () => boolean): Promise<unknown>;
  keyboard: { press(key: string): Promise<void> };
}
interface Puppeteer {
  launch(options: { executablePath: string; args: string[] }): Promise<{ newPage(): Promise<PuppeteerPage>; close(): Promise<void> }>;
}
/** What the bench reads of a Lighthouse report. */
interface LighthouseResult {
  lhr: { categories: Record<string, { score: number | null } | undefined>; audits: Record<string, { numericValue?: number } | undefined> };
}
/** What the bench uses of Lighthouse's Node API: `lighthouse(url, flags, config, page)`. */
interface Lighthouse {
  default: (
    url: string,
    flags: { logLevel: 'error'; onlyCategories: string[]; disableStorageReset: boolean },
    config: undefined,
    page: PuppeteerPage,
  ) => Promise<LighthouseResult | undefined>;
}

/** How many times the sign-in is timed, each in a new browser context. */
const SIGN_IN_RUNS = 5;

export async function benchClient() {
  const executablePath = findChromium({ shell: false });
  if (!fs.existsSync(path.join(clientDir, 'index.html')) || !executablePath) {
    record('client measurements', 'skipped: build the client (npm run build) and install chromium', '—', null);
    return;
  }
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    // JavaScript the sign-in route loads, gzip-compressed as a server would send it.
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') {
        const body = await res.body().catch(() => Buffer.alloc(0));
        scripts.set(res.url(), zlib.gzipSync(body, { level: 9 }).length);
      }
    });
    await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    record(`sign-in route JavaScript, gzip (${scripts.size} files)`, `${(total / 1024).toFixed(1)} kB`, '≤ 115 kB', total <= 115 * 1024);
    await page.close();

    // Sign In pressed → the domains table of the big fixture on screen.
    const times: number[] = [];
    const waited: number[] = [];
    // Five runs: the first is always the slowest (the first sign-in of big on this server, and the
    // typing measures below run in its page), so the median of three was in effect the slower of two.
    for (let i = 0; i < SIGN_IN_RUNS; i++) {
      const context = await browser.newContext();
      const p = await context.newPage();
      await p.goto(`${base}/login`, { waitUntil: 'networkidle' });
      await p.getByLabel(/login/i).first().fill('big');
      await p
        .getByLabel(/password/i)
        .first()
        .fill('big12345');
      // Timed in the page, from the press (its pointerdown) to the first frame drawn with the table's
      // first domain in it, watched every frame: Playwright's own wait looks at 0, 20, 50, 100 ms and
      // then every 500 ms, so its figure is the table's moment rounded up by as much as half a second.
      // (A string, not a function: tsx would wrap the named watcher in a helper the page does not have.)
      await p.evaluate(`void (window.tableShown = new Promise((resolve) => {
        document.addEventListener('pointerdown', () => {
          const start = performance.now();
          const look = () => {
            const cell = [...document.querySelectorAll('td, th')].find((c) => c.textContent.includes('big-site-0001.com'));
            if (cell && cell.getClientRects().length > 0) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
            else requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        }, { once: true, capture: true });
      }))`);
      const t = Date.now();
      await p.getByRole('button', { name: /sign in/i }).click();
      await p.getByRole('cell', { name: 'big-site-0001.com' }).first().waitFor({ state: 'visible', timeout: 30_000 });
      waited.push(Date.now() - t);
      times.push(Math.round(await p.evaluate(() => (window as Window & { tableShown?: Promise<number> }).tableShown ?? Promise.resolve(NaN))));

      // Typing in the search box over 2,000 rows → table updated: each query a key at a time, then emptied.
      if (i === 0) {
        const names = await listNames();
        const domainTyping = await timeTyping(p, {
          box: '#domains-search',
          row: '[data-testid="domain-row"]',
          name: 'data-domain',
          count: '[data-testid="domains-count"]',
          noMatch: '[data-testid="domains-empty"]',
          names: names.domains,
          queries: ['big-site-07', 'big-site-1234', 'zzz-no-match'],
        });
        recordTyping('search over 2,000 domains → table updated', domainTyping);

        // The e-mail screen of big: typing in the search over 10,000 mailboxes → table updated.
        await p.goto(`${base}/emails`);
        await p.getByTestId('email-row').first().waitFor({ state: 'visible', timeout: 30_000 });
        const mailTyping = await timeTyping(p, {
          box: '#emails-search',
          row: '[data-testid="email-row"]',
          name: 'data-address',
          count: '[data-testid="emails-count"]',
          noMatch: '[data-testid="emails-no-match"]',
          names: names.mailboxes,
          queries: ['anna', 'info@big-site-01', 'zzz-no-match'],
        });
        recordTyping('search over 10,000 e-mail accounts → table updated', mailTyping);

        // The command palette over all of big (2,000 domains, 10,000 mailboxes, their actions): a
        // keystroke (from its keydown, in the page) → the results drawn. Its code loads on the first open.
        await p.keyboard.press('Control+k');
        const paletteBox = p.locator('#palette-input');
        await paletteBox.waitFor({ state: 'visible', timeout: 30_000 });
        const keystrokes: number[] = [];
        const typed: string[] = [];
        for (const q of ['big-site-12', 'info@big', 'zzz']) {
          await paletteBox.fill('');
          for (const [at, key] of [...q].entries()) {
            await p.evaluate(() => {
              const timed = window as Window & { paletteKeystroke?: Promise<number> };
              // No named function in here: tsx would wrap it in a helper the page does not have.
              timed.paletteKeystroke = new Promise<number>((resolve) => {
                document.getElementById('palette-input')?.addEventListener(
                  'keydown',
                  (event) => {
                    // From the keystroke itself (the time the browser took it), as the search measure: a
                    // task of the page's still running when the key came is counted too.
                    const start = event.timeStamp;
                    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
                  },
                  { once: true, capture: true },
                );
              });
            });
            await paletteBox.press(key);
            keystrokes.push(await p.evaluate(() => (window as Window & { paletteKeystroke?: Promise<number> }).paletteKeystroke ?? Promise.resolve(NaN)));
            typed.push(q.slice(0, at + 1));
          }
        }
        const paletteWorst = Math.max(...keystrokes);
        record(
          `palette keystroke → results updated on big (worst of ${keystrokes.length})`,
          `${paletteWorst.toFixed(0)} ms ("${typed[keystrokes.indexOf(paletteWorst)]}"; median ${median(keystrokes).toFixed(0)} ms)`,
          '≤ 50 ms',
          paletteWorst <= 50,
        );
      }
      await context.close();
    }
    const m = median(times);
    record(`Sign In → domains table visible, fixture big (median of ${SIGN_IN_RUNS})`, `${m} ms (${times.join(', ')})`, '≤ 400 ms', m <= 400);
    record(`the same, as Playwright's wait for the cell sees it (median of ${SIGN_IN_RUNS})`, `${median(waited)} ms`, '—', null);
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse, mobile profile (its default: a mid-range phone on a throttled connection, simulated),
 * on `/login` and, signed in as demo, `/domains`: the performance score and LCP against their
 * budgets (README), accessibility and best practices against their 100.
 */
export async function benchLighthouse() {
  const executablePath = findChromium({ shell: false });
  if (!fs.existsSync(path.join(clientDir, 'index.html')) || !executablePath) {
    record('Lighthouse', 'skipped: build the client (npm run build) and install chromium', '—', null);
    return;
  }
  const tools = ensureTools(LIGHTHOUSE_TOOLS);
  if (!tools.ok) {
    record('Lighthouse', `skipped: ${tools.missing}`, '—', null);
    return;
  }
  const { default: lighthouse } = await importTool<Lighthouse>('lighthouse');
  const puppeteer = await importTool<Puppeteer>('puppeteer-core');
  const browser = await puppeteer.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const audit = async (url: string) => {
      // Keep the tab's storage: the session of /domains lives in sessionStorage.
      const result = await lighthouse(
        url,
        { logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'], disableStorageReset: true },
        undefined,
        page,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      return {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      };
    };
    // Each page audited three times and judged by the median, as Lighthouse's own guidance on its
    // variability says (the score of one run moves by a few points with the machine's load); every
    // run's figure is printed, and accessibility and best practices must be 100 in each.
    const RUNS = 3;
    const report = async (name: string, url: string, budget: { score: number; lcpMs: number }) => {
      const runs: Awaited<ReturnType<typeof audit>>[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(url));
      const each = (pick: (r: (typeof runs)[number]) => string) => runs.map(pick).join(', ');
      const score = median(runs.map((r) => r.performance));
      const lcp = median(runs.map((r) => r.lcp));
      record(
        `Lighthouse mobile ${name}: performance score (median of ${RUNS})`,
        `${score} (${each((r) => String(r.performance))})`,
        `≥ ${budget.score}`,
        score >= budget.score,
      );
      record(
        `Lighthouse mobile ${name}: LCP (median of ${RUNS})`,
        `${(lcp / 1000).toFixed(2)} s (${each((r) => (r.lcp / 1000).toFixed(2))})`,
        `≤ ${(budget.lcpMs / 1000).toFixed(1)} s`,
        lcp <= budget.lcpMs,
      );
      record(
        `Lighthouse mobile ${name}: accessibility, best practices (each run)`,
        each((r) => `${r.accessibility}/${r.bestPractices}`),
        '100, 100',
        runs.every((r) => r.accessibility === 100 && r.bestPractices === 100),
      );
    };
    // The budgets of issue 35: /login's score kept at 98 or more; /domains at 95 or more with LCP ≤ 2.0 s.
    await report('/login', `${base}/login`, { score: 98, lcpMs: 2500 });

    await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
    await page.type('#login-login', 'demo');
    await page.type('#login-password', 'demo1234');
    await Promise.all([page.waitForFunction(() => location.pathname === '/domains'), page.keyboard.press('Enter')]);
    await report('/domains (demo)', `${base}/domains`, { score: 95, lcpMs: 2000 });
  } finally {
    await browser.close();
  }
}
