import { EditorView } from '@codemirror/view';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { Compartment, type EditorState, type Extension } from '@codemirror/state';
import { useShownTheme } from '../../hooks/use-theme';
import { HighlightStyle, defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';

/**
 * The look shared by the editor and the change view (its own module: both chunks use it). The view
 * fills its host, whose height the page's styles give (`.code-editor`: the whole dialog below desktop width).
 */
export const THEME = EditorView.theme({
  '&': { height: '100%', fontSize: '0.875rem' },
  '.cm-scroller': { overflow: 'auto', fontFamily: 'SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace' },
});

/** CodeMirror's own highlighting, each colour lightened to read on the dark background (at least 5:1). */
const DARK_COLOURS: Record<string, string> = {
  '#404740': '#adb5bd',
  '#708': '#d19ef0',
  '#219': '#8fb8ff',
  '#164': '#7ee0a8',
  '#a11': '#ff9b8e',
  '#e40': '#ffb36b',
  '#00f': '#79b8ff',
  '#30a': '#b9a6ff',
  '#085': '#5fd7b5',
  '#167': '#66d9e8',
  '#256': '#9ecbff',
  '#00c': '#82aaff',
  '#940': '#a0a8b4',
  '#f00': '#ff6b6b',
};

/**
 * The dark mode: Bootstrap's dark colours (its variables reach into the editor's shadow root) and
 * the highlighting above, over the light one of basicSetup (a fallback style).
 */
export const DARK: Extension = [
  EditorView.theme(
    {
      '&': { color: 'var(--bs-body-color)', backgroundColor: 'var(--bs-body-bg)' },
      '.cm-gutters': { color: 'var(--bs-secondary-color)', backgroundColor: 'var(--bs-tertiary-bg)', borderRightColor: 'var(--bs-border-color)' },
      '.cm-content': { caretColor: 'var(--bs-body-color)' },
      '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--bs-body-color)' },
      // CodeMirror's own dark active line (a fifth of cyan) takes the comments under 4.5:1.
      '.cm-activeLine': { backgroundColor: 'rgba(255, 255, 255, 0.05)' },
    },
    { dark: true },
  ),
  syntaxHighlighting(
    HighlightStyle.define(
      defaultHighlightStyle.specs.map((spec) => (typeof spec.color === 'string' ? { ...spec, color: DARK_COLOURS[spec.color] ?? spec.color } : spec)),
    ),
  ),
];

/**
 * A CodeMirror view of `state` in a shadow root of `host`: CodeMirror then styles it through adopted
 * style sheets, which the page's Content-Security-Policy (no inline <style>) allows. The scroller
 * can be reached with the keyboard (to scroll a long file) as well as the text itself.
 */
export function openView(host: HTMLElement, state: EditorState): EditorView {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const parent = document.createElement('div');
  parent.style.height = '100%';
  shadow.replaceChildren(parent);
  const view = new EditorView({ parent, root: shadow, state });
  view.scrollDOM.tabIndex = 0;
  return view;
}

/**
 * The view's colours: gives the extension to open it with (the dark look while the page is dark)
 * and swaps it in the open view whenever the page's colours change. The first stays the same function.
 */
export function useEditorTheme(view: RefObject<EditorView | null>): () => Extension {
  const slot = useRef(new Compartment());
  const shown = useShownTheme();
  const shownNow = useRef(shown);
  useEffect(() => {
    shownNow.current = shown;
    view.current?.dispatch({ effects: slot.current.reconfigure(shown === 'dark' ? DARK : []) });
  }, [shown, view]);
  return useCallback(() => slot.current.of(shownNow.current === 'dark' ? DARK : []), []);
}
