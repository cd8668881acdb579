import { memo, type Ref } from 'react';
import { markMatches, type LogFilter, type LogLine } from './log-lines';

/**
 * One line, the matches of the text and address filters in <mark> (as text, never markup); drawn
 * again only when it or what it marks changes (not for another status class, nor for lines added).
 */
const LogRow = memo(function LogRow({ line, text, address, isNew }: { line: LogLine; text: string; address: string; isNew: boolean }) {
  return (
    <span className={isNew ? 'log-line log-line-new' : 'log-line'} data-testid={isNew ? 'log-line-new' : 'log-line'}>
      {markMatches(line, { text, address, status: '' }).map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text))}
    </span>
  );
});

/**
 * The lines of the log viewer, oldest first, in a box that scrolls both ways (or wraps); the lines
 * from `newFrom` on are marked as new. The scrolling itself (staying at the newest line) is the
 * dialog's, through the ref.
 */
export function LogLinesView({
  ref,
  lines,
  filter,
  newFrom,
  wrap,
  label,
  onScroll,
}: {
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
        <LogRow key={line.seq} line={line} text={filter.text} address={filter.address} isNew={newFrom >= 0 && line.seq >= newFrom} />
      ))}
    </pre>
  );
}
