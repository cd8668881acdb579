import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckCircleFill } from 'react-bootstrap-icons';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { toastDismissed } from '../store/ui-slice';

/** Spec §9: toasts live 3 seconds. */
export const TOAST_LIFE_MS = 3000;

export function Toasts() {
  const toasts = useAppSelector((state) => state.ui.toasts);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  return (
    <div aria-live="polite" aria-atomic="false" data-testid="toasts">
      <ToastContainer position="top-end" className="p-3 position-fixed panel-toasts" style={{ zIndex: 1090 }}>
        {toasts.map((toast) => (
          <Toast
            key={toast.id}
            autohide
            delay={TOAST_LIFE_MS}
            onClose={() => dispatch(toastDismissed(toast.id))}
            role="status"
            aria-live="polite"
          >
            <Toast.Header closeButton closeLabel={intl.formatMessage({ id: 'common.close' })}>
              <CheckCircleFill className="text-success me-2" aria-hidden="true" />
              <strong className="me-auto">
                <FormattedMessage id="toast.success" />
              </strong>
            </Toast.Header>
            <Toast.Body>
              <FormattedMessage id={toast.detail.id} values={toast.detail.values} />
            </Toast.Body>
          </Toast>
        ))}
      </ToastContainer>
    </div>
  );
}
