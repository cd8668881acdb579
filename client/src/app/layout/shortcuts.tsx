import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { pagePath } from '@panel/contract/pages';
import { useDialogs } from '../../components/dialog-context';
import { useGoTo } from '../../hooks/use-go-to';
import { createOn, goKeyPage, useFeatures } from '../commands';
import { PaletteDialog, ShortcutHelp } from './lazy-dialogs';

/** How long after `g` its letter is awaited. */
const CHORD_MS = 1500;

/** Whether a key press is typing: in a field, an editor, a select. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"]') !== null;
}

/** A dialog (or the palette) is open: its own keys only. */
const dialogOpen = () => document.querySelector('.modal.show') !== null;

/** The first shown element that matches (a hidden tab's is left out). */
function firstShown<E extends HTMLElement>(selector: string): E | undefined {
  return [...document.querySelectorAll<E>(selector)].find((element) => element.checkVisibility?.() ?? true);
}

/**
 * The panel's keyboard shortcuts: Ctrl+K / ⌘K opens the command palette (in a field too); outside
 * fields and dialogs, `?` lists the shortcuts, `g` then a letter goes to a screen, `/` focuses the
 * screen's search box, `n` opens the screen's primary create dialog (its `data-primary-create`
 * button; on the domains screen, Add a domain).
 */
export function useShortcuts() {
  const { show, open } = useDialogs();
  const goTo = useGoTo();
  const { pathname } = useLocation();
  const features = useFeatures();
  const state = useRef({ chord: 0, pathname, features });
  useEffect(() => {
    state.current.pathname = pathname;
    state.current.features = features;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        if (!dialogOpen()) show(<PaletteDialog />);
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target) || dialogOpen()) return;
      const chord = state.current.chord;
      state.current.chord = 0;
      if (chord > Date.now()) {
        const page = goKeyPage(event.key.toLowerCase(), state.current.features);
        if (page) {
          event.preventDefault();
          goTo(page);
        }
        return;
      }
      switch (event.key) {
        case 'g':
          state.current.chord = Date.now() + CHORD_MS;
          return;
        case '?':
          show(<ShortcutHelp />);
          break;
        case '/': {
          const search = firstShown<HTMLInputElement>('#panel-main input[type="search"]');
          if (!search) return;
          search.focus();
          break;
        }
        case 'n': {
          const create = firstShown('#panel-main [data-primary-create]');
          if (create) create.click();
          else {
            const page = state.current.features.find((feature) => pagePath(feature.page) === state.current.pathname)?.page;
            const dialog = page && createOn(page);
            if (!dialog) return;
            open(dialog);
          }
          break;
        }
        default:
          return;
      }
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show, open, goTo]);
}
