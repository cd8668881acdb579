/** What can take the focus in a row: its menu toggle first, else its first control. */
const ROW_TARGETS = ['.row-menu-toggle', 'button:not([disabled]), a[href], input:not([disabled])'];

/** Whether the focus has fallen to the page (what had it is gone). */
const lost = () => !document.activeElement || document.activeElement === document.body || !document.activeElement.isConnected;

/**
 * Remembers where the focus is as a dialog opens (a row's menu, say) and gives a function that, once
 * the dialog is gone, puts the focus somewhere sensible if it fell to the page — the row removed by
 * the dialog is gone with its menu: the row now in its place (or the last one), else the screen's
 * heading. A keyboard user goes on from the list, and Undo (Ctrl+Z) is one key away.
 */
export function rememberFocus(): () => void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const row = opener?.closest<HTMLElement>('tr, li');
  const list = row?.parentElement ?? null;
  const index = row && list ? [...list.children].indexOf(row) : -1;
  return () => {
    if (!lost()) return;
    if (opener?.isConnected && opener.checkVisibility?.() !== false) return opener.focus();
    const rows = list?.isConnected ? [...list.children] : [];
    const near = rows[Math.min(index, rows.length - 1)];
    const inRow = ROW_TARGETS.map((selector) => near?.querySelector<HTMLElement>(selector)).find(Boolean);
    const target = inRow ?? document.querySelector<HTMLElement>('#panel-main h1');
    if (!target) return;
    if (target.tagName === 'H1' && !target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  };
}
