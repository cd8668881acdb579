import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import Modal, { type ModalProps } from 'react-bootstrap/Modal';
import { useIntl } from 'react-intl';
import { useDialogControl } from './dialog-context';

export type DialogFrameProps = Pick<ModalProps, 'size' | 'fullscreen' | 'onEntered'> & {
  /** The stable DOM id (react-bootstrap puts it on `.modal-dialog`); the title is `${id}-title`. */
  id: string;
  title: ReactNode;
  children: ReactNode;
  /** Runs when the user closes the dialog (its button, ×, Escape), just before it closes. */
  onClose?: () => void;
  /**
   * What has the focus as it opens: its first field (a field with `autoFocus` wins), or the footer's
   * first button — a confirmation's Cancel, the safe choice; an information dialog's Close.
   */
  initialFocus?: 'field' | 'button';
};

const FIELDS =
  'input:not([type=hidden]):not([disabled]):not([readonly]), select:not([disabled]), textarea:not([disabled]):not([readonly]), [contenteditable=true]';
const TAB_STOPS =
  'a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable=true]';

const shown = (element: HTMLElement) => element.checkVisibility({ visibilityProperty: true });

/**
 * The focus as a dialog opens (client/README.md, the dialog pattern): on its first field, or on the footer's first button (Cancel,
 * the safe choice; Close in a dialog that only informs) when it has no field or is a confirmation.
 * A field that took the focus itself (`autoFocus`) keeps it.
 */
function focusOnOpen(box: HTMLElement | null, initial: 'field' | 'button') {
  const modal = box?.closest<HTMLElement>('.modal');
  if (!box || !modal) return;
  const active = document.activeElement;
  if (active && active !== modal && modal.contains(active)) return;
  const field = initial === 'field' ? [...box.querySelectorAll<HTMLElement>(`.modal-body :is(${FIELDS})`)].find(shown) : undefined;
  (field ?? box.querySelector<HTMLElement>('.modal-footer .btn'))?.focus();
}

/** Tab from the last control goes round to the first, Shift+Tab from the first to the last: the focus never leaves an open dialog. */
function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const stops = [...event.currentTarget.querySelectorAll<HTMLElement>(TAB_STOPS)].filter((stop) => stop.tabIndex >= 0 && shown(stop));
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const to = event.shiftKey ? (active === first || !event.currentTarget.contains(active) ? last : null) : active === last ? first : null;
  if (to) {
    event.preventDefault();
    to.focus();
  }
}

/**
 * The modal every dialog sits in, shown and closed by the dialog host: named by its title, with a
 * translated close button, the body and the footer. Given `onSubmit`, one form holds all three, so
 * Enter in a field submits. A plain form: react-bootstrap's Form would bring its whole family into
 * every chunk with a dialog.
 */
export function DialogFrame({
  id,
  title,
  footer,
  onSubmit,
  onClose,
  initialFocus = 'field',
  children,
  ...modal
}: DialogFrameProps & { footer: ReactNode; onSubmit?: () => void }) {
  const intl = useIntl();
  const { show, close, exited } = useDialogControl();
  const titleId = `${id}-title`;
  // A control that had the focus may go (a wizard's next step, a result in place of the form): the
  // focus then comes back to the dialog's first field or button instead of falling to the page.
  const rescue = useRef<MutationObserver | null>(null);
  useEffect(() => () => rescue.current?.disconnect(), []);
  const opened = () => {
    const box = document.getElementById(id);
    focusOnOpen(box, initialFocus);
    const modal = box?.closest('.modal');
    if (!box || !modal) return;
    rescue.current?.disconnect();
    rescue.current = new MutationObserver(() => {
      if (!document.activeElement || document.activeElement === document.body) focusOnOpen(box, initialFocus);
    });
    rescue.current.observe(modal, { childList: true, subtree: true });
  };
  const content = (
    <>
      <Modal.Header closeButton closeLabel={intl.formatMessage({ id: 'common.close' })}>
        <Modal.Title as="h2" className="h5 text-break" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>{footer}</Modal.Footer>
    </>
  );
  return (
    <Modal
      {...modal}
      show={show}
      onHide={() => {
        onClose?.();
        close();
      }}
      onExited={exited}
      // Before react-bootstrap would focus the box itself: the box is shown (display: block) by then.
      onShow={opened}
      onExit={() => rescue.current?.disconnect()}
      onKeyDown={keepTabInside}
      id={id}
      aria-labelledby={titleId}
      centered
    >
      {onSubmit ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {content}
        </form>
      ) : (
        content
      )}
    </Modal>
  );
}

/** The close control of the dialog this is rendered in, for footer buttons. */
export function useCloseDialog(onClose?: () => void) {
  const { close } = useDialogControl();
  return () => {
    onClose?.();
    close();
  };
}
