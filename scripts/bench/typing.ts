// The bench's search measure (./browser.ts runs it on big's domains and mailboxes): a list screen's
// search typed a key at a time, each keystroke timed in the page to the first frame showing its matches.
import type { Page } from 'playwright-core';
import { median, post, record } from './common.js';

/** The names big's tables show, as the server holds them: what a search's expected matches are counted from. */
export async function listNames() {
  const { token } = await post<{ token: string }>('/account/login', { login: 'big', password: 'big12345' });
  const lists = await post<{ domains: { domain: string }[]; emailAccounts: { name: string; domain: string }[] }>('/keepalive', {}, token);
  return { domains: lists.domains.map((d) => d.domain), mailboxes: lists.emailAccounts.map((a) => `${a.name}@${a.domain}`) };
}

/** A list screen's search, as `timeTyping` finds its parts: the box, the rows and the attribute naming each, the count, the no-match row. */
interface TypedSearch {
  box: string;
  row: string;
  name: string;
  count: string;
  noMatch: string;
  /** Every item's name: a text's matches are those that contain it (trimmed, any case), the count the table must show. */
  names: readonly string[];
  queries: readonly string[];
}

/** One keystroke's time, and which it was. */
interface Keystroke {
  ms: number;
  key: string;
  text: string;
}

/**
 * Types each query into a list's search box a key at a time, as a person does, and empties the box
 * after it (select all, Backspace); each keystroke is timed in the page, from its keydown to the first
 * frame drawn with the table updated: watched every frame until the count says as many matches as
 * the names hold, the rows shown are that many (a page at most) and each contains the text, or the
 * no-match row is shown, or, emptied, the first page is back with its first row. A table the app has
 * not drawn yet (a deferred render, a later frame) can not end the keystroke early.
 */
export async function timeTyping(p: Page, search: TypedSearch): Promise<Keystroke[]> {
  // A string, not a function: tsx would wrap named functions in a helper the page does not have.
  await p.evaluate(`void (window.benchKeystroke = (search, text, expected, firstRow, pageSize) => new Promise((resolve) => {
    document.querySelector(search.box).addEventListener('keydown', (event) => {
      // From the keystroke itself: the time the browser took it, before any wait for the page's main thread.
      const start = event.timeStamp;
      const needle = text.trim().toLowerCase();
      const look = () => {
        const rows = [...document.querySelectorAll(search.row)].map((row) => (row.getAttribute(search.name) ?? '').toLowerCase());
        const count = Number((document.querySelector(search.count)?.textContent ?? '').replace(/[^0-9]/g, ''));
        const shown =
          count === expected &&
          (expected === 0
            ? rows.length === 0 && document.querySelector(search.noMatch) !== null
            : rows.length === Math.min(expected, pageSize) && rows.every((row) => row.includes(needle)) && (needle !== '' || rows[0] === firstRow));
        if (shown) setTimeout(() => resolve(performance.now() - start), 0);
        else if (performance.now() - start > 10000) resolve(-1);
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }, { once: true, capture: true });
  }))`);
  const box = p.locator(search.box);
  await box.click();
  const { firstRow, pageSize } = await p.evaluate(
    ({ row, name }) => {
      const rows = Array.from(document.querySelectorAll(row));
      return { firstRow: rows[0]?.getAttribute(name)?.toLowerCase() ?? '', pageSize: rows.length };
    },
    { row: search.row, name: search.name },
  );
  const keystrokes: Keystroke[] = [];
  const timed = async (key: string, text: string, press: () => Promise<void>) => {
    const needle = text.trim().toLowerCase();
    const expected = search.names.filter((n) => n.toLowerCase().includes(needle)).length;
    const done = p.evaluate(`window.benchKeystroke(${JSON.stringify(search)}, ${JSON.stringify(text)}, ${expected}, ${JSON.stringify(firstRow)}, ${pageSize})`);
    // The listener is in place once the evaluate has run up to its promise: the page runs scripts in order.
    await p.evaluate('0');
    await press();
    const ms = (await done) as number;
    if (ms < 0) throw new Error(`${search.box}: the table never showed the matches of "${text}"`);
    keystrokes.push({ ms, key, text });
  };
  for (const query of search.queries) {
    for (let at = 1; at <= query.length; at++) await timed(query[at - 1], query.slice(0, at), () => p.keyboard.type(query[at - 1]));
    await p.keyboard.press('Control+a');
    await timed('Backspace', '', () => p.keyboard.press('Backspace'));
  }
  return keystrokes;
}

/** The worst keystroke against the budget, with which it was, and the median beside it. */
export function recordTyping(what: string, keystrokes: readonly Keystroke[]) {
  const worst = keystrokes.reduce((a, b) => (b.ms > a.ms ? b : a));
  const ms = keystrokes.map((k) => k.ms);
  record(
    `${what} (worst of ${keystrokes.length} keystrokes)`,
    `${worst.ms.toFixed(0)} ms (${worst.key === 'Backspace' ? 'emptied' : `"${worst.text}"`}; median ${median(ms).toFixed(0)} ms)`,
    '≤ 100 ms',
    worst.ms <= 100,
  );
}
