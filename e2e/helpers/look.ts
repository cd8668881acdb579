import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, type Locator, type Page } from '@playwright/test';
import type * as Axe from 'axe-core';
import type { PanelPage } from '@panel/contract/pages';
import { catalogues, escapeRegExp, shownName, type Locale } from './catalogues';
import { expect, signIn, type Account } from './fixtures';
import { expectFits, expectFocusInDialog, expectTouchTargets } from './layout-checks';

export { expectFits, expectFocusInDialog, expectTouchTargets, shownName };

/**
 * The harness of the look specs: each screen and dialog, reached once, looked at in three widths
 * in English and Polish (the window resized and the language switched over the open view),
 * screenshot into e2e/.artifacts/screenshots/, checked by axe in English (its rules do not depend on
 * the language; a11y.spec.ts runs it once in Polish for the language rules) and, in Polish, for
 * English catalogue text left on screen. A page is checked by axe at every width (the top bar has
 * a label of the tablet's own); an open dialog or menu at the desktop's and the phone's: at 820 px
 * its markup is the desktop's, as the client swaps components only at the phone's width.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, '..', '.artifacts', 'screenshots');

export const viewports = {
  desktop: { width: 1280, height: 800 },
  tablet: { width: 820, height: 1180 },
  phone: { width: 390, height: 844 },
} as const;

export type Size = keyof typeof viewports;
export type Theme = 'light' | 'dark';

/** One width in one language, in the light colour mode unless `theme` says dark. */
export interface Look {
  size: Size;
  locale: Locale;
  theme?: Theme;
}

export const sizes: readonly Size[] = ['desktop', 'tablet', 'phone'];

/** The order a look visits the widths and languages in: one change of language at each change of width. */
export const visits: readonly Look[] = [
  { size: 'desktop', locale: 'en' },
  { size: 'desktop', locale: 'pl' },
  { size: 'tablet', locale: 'pl' },
  { size: 'tablet', locale: 'en' },
  { size: 'phone', locale: 'en' },
  { size: 'phone', locale: 'pl' },
];

/** The dark mode's visits, when a look asks for it: the widest and the narrowest width, one language each. */
export const darkVisits: readonly Look[] = [
  { size: 'phone', locale: 'pl', theme: 'dark' },
  { size: 'desktop', locale: 'en', theme: 'dark' },
];

/**
 * English texts whose Polish differs, as whole-word patterns (a script's name, Nextcloud, is not the
 * word Next). Texts with placeholders or markup, and example domain names (also data), are left out.
 */
const englishOnly = Object.entries(catalogues.en)
  .filter(([id, text]) => catalogues.pl[id] !== text && !/[{}<]/.test(text) && !/^[a-z0-9.-]+\.[a-z]{2,}$/.test(text))
  .map(([, text]) => ({ text, pattern: new RegExp(`(^|\\W)${escapeRegExp(text)}($|\\W)`) }));

/** Data on screen (log lines, a certificate's issuer) is not interface text: it is left out of the check. */
const DATA = ['[data-testid="log-viewer-text"]', '[data-testid="certificate-result"] dd'].join(',');

/** Soft: no English catalogue text on a Polish screen. */
export async function expectNoEnglish(page: Page, where: string) {
  let shown = await page.locator('body').innerText();
  for (const data of await page.locator(DATA).allInnerTexts()) shown = shown.replace(data, ' ');
  const leaks = englishOnly.filter(({ pattern }) => pattern.test(shown)).map(({ text }) => text);
  expect.soft(leaks, `untranslated English text on ${where}`).toEqual([]);
  expect.soft(shown.match(ENGLISH_DATE) ?? [], `dates written the English way on ${where}`).toEqual([]);
}

