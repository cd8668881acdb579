import type { ReactNode } from 'react';
import Modal, { type ModalProps } from 'react-bootstrap/Modal';
import { useIntl } from 'react-intl';
import { useDialogControl } from './dialog-host';

export type DialogFrameProps = Pick<ModalProps, 'size' | 'fullscreen' | 'onEntered'> & {
  /** The stable DOM id (react-bootstrap puts it on `.modal-dialog`); the title is `${id}-title`. */
  id: string;
  title: ReactNode;
  children: ReactNode;
  /** Runs when the user closes the dialog (its button, ×, Escape), just before it closes. */
  onClose?: () => void;
};

/**
 * The modal every dialog sits in, shown and closed by the dialog host: named by its title, with a
 * translated close button, the body and the footer. Given `onSubmit`, one form holds all three, so
 * Enter in a field submits. A plain form: react-bootstrap's Form would bring its whole family into
 * every chunk with a dialog.
 */
export function DialogFrame({ id, title, footer, onSubmit, onClose, children, ...modal }: DialogFrameProps & { footer: ReactNode; onSubmit?: () => void }) {
  const intl = useIntl();
  const { show, close, exited } = useDialogControl();
  const titleId = `${id}-title`;
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
