import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import { DialogFrame, useCloseDialog, type DialogFrameProps } from './dialog-frame';

/** A dialog that only informs: its opening sentence (`intro`, a paragraph), the rest, and one button that closes it. */
export function InfoDialog({ children, intro, introClassName, ...frame }: DialogFrameProps & { intro?: ReactNode; introClassName?: string }) {
  const close = useCloseDialog(frame.onClose);
  return (
    <DialogFrame
      initialFocus="button"
      {...frame}
      footer={
        <Button variant="primary" onClick={close}>
          <FormattedMessage id="common.close" />
        </Button>
      }
    >
      {intro !== undefined && <p className={introClassName}>{intro}</p>}
      {children}
    </DialogFrame>
  );
}
