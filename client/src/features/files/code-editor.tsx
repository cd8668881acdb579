import { useEffect, useRef } from 'react';
import { EditorView, basicSetup } from 'codemirror';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { HighlightStyle, StreamLanguage, defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { php } from '@codemirror/lang-php';
import { properties } from '@codemirror/legacy-modes/mode/properties';
import { useShownTheme } from '../../hooks/use-theme';
import type { EditorLanguage } from './paths';

const LANGUAGES: Record<EditorLanguage, () => Extension> = {
  css: () => css(),
  html: () => html(),
  ini: () => StreamLanguage.define(properties),
  js: () => javascript(),
  php: () => php(),
  plain: () => [],
};

const THEME = EditorView.theme({
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
const DARK: Extension = [
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

const labelled = (label: string) => EditorView.contentAttributes.of({ 'aria-label': label });

/**
 * CodeMirror 6 with line numbers and highlighting for the file's language. Its own chunk: the
 * file browser loads it only when a file is opened. The view is made once per file: a new label (a
 * language switch) is set on the living view, so nothing typed is lost; while `hidden` (the dialog
 * asks 'Save file?') it stays mounted, and when shown again the text takes the focus back.
 */
export default function CodeEditor({
  initial,
  language,
  label,
  onChange,
  hidden = false,
}: {
  initial: string;
  language: EditorLanguage;
  label: string;
  onChange: (text: string) => void;
  hidden?: boolean;
}) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const labelSlot = useRef(new Compartment());
  const themeSlot = useRef(new Compartment());
  const shown = useShownTheme();
  const shownNow = useRef(shown);
  const changed = useRef(onChange);
  const labelNow = useRef(label);
  useEffect(() => {
    changed.current = onChange;
    labelNow.current = label;
    shownNow.current = shown;
  });
  useEffect(() => {
    // The editor lives in a shadow root: CodeMirror then styles it through adopted style sheets,
    // which the page's Content-Security-Policy (no inline <style>) allows.
    const element = host.current!;
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const parent = document.createElement('div');
    shadow.replaceChildren(parent);
    const created = new EditorView({
      parent,
      root: shadow,
      state: EditorState.create({
        doc: initial,
        extensions: [
          basicSetup,
          THEME,
          LANGUAGES[language](),
          labelSlot.current.of(labelled(labelNow.current)),
          themeSlot.current.of(shownNow.current === 'dark' ? DARK : []),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    // The scroller can be reached with the keyboard (to scroll a long file) as well as the text itself.
    created.scrollDOM.tabIndex = 0;
    view.current = created;
    return () => {
      view.current = null;
      created.destroy();
    };
  }, [initial, language]);
  useEffect(() => {
    view.current?.dispatch({ effects: labelSlot.current.reconfigure(labelled(label)) });
  }, [label]);
  useEffect(() => {
    view.current?.dispatch({ effects: themeSlot.current.reconfigure(shown === 'dark' ? DARK : []) });
  }, [shown]);
  const wasHidden = useRef(hidden);
  useEffect(() => {
    if (wasHidden.current && !hidden) view.current?.focus();
    wasHidden.current = hidden;
  }, [hidden]);
  return <div ref={host} className="code-editor border rounded" data-testid="code-editor" />;
}
