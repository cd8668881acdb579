import { useEffect, useRef } from 'react';
import { EditorView, basicSetup } from 'codemirror';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { StreamLanguage } from '@codemirror/language';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { php } from '@codemirror/lang-php';
import { properties } from '@codemirror/legacy-modes/mode/properties';
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
  const changed = useRef(onChange);
  const labelNow = useRef(label);
  useEffect(() => {
    changed.current = onChange;
    labelNow.current = label;
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
  const wasHidden = useRef(hidden);
  useEffect(() => {
    if (wasHidden.current && !hidden) view.current?.focus();
    wasHidden.current = hidden;
  }, [hidden]);
  return <div ref={host} className="code-editor border rounded" data-testid="code-editor" />;
}
