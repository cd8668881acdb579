import type { ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import { BoxArrowUpRight } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';

/** Opens another site in a new tab, cut off from this one; nothing without an address. */
export function openExternal(url: string | undefined) {
  if (url) window.open(url, '_blank', 'noopener,noreferrer');
}

/** What every control that opens another tab ends with: the icon, and the words for screen readers. */
export function NewTab({ iconClassName = 'ms-1' }: { iconClassName?: string }) {
  return (
    <>
      <BoxArrowUpRight aria-hidden="true" className={iconClassName} />
      <span className="visually-hidden">
        {' '}
        <FormattedMessage id="common.newTab" />
      </span>
    </>
  );
}

/** A link to another site, in a new tab, saying so (styled as a button by its class, say). */
export function ExternalLink({ href, className, children }: { href: string | undefined; className?: string; children: ReactNode }) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <NewTab />
    </a>
  );
}

/** A button that opens another site in a new tab (an address that may be missing), saying so. */
export function ExternalButton({ url, children, ...button }: Omit<ButtonProps, 'onClick'> & { url: string | undefined }) {
  return (
    <Button {...button} onClick={() => openExternal(url)}>
      {children}
      <NewTab />
    </Button>
  );
}
