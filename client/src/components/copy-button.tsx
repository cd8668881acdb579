import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { cachedMessage } from '../lib/cached-message';
import { rowIcons } from './icons';

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

/**
 * An icon button that copies `value`; its accessible name says what it copies. The check mark
 * belongs to the value copied: a table row that is reused for another value (rows are kept by
 * position, see the domains table) shows the copy icon again.
 */
export function CopyButton({ value, className }: { value: string; className?: string }) {
  const intl = useIntl();
  const [copiedValue, setCopiedValue] = useState<string | null>(null);
  const copied = copiedValue === value;
  // No effect to clear the timer on unmount: a page of rows holds 100 copy buttons, and an effect
  // each is work on every mount and unmount; a late reset of an unmounted button does nothing.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A row shown again (another keystroke, another page) asks for the same label again.
  const label = copied ? cachedMessage(intl, 'copy.done') : cachedMessage(intl, 'copy.label', { value });

  return (
    <button
      type="button"
      className={`btn btn-link btn-sm copy-button p-0 ms-1 align-baseline ${className ?? ''}`}
      aria-label={label}
      title={label}
      onClick={() => {
        writeClipboard(value).then(
          () => {
            setCopiedValue(value);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => setCopiedValue(null), 1500);
          },
          () => undefined,
        );
      }}
    >
      {copied ? rowIcons.check : rowIcons.clipboard}
    </button>
  );
}
