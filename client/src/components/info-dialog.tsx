import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import { DialogFrame, useCloseDialog, type DialogFrameProps } from './dialog-frame';

/** A dialog that only informs: its one button closes it. */
export function InfoDialog({ children, ...frame }: DialogFrameProps) {
  const close = useCloseDialog(frame.onClose);
  return (
    <DialogFrame
      {...frame}
      footer={
        <Button variant="primary" onClick={close}>
          <FormattedMessage id="common.close" />
        </Button>
      }
    >
      {children}
    </DialogFrame>
  );
}
