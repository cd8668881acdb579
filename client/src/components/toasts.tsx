import { useEffect, useEffectEvent } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckCircleFill } from 'react-bootstrap-icons';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import type { Toast } from '../store/ui-slice';
import { toastDismissed } from '../store/ui-slice';

/** Toasts live 3 seconds. */
export const TOAST_LIFE_MS = 3000;

/**
 * How each kind is announced: a success is a polite status message; an error (none is toasted yet)
 * would interrupt as an alert. react-bootstrap's Toast always renders role="alert" and
 * aria-live="assertive", whatever it is given, so the Bootstrap markup is written out here.
 */
const announce = {
  success: { role: 'status', 'aria-live': 'polite' },
  error: { role: 'alert', 'aria-live': 'assertive' },
} as const;

function PanelToast({ toast, onClose }: { toast: Toast; onClose: (id: string) => void }) {
  const intl = useIntl();
  // The timer starts once: a re-render (a language change, another toast) does not restart it.
  const close = useEffectEvent(() => onClose(toast.id));
  useEffect(() => {
    const timer = setTimeout(() => close(), TOAST_LIFE_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="toast show panel-toast" {...announce.success} aria-atomic="true">
      <div className="toast-header">
        <CheckCircleFill className="text-success me-2" aria-hidden="true" />
        <strong className="me-auto">
          <FormattedMessage id="toast.success" />
        </strong>
        <CloseButton aria-label={intl.formatMessage({ id: 'common.close' })} onClick={() => onClose(toast.id)} />
      </div>
      <div className="toast-body">
        <FormattedMessage id={toast.detail.id} values={toast.detail.values} />
      </div>
    </div>
  );
}

export function Toasts() {
  const toasts = useAppSelector((state) => state.ui.toasts);
  const dispatch = useAppDispatch();
  const dismiss = (id: string) => dispatch(toastDismissed(id));
  // The container is a live region that is always in the page, so a screen reader is already
  // watching it when a toast is added (a live region inserted with its text is often not read).
  return (
    <div className="toast-container position-fixed top-0 end-0 p-3 panel-toasts" aria-live="polite" aria-atomic="false" data-testid="toasts">
      {toasts.map((toast) => (
        <PanelToast key={toast.id} toast={toast} onClose={dismiss} />
      ))}
    </div>
  );
}
