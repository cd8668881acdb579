import { useEffect, useRef } from 'react';
import { EditorView, lineNumbers } from '@codemirror/view';
import { EditorState } from '@codemirror/state';
import { unifiedMergeView } from '@codemirror/merge';
import { THEME, openView, useEditorTheme } from './editor-look';

/**
 * Changed lines marked in words as well as colour: a + before each added line, a − before each
 * removed one, on stronger tints than the merge view's own (which are faint in both themes).
 */
const MARKS = EditorView.theme({
  '.cm-changedLine': { backgroundColor: 'rgba(25, 135, 84, 0.2)' },
  '.cm-deletedChunk': { backgroundColor: 'rgba(220, 53, 69, 0.18)' },
  '.cm-line.cm-changedLine::before, .cm-deletedChunk > .cm-deletedLine::before': {
    display: 'inline-block',
    width: '2ch',
    fontWeight: '700',
  },
  '.cm-line.cm-changedLine::before': { content: '"+"', color: 'var(--bs-success-text-emphasis)' },
  '.cm-deletedChunk > .cm-deletedLine::before': { content: '"−"', color: 'var(--bs-danger-text-emphasis)' },
  '.cm-deletedChunk .cm-deletedLine, .cm-deletedChunk del': { textDecoration: 'line-through', color: 'var(--bs-danger-text-emphasis)' },
});

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
          MARKS,
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