/** A date or time as English writes it ('Nov 24', '24 Nov', 'Jan 21, 2027', '10:48 AM'): in Polish it is '24 lis', '10:48'. */
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const ENGLISH_DATE = new RegExp(`\\b(?:${MONTH} \\d{1,2}\\b|\\d{1,2} ${MONTH}\\b|\\d{1,2}:\\d{2} ?[AP]M\\b)`, 'g');

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** What axe checks of a view: all of it, or only the dialog or menu open over a page checked before. */
export type Part = 'page' | 'dialog' | 'menu';
const partSelector: Record<Exclude<Part, 'page'>, string> = { dialog: '[role=dialog]', menu: '[role=menu]' };

/** axe-core, run in the page itself (the panel has no frames). */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
declare global {
  interface Window {
    axe?: typeof Axe;
  }
}

/**
 * Soft: axe finds nothing serious or critical; the failure lists each violation with its nodes.
 * axe stays in the page between checks, so only the first check after a page load sends its source;
 * only the violations come back (the whole result, every rule's passes among them, cost a third as
 * much CPU again to hand over as axe took to check).
 */
export async function expectNoSeriousViolations(page: Page, name: string, part: Part = 'page') {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ include, tags }) =>
      (await window.axe!.run(include ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations,
    { include: part === 'page' ? null : partSelector[part], tags: AXE_TAGS },
  );
  if (violations.length) await test.info().attach(`axe-${name}.json`, { body: JSON.stringify(violations, null, 2), contentType: 'application/json' });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.html.slice(0, 160)} — ${n.failureSummary?.replace(/\s*\n\s*/g, ' ')}`).join('\n')}`,
    )
    .join('\n');
  expect.soft(serious.length, `axe found serious or critical violations on ${name}:\n${report}`).toBe(0);
}

/**
 * A full-page screenshot written to e2e/.artifacts/screenshots/<name>.png, for a person to look at
 * (a failure's own screenshot is in the report). `npm test` sets E2E_SCREENSHOTS=0: no check reads
 * them, and painting each view whole took a tenth of the look specs' time.
 */
export async function shoot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: true, animations: 'disabled', caret: 'hide' });
}

