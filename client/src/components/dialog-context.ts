// What a dialog and whoever shows one share with the host: the contexts and their hooks. The host
// (dialog-host.tsx) provides them; the dialog frame and every screen only read them, so no dialog
// imports the host.
import type { Domain, LogType } from '@panel/contract';
import { createContext, useContext, type ReactElement } from 'react';

/**
 * The dialogs a screen of another feature opens, by name, with their props. Features never import
 * each other, so such a dialog is opened as `open('changePassword')` and `app/` says how each one is
 * drawn (`DialogHost`'s `shared`). A dialog used only inside its own feature needs no entry here.
 */
export interface SharedDialogs {
  changePassword: Record<string, never>;
  /** Add a domain (the domains screen's dialog, opened by the "Add a domain first" prompts). */
  addDomain: Record<string, never>;
  /** The PHP version of a domain (the domains screen's dialog, opened from advanced settings). */
  phpVersion: { domain: Domain };
  /** A domain's access or error log (the logs feature's viewer, opened from the domains' row menu), an error log filtered to a severity when `level` says. */
  logViewer: { domain: string; type?: LogType; level?: 'error' | 'warn' | 'notice' };
  /** A free certificate for a domain, or a new one in place of its own (`renew`) (the SSL feature's dialog, opened from the domains' row menu). */
  generateCertificate: { domain: string; renew?: boolean };
  /** Where you are signed in (the sessions extension's dialog, opened from the user menu and the palette). */
  sessions: Record<string, never>;
  /** Two-factor sign-in (the twoFactor extension's dialog, opened from the user menu and the palette). */
  twoFactor: Record<string, never>;
  /** The file trash (the fileTrash extension's dialog, opened from the file browser and the palette). */
  trash: Record<string, never>;
  /** A domain's visitor statistics (the visitorStats extension's dialog, opened from the domains' row menu and the palette). */
  visitorStats: { domain: string };
  /** A domain's DNS zone (the dnsZone extension's dialog, opened from the domains' row menu, the palette and the DNS information dialogs). */
  dnsZone: { domain: string };
  /** A domain's SPF, DKIM and DMARC with the one-step fix (the mailAuth extension's dialog, opened from the domains' and e-mail screens' badges, Needs attention and the palette); without a domain, the first that needs it. */
  mailAuth: { domain?: string };
  /** A mailbox's automatic reply (the autoresponder extension's dialog, opened from the mailbox's row menu and badge and the palette); without an address, a mailbox is chosen first. */
  autoreply: { address?: string };
  /** A mailbox's forwarding (the mailboxForwarding extension's dialog, opened from the mailbox's row menu and badge and the palette); without an address, a mailbox is chosen first. */
  forwarding: { address?: string };
  /** The spam filter (the spamFilter extension's dialog, opened from the mailbox's row menu, the filters tab and the palette): a mailbox's by its address, else a domain's default (chosen in the dialog without one). */
  spamFilter: { address?: string; domain?: string };
}

export type SharedDialogName = keyof SharedDialogs;
export type SharedDialogFactories = { [N in SharedDialogName]: (props: SharedDialogs[N]) => ReactElement };

export type PropsArgument<N extends SharedDialogName> = Record<string, never> extends SharedDialogs[N] ? [props?: SharedDialogs[N]] : [props: SharedDialogs[N]];

export interface Dialogs {
  /**
   * Shows a dialog: `show(<RemoveDomainDialog domain={name} />)`. One dialog is open at a time: a
   * dialog already open closes first and the new one opens once the old one has faded out.
   * `onClosed` runs once it has faded out and given the focus back (to what opened it): the place to
   * move the focus elsewhere when that is gone.
   */
  show: (dialog: ReactElement, options?: { onClosed?: () => void }) => void;
  /** Shows a dialog another feature owns (see `SharedDialogs`). */
  open: <N extends SharedDialogName>(name: N, ...props: PropsArgument<N>) => void;
}

/** What a shown dialog needs from the host: whether it is shown, how to close, when it has faded out. */
export interface DialogControl {
  show: boolean;
  close: () => void;
  exited: () => void;
}

export const DialogsContext = createContext<Dialogs | null>(null);
export const ControlContext = createContext<DialogControl | null>(null);

/** Shows dialogs from a screen, a menu or a dialog. */
export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs() needs a <DialogHost> above it');
  return dialogs;
}

/** Inside a dialog shown by the host: whether it is shown, and how to close it. */
export function useDialogControl(): DialogControl {
  const control = useContext(ControlContext);
  if (!control) throw new Error('A dialog is shown through useDialogs().show(), not rendered directly');
  return control;
}
