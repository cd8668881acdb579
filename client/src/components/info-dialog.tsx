import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import { DialogFrame, type DialogFrameProps } from './dialog-frame';

/** A dialog that only informs: its one button closes it. */
export function InfoDialog({ children, ...frame }: DialogFrameProps) {
  return (
    <DialogFrame
      {...frame}
      footer={
        <Button variant="primary" onClick={frame.onHide}>
          <FormattedMessage id="common.close" />
        </Button>
      }
    >
      {children}
    </DialogFrame>
  );
}
