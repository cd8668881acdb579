import { memo, type Ref } from 'react';
import { markMatches, type LogFilter, type LogLine } from '../lib/log-lines';

/** One line, its filter matches in <mark> (as text, never markup); drawn again only when it changes. */
const LogRow = memo(function LogRow({ line, filter, isNew }: { line: LogLine; filter: LogFilter; isNew: boolean }) {
  return (
    <span className={isNew ? 'log-line log-line-new' : 'log-line'} data-testid={isNew ? 'log-line-new' : 'log-line'}>
      {markMatches(line, filter).map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text))}
    </span>
  );
});

/**
 * The lines of the log viewer, oldest first, in a box that scrolls both ways (or wraps); the lines
 * from `newFrom` on are marked as new. The scrolling itself (staying at the newest line) is the
 * dialog's, through the ref.
 */
export function LogLinesView({ ref, lines, filter, newFrom, wrap, label, onScroll }: {
  ref: Ref<HTMLPreElement>;
  lines: readonly LogLine[];
  filter: LogFilter;
  newFrom: number;
  wrap: boolean;
  label: string;
  onScroll: () => void;
}) {
  return (
    <pre
      ref={ref}
      className={`log-viewer bg-body-tertiary border rounded p-2 mb-0 small${wrap ? ' log-viewer-wrapped' : ''}`}
      tabIndex={0}
      aria-label={label}
      data-testid="log-viewer-text"
      onScroll={onScroll}
    >
      {lines.map((line) => (
        <LogRow key={line.seq} line={line} filter={filter} isNew={newFrom >= 0 && line.seq >= newFrom} />
      ))}
    </pre>
  );
}
