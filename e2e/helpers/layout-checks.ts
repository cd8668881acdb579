import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// The look specs' layout checks (helpers/look.ts runs them on every view): nothing too wide, 44 px
// touch targets on a phone, the focus inside an open dialog.
/**
 * Soft: nothing is wider than the viewport or scrolls sideways — the page, an open dialog, a card's
 * content, a table in its scrolling wrapper —, no column header overflows or breaks inside a word,
 * and, at phone width, no row's name (a table cell marked `data-row-name`) is cut, by its cell or
 * by a CSS ellipsis. Each failure names the element.
 */
export async function expectFits(page: Page, where: string, phone: boolean) {
  const problems = await page.evaluate((phone) => {
    const found: string[] = [];
    const name = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const testId = el.getAttribute('data-testid');
      const classes =
        typeof el.className === 'string'
          ? el.className
              .trim()
              .split(/\s+/)
              .slice(0, 3)
              .map((c) => `.${c}`)
              .join('')
          : '';
      return `${el.tagName.toLowerCase()}${id}${classes}${testId ? `[data-testid=${testId}]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    };
    const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewport) found.push(`the page is ${document.documentElement.scrollWidth} px wide in ${viewport} px`);
    for (const dialog of document.querySelectorAll('[role=dialog]')) {
      if (!shown(dialog)) continue;
      for (const box of [dialog, ...dialog.querySelectorAll('.modal-content')]) {
        const { left, right } = box.getBoundingClientRect();
        if (left < -1 || right > viewport + 1) found.push(`${name(box)} spans ${Math.round(left)}–${Math.round(right)} px in ${viewport} px`);
      }
      if (dialog.scrollWidth > dialog.clientWidth + 1) found.push(`${name(dialog)} scrolls sideways (${dialog.scrollWidth} px in ${dialog.clientWidth} px)`);
    }
    for (const box of document.querySelectorAll('.card, .table-responsive, .modal-body')) {
      if (shown(box) && box.scrollWidth > box.clientWidth + 1) found.push(`${name(box)} holds ${box.scrollWidth} px in ${box.clientWidth} px`);
    }
    // A column header never runs into the next one nor breaks inside a word ("Zajęte miejsce", "Wersja PHP").
    for (const header of document.querySelectorAll('thead th')) {
      if (!shown(header) || header.closest('.visually-hidden')) continue;
      if (header.scrollWidth > header.clientWidth + 1) found.push(`${name(header)} overflows its column`);
      const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (text.parentElement?.closest('.visually-hidden')) continue;
        for (const word of (text.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) found.push(`${name(header)} breaks "${word[0]}" across lines`);
        }
      }
    }
    if (phone) {
      for (const cell of document.querySelectorAll('[data-row-name]')) {
        if (!shown(cell)) continue;
        const cut = [cell, ...cell.querySelectorAll('*')].filter((el) => {
          // Secondary columns under the name may truncate; text for screen readers only is clipped on purpose.
          if (el.closest('.stacked-cells, .visually-hidden') || !shown(el)) return false;
          const style = getComputedStyle(el);
          const clips = el === cell || style.textOverflow === 'ellipsis' || style.overflowX !== 'visible';
          return clips && el.scrollWidth > el.clientWidth + 1;
        });
        if (cut.length) found.push(`row name cut: ${name(cut[cut.length - 1])}`);
      }
    }
    return found;
  }, phone);
  expect.soft(problems, `too wide or cut on ${where}`).toEqual([]);
}

/** What a finger can press: the controls the touch-target check measures. */
const TARGETS = 'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=menuitem], [role=tab], summary';

/**
 * Soft, at phone width: every control that is shown (inside the open dialog when one is open) is a
 * 44 × 44 px touch target (client/README.md). A checkbox or radio counts with its label, which presses it too;
 * a link inside a sentence (display inline) is exempt, as WCAG exempts it. Each failure names the
 * control and its size.
 */
export async function expectTouchTargets(page: Page, where: string) {
  const small = await page.evaluate((selector) => {
    const MIN = 44 - 0.5;
    const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const dialog = [...document.querySelectorAll('[role=dialog]')].find(shown);
    const found = new Set<string>();
    for (const el of (dialog ?? document).querySelectorAll<HTMLElement>(selector)) {
      // Not shown (a copy button waiting for the row's hover, say) is not a target yet.
      if (!shown(el) || el.closest('.visually-hidden, [aria-hidden=true], [inert]') || getComputedStyle(el).opacity === '0') continue;
      const box = el.getBoundingClientRect();
      // Visually hidden (a file input behind its button, the skip link until focused): not a target.
      if (box.width <= 2 || box.height <= 2) continue;
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') continue;
      let { left, top, right, bottom } = box;
      const label = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') ? (el.labels?.[0] ?? null) : null;
      if (label && shown(label)) {
        const more = label.getBoundingClientRect();
        [left, top, right, bottom] = [Math.min(left, more.left), Math.min(top, more.top), Math.max(right, more.right), Math.max(bottom, more.bottom)];
      }
      const [width, height] = [right - left, bottom - top];
      if (width >= MIN && height >= MIN) continue;
      const name = el.getAttribute('aria-label') ?? el.getAttribute('title') ?? ((el.textContent ?? '').trim() || (el as HTMLInputElement).name || el.id);
      const classes =
        typeof el.className === 'string'
          ? el.className
              .trim()
              .split(/\s+/)
              .slice(0, 2)
              .map((c) => `.${c}`)
              .join('')
          : '';
      found.add(`${el.tagName.toLowerCase()}${classes} "${name.slice(0, 30)}" ${Math.round(width)}×${Math.round(height)}`);
    }
    return [...found];
  }, TARGETS);
  expect.soft(small, `touch targets under 44 × 44 px on ${where}`).toEqual([]);
}

/** Soft: while a dialog is open, the focus is inside it (on its first field, or a confirmation's Cancel), never on the page behind. */
export async function expectFocusInDialog(page: Page, where: string) {
  const focus = await page.evaluate(() => {
    const dialog = [...document.querySelectorAll('[role=dialog]')].find((el) => el.getClientRects().length > 0);
    const active = document.activeElement;
    if (!dialog) return 'no dialog is open';
    if (!active || active === document.body) return 'nothing has the focus';
    if (active === dialog) return 'the dialog box itself has the focus, not a control in it';
    return dialog.contains(active)
      ? 'inside'
      : `the focus is outside the dialog, on ${active.tagName.toLowerCase()} "${(active.textContent ?? '').trim().slice(0, 30)}"`;
  });
  expect.soft(focus, `focus on ${where}`).toBe('inside');
}
