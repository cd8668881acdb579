import type { Domain } from '@panel/contract';
import { createContext, Suspense, useContext, useEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { DialogBoundary } from './dialog-failed';

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
}

export type SharedDialogName = keyof SharedDialogs;
export type SharedDialogFactories = { [N in SharedDialogName]: (props: SharedDialogs[N]) => ReactElement };

type PropsArgument<N extends SharedDialogName> = Record<string, never> extends SharedDialogs[N] ? [props?: SharedDialogs[N]] : [props: SharedDialogs[N]];

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

interface Entry {
  key: number;
  element: ReactElement;
  show: boolean;
  onClosed?: () => void;
}

const DialogsContext = createContext<Dialogs | null>(null);
const ControlContext = createContext<DialogControl | null>(null);

/**
 * Renders the one dialog that is shown. Each `show` is a new instance, so a dialog starts blank every
 * time and needs no reset; it keeps its props until it has faded out, so the subject in its title
 * (a domain name, say) stays while it closes. The host unmounts with the layout, taking any open
 * dialog and its backdrop with it (a lost session, say).
 */
export function DialogHost({ shared, children }: { shared: SharedDialogFactories; children: ReactNode }) {
  const [state, setState] = useState<{ current: Entry | null; next: Entry | null }>({ current: null, next: null });
  const { current } = state;
  const counter = useRef(0);
  // The dialog that has faded out, told once the host has drawn without it: the modal gives the
  // focus back as it goes, so what `onClosed` does with the focus comes after.
  const gone = useRef<Entry | null>(null);
  useEffect(() => {
    const entry = gone.current;
    gone.current = null;
    entry?.onClosed?.();
  }, [current]);

  const dialogs = useMemo<Dialogs>(() => {
    const show = (element: ReactElement, options?: { onClosed?: () => void }) => {
      counter.current += 1;
      const entry: Entry = { key: counter.current, element, show: true, onClosed: options?.onClosed };
      setState(({ current }) => (current ? { current: { ...current, show: false }, next: entry } : { current: entry, next: null }));
    };
    const open = <N extends SharedDialogName>(name: N, ...props: PropsArgument<N>) =>
      show(shared[name]((props[0] ?? {}) as SharedDialogs[N]));
    return { show, open };
  }, [shared]);

  const control = useMemo<DialogControl | null>(
    () =>
      current && {
        show: current.show,
        close: () => setState((s) => (s.current?.key === current.key && s.current.show ? { ...s, current: { ...s.current, show: false } } : s)),
        exited: () => {
          gone.current = current;
          setState((s) => (s.current?.key === current.key ? { current: s.next, next: null } : s));
        },
      },
    [current],
  );

  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      {current && (
        <ControlContext.Provider key={current.key} value={control}>
          <DialogBoundary>
            <Suspense fallback={null}>{current.element}</Suspense>
          </DialogBoundary>
        </ControlContext.Provider>
      )}
    </DialogsContext.Provider>
  );
}

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
