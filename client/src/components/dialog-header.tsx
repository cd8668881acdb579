import Modal from 'react-bootstrap/Modal';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** A dialog's title (named by `titleId` for aria-labelledby) and its translated close button. */
export function DialogHeader({ titleId, children }: { titleId: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Modal.Header closeButton closeLabel={intl.formatMessage({ id: 'common.close' })}>
      <Modal.Title as="h2" className="h5 text-break" id={titleId}>
        {children}
      </Modal.Title>
    </Modal.Header>
  );
}
