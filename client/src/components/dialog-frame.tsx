import type { ReactNode } from 'react';
import Modal, { type ModalProps } from 'react-bootstrap/Modal';
import { useIntl } from 'react-intl';

export type DialogFrameProps = Pick<ModalProps, 'size' | 'fullscreen' | 'onEntered' | 'onExited'> & {
  /** The stable DOM id (react-bootstrap puts it on `.modal-dialog`); the title is `${id}-title`. */
  id: string;
  show: boolean;
  onHide: () => void;
  title: ReactNode;
  children: ReactNode;
};

/**
 * The modal every dialog sits in: named by its title, with a translated close button, the body and
 * the footer. Given `onSubmit`, one form holds all three, so Enter in a field submits. A plain form:
 * react-bootstrap's Form would bring its whole family into every chunk with a dialog.
 */
export function DialogFrame({ id, title, footer, onSubmit, children, ...modal }: DialogFrameProps & { footer: ReactNode; onSubmit?: () => void }) {
  const intl = useIntl();
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
    <Modal {...modal} id={id} aria-labelledby={titleId} centered>
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
