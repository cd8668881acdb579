import { useEffect, useRef } from 'react';
import { EditorView, lineNumbers } from '@codemirror/view';
import { Compartment, EditorState } from '@codemirror/state';
import { unifiedMergeView } from '@codemirror/merge';
import { useShownTheme } from '../../hooks/use-theme';
import { DARK, THEME } from './editor-look';

/**
 * The difference between two texts in one read-only editor (CodeMirror's unified merge view: the
 * removed lines struck through above the added ones), so it reads at phone width too. Its own chunk,
 * loaded only when 'Review changes' or 'Compare' is first pressed.
 */
export default function ChangeView({ original, text, label }: { original: string; text: string; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  const themeSlot = useRef(new Compartment());
  const view = useRef<EditorView | null>(null);
  const shown = useShownTheme();
  const shownNow = useRef(shown);
  useEffect(() => {
    shownNow.current = shown;
  });
  useEffect(() => {
    const element = host.current!;
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const parent = document.createElement('div');
    shadow.replaceChildren(parent);
    const created = new EditorView({
      parent,
      root: shadow,
      state: EditorState.create({
        doc: text,
        extensions: [
          lineNumbers(),
          THEME,
          EditorState.readOnly.of(true),
          EditorView.editable.of(false),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          unifiedMergeView({ original, mergeControls: false, gutter: true }),
          themeSlot.current.of(shownNow.current === 'dark' ? DARK : []),
        ],
      }),
    });
    created.scrollDOM.tabIndex = 0;
    view.current = created;
    return () => {
      view.current = null;
      created.destroy();
    };
  }, [original, text, label]);
  useEffect(() => {
    view.current?.dispatch({ effects: themeSlot.current.reconfigure(shown === 'dark' ? DARK : []) });
  }, [shown]);
  return <div ref={host} className="code-editor border rounded" data-testid="change-view" />;
}
