import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { DialogFrame, useCloseDialog, type DialogFrameProps } from './dialog-frame';
import { strong } from './rich-text';

/** A catalogue prefix with `.title` and `.intro`: the dialog's title and its opening sentence. */
export type InfoDialogTexts = {
  [K in MessageId]: K extends `${infer P}.intro` ? (`${P}.title` extends MessageId ? P : never) : never;
}[MessageId];

/** The title and the opening sentence: given, or a catalogue prefix's (`texts`, the sentence with `values`, names in bold). */
export type InfoDialogWords =
  | { title: ReactNode; intro?: ReactNode; texts?: never; values?: never }
  | { texts: InfoDialogTexts; values?: Record<string, string>; title?: never; intro?: never };

export type InfoDialogProps = Omit<DialogFrameProps, 'title'> &
  InfoDialogWords & {
    introClassName?: string;
    /** Buttons of its own, before Close (Close stays the last). */
    actions?: ReactNode;
    closeVariant?: 'primary' | 'secondary';
  };

/**
 * A dialog that only informs (or whose actions are inside it): its opening sentence (`intro`, a
 * paragraph), the rest, and a button that closes it, after the `actions` it has of its own.
 */
export function InfoDialog({
  children,
  texts,
  values,
  title = texts && <FormattedMessage id={`${texts}.title`} />,
  intro = texts && <FormattedMessage id={`${texts}.intro`} values={{ ...values, strong }} />,
  introClassName,
  actions,
  closeVariant = 'primary',
  ...frame
}: InfoDialogProps) {
  const close = useCloseDialog(frame.onClose);
  return (
    <DialogFrame
      initialFocus="button"
      {...frame}
      title={title}
      footer={
        <>
          {actions}
          <Button variant={closeVariant} onClick={close}>
            <FormattedMessage id="common.close" />
          </Button>
        </>
      }
    >
      {intro !== undefined && <p className={introClassName}>{intro}</p>}
      {children}
    </DialogFrame>
  );
}