/** Chooses the language with the top bar's switcher (on the sign-in form too). */
export async function chooseLanguage(page: Page, locale: Locale) {
  const switcher = page.getByTestId('language-switcher');
  if ((await switcher.inputValue()) !== locale) await switcher.selectOption(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** The width the page is shown at now, when it is one of the three. */
function sizeNow(page: Page): Size | undefined {
  const now = page.viewportSize();
  return (Object.keys(viewports) as Size[]).find((size) => viewports[size].width === now?.width && viewports[size].height === now?.height);
}

/** Where the panel keeps the language and the colour mode someone picked (client/src/store/persistence.ts). */
const LOCALE_KEY = 'hosting-panel/locale';
const THEME_KEY = 'hosting-panel/theme';

/** Chooses a stored setting as another tab of this browser chooses it: the panel follows it at once. */
async function chooseInAnotherTab(page: Page, key: string, value: string) {
  await page.evaluate(
    ({ key, value }) => {
      localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
    },
    { key, value },
  );
}

/**
 * Shows the view as it is at another width and in another language, without leaving it: the window
 * is resized (as a tablet turned on its side) and the language is chosen as another tab of this
 * browser chooses it (the panel follows a choice made in any tab at once, an open dialog included).
 */
export async function showAs(page: Page, { size, locale, theme = 'light' }: Look) {
  if (sizeNow(page) !== size) {
    await page.setViewportSize(viewports[size]);
    // The media queries' listeners have run and the layout has settled by the second frame.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
  if ((await page.locator('html').getAttribute('lang')) !== locale) {
    await chooseInAnotherTab(page, LOCALE_KEY, locale);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
  }
  if ((await page.locator('html').getAttribute('data-bs-theme')) !== theme) {
    await chooseInAnotherTab(page, THEME_KEY, theme);
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', theme);
  }
}

/** Signs in on `screen` at desktop width in English and answers its `look`. */
export async function openLook(page: Page, account: Account, screen: PanelPage) {
  await page.setViewportSize(viewports.desktop);
  await signIn(page, account, screen);
  await chooseLanguage(page, 'en');
  return looker(page);
}

/** What a look visits: every width and both languages unless narrowed (a view that exists only on a phone). */
export interface LookAt {
  sizes?: readonly Size[];
  locales?: readonly Locale[];
  /** Also in the dark mode (at 390 px in Polish and at 1280 px in English), for a view the theme spec does not open. */
  dark?: boolean;
  /** Opens the dialog or menu looked at again (in English) where a change of width closed it (a row's menu when the table's layout changes). */
  reopen?: () => Promise<void>;
  /**
   * The button that opens the menu or dialog looked at, found in both languages (`shownName`): pressed
   * to open it first, and again, in the language shown, where a change of width or language closed it.
   */
  toggle?: Locator;
  /** A check of the spec's own, run at each visit after the look's (the view is shown then as `visit` says). */
  also?: (visit: Look) => Promise<void>;
}

/**
 * `look(name)` shows the view as it is now at each width in each language (`showAs`), screenshots
 * each as `<name>-<size>-<locale>` and checks it: nothing wider than the viewport and no row's name
 * cut on a phone (`expectFits`), 44 px touch targets on a phone (`expectTouchTargets`), the focus
 * inside an open dialog (`expectFocusInDialog`), axe in English (only the open dialog or menu when
 * `part` says so, and then not at 820 px), no English text in Polish. It ends at the width and in the language it began in.
 */
export function looker(page: Page, defaults: LookAt = {}) {
  return async function look(name: string, part: Part = 'page', at: LookAt = defaults) {
    const html = page.locator('html');
    const before: Look = {
      size: sizeNow(page) ?? 'desktop',
      locale: (await html.getAttribute('lang')) === 'pl' ? 'pl' : 'en',
      theme: (await html.getAttribute('data-bs-theme')) === 'dark' ? 'dark' : 'light',
    };
    const chosen = [...visits, ...(at.dark ? darkVisits.filter(checkedInDark) : [])].filter(
      ({ size, locale }) => (at.sizes ?? sizes).includes(size) && (at.locales ?? ['en', 'pl']).includes(locale),
    );
    const { toggle } = at;
    const opened = part === 'page' ? null : page.locator(partSelector[part]);
    const reopen =
      at.reopen ??
      (toggle &&
        opened &&
        (async () => {
          await toggle.click();
          await expect(opened).toBeVisible();
        }));
    /** Shows the view at `visit`, the dialog or menu (re)opened where it is not open (a change of width or language closed it). */
    const show = async (visit: Look) => {
      await showAs(page, visit);
      if (!opened || !reopen || (await opened.isVisible())) return;
      // A toggle is pressed in the language shown; a spec's own reopen finds its way in English.
      if (at.reopen) await showAs(page, { ...visit, locale: 'en' });
      await reopen();
      await showAs(page, visit);
    };
    for (const visit of chosen) {
      await show(visit);
      await check(page, name, part, visit);
      await at.also?.(visit);
    }
    await show(before);
  };
}

async function check(page: Page, name: string, part: Part, { size, locale, theme = 'light' }: Look) {
  const where = `${name}-${size}-${locale}${theme === 'dark' ? '-dark' : ''}`;
  await shoot(page, where);
  await expectFits(page, where, size === 'phone');
  if (size === 'phone') await expectTouchTargets(page, where);
  if (part === 'dialog') await expectFocusInDialog(page, where);
  const named = `${name}-${size}${theme === 'dark' ? '-dark' : ''}`;
  if (locale === 'en') {
    if (part === 'page' || size !== 'tablet') await expectNoSeriousViolations(page, named, part);
  } else await expectNoEnglish(page, named);
}

/**
 * Whether a dark visit checks anything its light twin does not: axe (in English) judges the dark
 * colours; the other checks (fits, touch targets, no English) do not depend on the colours, so a
 * dark visit in Polish is only for its screenshot, and is left out when screenshots are not taken.
 */
function checkedInDark({ locale }: Look) {
  return locale === 'en' || process.env.E2E_SCREENSHOTS !== '0';
}
