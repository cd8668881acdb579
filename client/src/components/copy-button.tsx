import { useEffect, useRef, useState } from 'react';
import { Check2, Clipboard } from 'react-bootstrap-icons';
import { useIntl } from 'react-intl';

/** Puts text on the clipboard (older browsers and non-secure origins through a hidden text area). */
export async function writeClipboard(text: string) {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and non-secure origins.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/** An icon button that copies `value`; its accessible name says what it copies. */
export function CopyButton({ value, className }: { value: string; className?: string }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const label = copied
    ? intl.formatMessage({ id: 'copy.done' })
    : intl.formatMessage({ id: 'copy.label' }, { value });

  return (
    <button
      type="button"
      className={`btn btn-link btn-sm copy-button p-0 ms-1 align-baseline ${className ?? ''}`}
      aria-label={label}
      title={label}
      onClick={() => {
        writeClipboard(value).then(
          () => {
            setCopied(true);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => setCopied(false), 1500);
          },
          () => undefined,
        );
      }}
    >
      {copied ? <Check2 aria-hidden="true" /> : <Clipboard aria-hidden="true" />}
    </button>
  );
}
