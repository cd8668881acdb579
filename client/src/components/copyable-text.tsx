import { CopyButton } from './copy-button';

/**
 * A value and its copy button, on one line; a long value ends in an ellipsis (whole in its tooltip
 * and in the copy), or links to it in a new tab with `href`.
 */
export function CopyableText({ value, className, href, testId }: { value: string; className?: string; href?: string; testId?: string }) {
  const textClass = `copyable-text text-truncate ${className ?? ''}`;
  return (
    <div className="copyable d-flex align-items-center">
      {href ? (
        <a className={textClass} href={href} target="_blank" rel="noopener noreferrer" title={value} data-testid={testId}>
          {value}
        </a>
      ) : (
        <span className={textClass} title={value} data-testid={testId}>
          {value}
        </span>
      )}
      <CopyButton value={value} className="flex-shrink-0" />
    </div>
  );
}
