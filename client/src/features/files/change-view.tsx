import { useEffect, useRef } from 'react';
import { EditorView, lineNumbers } from '@codemirror/view';
import { EditorState } from '@codemirror/state';
import { unifiedMergeView } from '@codemirror/merge';
import { THEME, openView, useEditorTheme } from './editor-look';

/**
 * The difference between two texts in one read-only editor (CodeMirror's unified merge view: the
 * removed lines struck through above the added ones), so it reads at phone width too. Its own chunk,
 * loaded only when 'Review changes' or 'Compare' is first pressed.
 */
export default function ChangeView({ original, text, label }: { original: string; text: string; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const theme = useEditorTheme(view);
  useEffect(() => {
    const created = openView(
      host.current!,
      EditorState.create({
        doc: text,
        extensions: [
          lineNumbers(),
          THEME,
          EditorState.readOnly.of(true),
          EditorView.editable.of(false),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          unifiedMergeView({ original, mergeControls: false, gutter: true }),
          theme(),
        ],
      }),
    );
    view.current = created;
    return () => {
      view.current = null;
      created.destroy();
    };
  }, [original, text, label, theme]);
  return <div ref={host} className="code-editor border rounded" data-testid="change-view" />;
}
