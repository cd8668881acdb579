import { useEffect, useRef, type RefObject } from 'react';
import { EditorView, basicSetup } from 'codemirror';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { StreamLanguage } from '@codemirror/language';
import { openSearchPanel } from '@codemirror/search';
import { useIntl, type IntlShape } from 'react-intl';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { php } from '@codemirror/lang-php';
import { properties } from '@codemirror/legacy-modes/mode/properties';
import { THEME, openView, useEditorTheme } from './editor-look';
import type { EditorLanguage } from './paths';

/** What the dialog can do to the living editor: put a text back (undoable), open search & replace. */
export type EditorControl = { replace: (text: string) => void; search: () => void };

/** CodeMirror's own words (the search panel, Go to line) in the panel's language. */
const phrases = (intl: IntlShape) =>
  EditorState.phrases.of({
    Find: intl.formatMessage({ id: 'files.editor.search.find' }),
    Replace: intl.formatMessage({ id: 'files.editor.search.replace' }),
    next: intl.formatMessage({ id: 'files.editor.search.next' }),
    previous: intl.formatMessage({ id: 'files.editor.search.previous' }),
    all: intl.formatMessage({ id: 'files.editor.search.all' }),
    'match case': intl.formatMessage({ id: 'files.editor.search.matchCase' }),
    regexp: intl.formatMessage({ id: 'files.editor.search.regexp' }),
    'by word': intl.formatMessage({ id: 'files.editor.search.byWord' }),
    replace: intl.formatMessage({ id: 'files.editor.search.replaceOne' }),
    'replace all': intl.formatMessage({ id: 'files.editor.search.replaceAll' }),
    close: intl.formatMessage({ id: 'files.editor.search.close' }),
  });

const LANGUAGES: Record<EditorLanguage, () => Extension> = {
  css: () => css(),
  html: () => html(),
  ini: () => StreamLanguage.define(properties),
  js: () => javascript(),
  php: () => php(),
  plain: () => [],
};

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
  controlRef,
}: {
  initial: string;
  language: EditorLanguage;
  label: string;
  onChange: (text: string) => void;
  hidden?: boolean;
  controlRef?: RefObject<EditorControl | null>;
}) {
  const intl = useIntl();
  const phraseSlot = useRef(new Compartment());
  const intlNow = useRef(intl);
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const labelSlot = useRef(new Compartment());
  const theme = useEditorTheme(view);
  const changed = useRef(onChange);
  const labelNow = useRef(label);
  useEffect(() => {
    changed.current = onChange;
    labelNow.current = label;
    intlNow.current = intl;
  });
  useEffect(() => {
    const created = openView(
      host.current!,
      EditorState.create({
        doc: initial,
        extensions: [
          basicSetup,
          THEME,
          LANGUAGES[language](),
          labelSlot.current.of(labelled(labelNow.current)),
          theme(),
          phraseSlot.current.of(phrases(intlNow.current)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    );
    view.current = created;
    if (controlRef) {
      controlRef.current = {
        replace: (text) => {
          created.dispatch({ changes: { from: 0, to: created.state.doc.length, insert: text } });
          created.focus();
        },
        search: () => {
          openSearchPanel(created);
        },
      };
    }
    return () => {
      if (controlRef) controlRef.current = null;
      view.current = null;
      created.destroy();
    };
  }, [initial, language, controlRef, theme]);
  useEffect(() => {
    view.current?.dispatch({ effects: phraseSlot.current.reconfigure(phrases(intl)) });
  }, [intl]);
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
