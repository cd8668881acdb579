import { createElement, lazy } from 'react';
import { loadDomainsShared } from '../../features/domains';

/**
 * The palette and the shortcuts' list: their code loads when first asked for (Ctrl+K, the search
 * button, `?`). The palette's comes with the domains' row menu, which it offers a domain's actions from.
 */
export const PaletteDialog = lazy(() =>
  Promise.all([import('./palette-dialog'), loadDomainsShared()]).then(([{ PaletteDialog }, { DomainMenuSource }]) => ({
    default: () => createElement(PaletteDialog, { menuSource: DomainMenuSource }),
  })),
);
export const ShortcutHelp = lazy(() => import('./shortcut-help').then((m) => ({ default: m.ShortcutHelp })));
