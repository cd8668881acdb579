import { EditorView } from '@codemirror/view';
import { type Extension } from '@codemirror/state';
import { HighlightStyle, defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';

/** The look shared by the editor and the change view (its own module: both chunks use it). */
export const THEME = EditorView.theme({
  '&': { height: 'min(65vh, 40rem)', fontSize: '0.875rem' },
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
    HighlightStyle.define(defaultHighlightStyle.specs.map((spec) => (typeof spec.color === 'string' ? { ...spec, color: DARK_COLOURS[spec.color] ?? spec.color } : spec))),
  ),
];

