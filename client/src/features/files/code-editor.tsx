import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { EditorView, basicSetup } from 'codemirror';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { StreamLanguage } from '@codemirror/language';
import { openSearchPanel } from '@codemirror/search';
import { useIntl, type IntlShape } from 'react-intl';
import { Switch } from '../../components/switch';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { php } from '@codemirror/lang-php';
import { properties } from '@codemirror/legacy-modes/mode/properties';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/use-media-query';
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

const WRAP_KEY = 'hosting-panel/editor-wrap';

/** The wrap choice this browser made, if it made one (storage may be unavailable). */
function storedWrap(): boolean | null {
  try {
    const value = localStorage.getItem(WRAP_KEY);
    return value === null ? null : value === 'true';
  } catch {
    return null;
  }
}

/**
 * Whether long lines wrap: as last chosen in this browser, else on for a phone (no room to scroll
 * sideways) and off for wider screens (code keeps its lines).
 */
function useLineWrap(): [boolean, (wrap: boolean) => void] {
  const phone = useMediaQuery(PHONE_QUERY);
  const [chosen, setChosen] = useState(storedWrap);
  const choose = useCallback((wrap: boolean) => {
    setChosen(wrap);
    try {
      localStorage.setItem(WRAP_KEY, String(wrap));
    } catch {
      // Not kept: the choice holds for this editor only.
    }
  }, []);
  return [chosen ?? phone, choose];
}

const wrapping = (wrap: boolean) => (wrap ? EditorView.lineWrapping : []);

/**
 * CodeMirror 6 with line numbers and highlighting for the file's language. Its own chunk: the
 * file browser loads it only when a file is opened. The view is made once per file: a new label (a
 * language switch) is set on the living view, so nothing typed is lost, and so is the wrap switch's
 * choice; while `hidden` (the dialog asks 'Save file?') it stays mounted, and when shown again the
 * text takes the focus back.
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
  const wrapSlot = useRef(new Compartment());
  const [wrap, setWrap] = useLineWrap();
  const wrapNow = useRef(wrap);
  const hiddenNow = useRef(hidden);
  const theme = useEditorTheme(view);
  const changed = useRef(onChange);
  const labelNow = useRef(label);
  useEffect(() => {
    changed.current = onChange;
    labelNow.current = label;
    wrapNow.current = wrap;
    hiddenNow.current = hidden;
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
          wrapSlot.current.of(wrapping(wrapNow.current)),
          theme(),
          phraseSlot.current.of(phrases(intlNow.current)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    );
    view.current = created;
    // The text takes the focus as it opens (the dialog's first field), so typing goes straight in.
    if (!hiddenNow.current) created.focus();
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
  useEffect(() => {
    view.current?.dispatch({ effects: wrapSlot.current.reconfigure(wrapping(wrap)) });
  }, [wrap]);
  const wasHidden = useRef(hidden);
  useEffect(() => {
    if (wasHidden.current && !hidden) view.current?.focus();
    wasHidden.current = hidden;
  }, [hidden]);
  return (
    <div className="editor-frame">
      <div className="editor-toolbar d-flex justify-content-end mb-1">
        <Switch id="editor-wrap" label="files.editor.wrap" checked={wrap} onChange={setWrap} className="small" />
      </div>
      <div ref={host} className="code-editor border rounded" data-testid="code-editor" />
    </div>
  );
}
