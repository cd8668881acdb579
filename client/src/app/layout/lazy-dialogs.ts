import { lazy } from 'react';

/** The palette and the shortcuts' list: their code loads when first asked for (Ctrl+K, the search button, `?`). */
export const PaletteDialog = lazy(() => import('./palette-dialog').then((m) => ({ default: m.PaletteDialog })));
export const ShortcutHelp = lazy(() => import('./shortcut-help').then((m) => ({ default: m.ShortcutHelp })));
