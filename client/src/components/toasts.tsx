import { useEffect, useEffectEvent, useRef, useState, type FocusEvent } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckCircleFill, XCircleFill } from 'react-bootstrap-icons';
import { restore, restoredToast, restoreFailure } from '../lib/undo';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import type { Toast } from '../store/ui-slice';
import { toastDismissed, toastShown } from '../store/ui-slice';
import { LoadingButton } from './loading-button';
import { canRetry, FailureDetails } from './failure-banner';
import { toFailure } from '../api/errors';

/** Toasts live 3 seconds. */
export const TOAST_LIFE_MS = 3000;
/** A toast that offers Undo (and the error that may follow it) lives 10 seconds. */
export const UNDO_LIFE_MS = 10_000;

/**
 * How each kind is announced: a success is a polite status message; an error (a failed Undo)
 * interrupts as an alert. react-bootstrap's Toast always renders role="alert" and
 * aria-live="assertive", whatever it is given, so the Bootstrap markup is written out here.
 */
const announce = {
  success: { role: 'status', 'aria-live': 'polite' },
  error: { role: 'alert', 'aria-live': 'assertive' },
} as const;

const heading = { success: 'toast.success', error: 'toast.undoFailed' } as const;

/**
 * Calls `onEnd` once `life` has run, not counting the time it was `paused`; with `countdown`, gives
 * the whole seconds left as they pass. A re-render (a language change, another toast) does not restart it.
 */
function useLifetime(life: number, paused: boolean, countdown: boolean, onEnd: () => void) {
  const end = useEffectEvent(onEnd);
  const left = useRef(life);
  const [seconds, setSeconds] = useState(Math.ceil(life / 1000));
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const remaining = () => left.current - (Date.now() - started);
    const timer = setTimeout(() => end(), left.current);
    const tick = countdown ? setInterval(() => setSeconds(Math.max(0, Math.ceil(remaining() / 1000))), 250) : undefined;
    return () => {
      clearTimeout(timer);
      clearInterval(tick);
      left.current = remaining();
    };
  }, [paused, countdown]);
  return seconds;
}

/** Ctrl+Z (⌘Z on a Mac) outside fields and dialogs: the newest Undo on offer puts its removal back. */
const isUndoKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'z' && !event.defaultPrevented;

const typingOrDialog = (target: EventTarget | null) =>
  document.querySelector('.modal.show') !== null ||
  (target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select, [role="combobox"]') !== null));

/** The keys of the undo shortcut as this computer writes them. */
export const undoKeys = () => (/Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? '') ? '⌘ Z' : 'Ctrl Z');

function PanelToast({ toast, onClose, newestUndo }: { toast: Toast; onClose: (id: string) => void; newestUndo: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { undo, variant, retry } = toast;
  const lasting = undo !== undefined || variant === 'error';
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  // It stays while the keyboard is in it (and, for one offering Undo or telling an error, while the
  // pointer is over it), so anyone can reach its button in time (WCAG 2.2.1).
  const seconds = useLifetime(lasting ? UNDO_LIFE_MS : TOAST_LIFE_MS, focused || (lasting && hovered) || restoring, undo !== undefined, () =>
    onClose(toast.id),
  );
  useEffect(() => {
    if (toast.focus) close.current?.focus();
  }, [toast.focus]);

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  /**
   * Undo: the contract's own create call; then the result in a toast of its own, which takes the
   * focus when Undo was pressed from the keyboard (a click from Enter or Space has no pointer detail).
   */
  const putBack = async (removed: NonNullable<Toast['undo']>, fromKeyboard: boolean) => {
    const focus = fromKeyboard && (box.current?.contains(document.activeElement) ?? false);
    setRestoring(true);
    try {
      await restore(dispatch, removed);
      const { id, values } = restoredToast(removed);
      dispatch(toastShown(id, values, { focus }));
    } catch (error) {
      const failure = toFailure(error);
      const retry = canRetry(failure) ? removed : undefined;
      dispatch(toastShown(restoreFailure(removed, error), undefined, { variant: 'error', focus, failure, ...(retry && { retry }) }));
    }
    onClose(toast.id);
  };

  useEffect(() => {
    if (!newestUndo || !undo) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isUndoKey(event) || typingOrDialog(event.target) || restoring) return;
      event.preventDefault();
      void putBack(undo, false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  return (
    <div
      ref={box}
      className="toast show panel-toast"
      {...announce[variant]}
      aria-atomic="true"
      data-testid={`toast-${variant}`}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div className="toast-header">
        {variant === 'success' ? (
          <CheckCircleFill className="text-success me-2" aria-hidden="true" />
        ) : (
          <XCircleFill className="text-danger me-2" aria-hidden="true" />
        )}
        <strong className="me-auto">
          <FormattedMessage id={heading[variant]} />
        </strong>
        <CloseButton ref={close} aria-label={intl.formatMessage({ id: 'common.close' })} onClick={() => onClose(toast.id)} />
      </div>
      <div className="toast-body">
        <FormattedMessage id={toast.detail.id} values={toast.detail.values} />
        {toast.failure && <FailureDetails failure={toast.failure} />}
        {retry && (
          <LoadingButton variant="outline-danger" size="sm" className="mt-2" loading={restoring} onClick={(event) => void putBack(retry, event.detail === 0)}>
            <FormattedMessage id="common.retry" />
          </LoadingButton>
        )}
        {undo && (
          <div className="d-flex align-items-center gap-2 mt-2">
            <LoadingButton variant="outline-primary" size="sm" loading={restoring} onClick={(event) => void putBack(undo, event.detail === 0)}>
              <FormattedMessage id="toast.undo" />
            </LoadingButton>
            <span className="small text-body-secondary" data-testid="undo-shortcut">
              <FormattedMessage id="toast.undoShortcut" values={{ keys: <kbd key="keys">{undoKeys()}</kbd> }} />
            </span>
            <span className="small text-body-secondary ms-auto" aria-hidden="true" data-testid="undo-countdown">
              <FormattedMessage id="toast.undoCountdown" values={{ seconds }} />
            </span>
          </div>
        )}
      </div>
    </div>
  );
}

export function Toasts() {
  const toasts = useAppSelector((state) => state.ui.toasts);
  const dispatch = useAppDispatch();
  const dismiss = (id: string) => dispatch(toastDismissed(id));
  const newestUndo = toasts.findLast((toast) => toast.undo !== undefined)?.id;
  // The container is a live region that is always in the page, so a screen reader is already
  // watching it when a toast is added (a live region inserted with its text is often not read).
  return (
    <div className="toast-container position-fixed p-3 panel-toasts" aria-live="polite" aria-atomic="false" data-testid="toasts">
      {toasts.map((toast) => (
        <PanelToast key={toast.id} toast={toast} onClose={dismiss} newestUndo={toast.undo !== undefined && toast.id === newestUndo} />
      ))}
    </div>
  );
}
