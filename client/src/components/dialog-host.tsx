import { Suspense, useEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import {
  ControlContext,
  DialogsContext,
  type DialogControl,
  type Dialogs,
  type PropsArgument,
  type SharedDialogFactories,
  type SharedDialogName,
  type SharedDialogs,
} from './dialog-context';
import { DialogBoundary } from './dialog-failed';
import { rememberFocus } from './focus-return';

interface Entry {
  key: number;
  element: ReactElement;
  show: boolean;
  onClosed?: () => void;
}

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
      const back = rememberFocus();
      const onClosed = () => {
        options?.onClosed?.();
        back();
      };
      const entry: Entry = { key: counter.current, element, show: true, onClosed };
      setState(({ current }) => (current ? { current: { ...current, show: false }, next: entry } : { current: entry, next: null }));
    };
    const open = <N extends SharedDialogName>(name: N, ...props: PropsArgument<N>) => show(shared[name]((props[0] ?? {}) as SharedDialogs[N]));
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
