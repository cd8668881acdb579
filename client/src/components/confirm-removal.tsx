import type { ReactNode } from 'react';
import type { CallPath, RequestBody } from '../api/client';
import { useChange } from '../api/changes';
import type { MessageId } from '../i18n/messages';
import type { Removed, ToastMessageId } from '../store/ui-slice';
import { ConfirmDeleteDialog, type DeleteTexts } from './confirm-delete-dialog';

export interface ConfirmRemovalProps<P extends CallPath> {
  /** The dialog's DOM id, `<thing>-<verb>-dialog`; its confirmation checkbox is `<thing>-<verb>-confirm`. */
  id: string;
  /** The catalogue prefix (`ConfirmDeleteDialog`'s `texts`). */
  texts: DeleteTexts;
  /** The names the question, the confirmation and the toast show. */
  values?: Record<string, string | number>;
  /** The removal: the contract's call and its body. */
  path: P;
  body: RequestBody<P>;
  /** The success toast's text (with `values`), and what its Undo puts back when it can. */
  toast: ToastMessageId;
  undo?: Removed;
  warning?: boolean;
  irreversible?: boolean;
  /** Ask for the "yes, I mean it" tick before the button works. */
  confirm?: boolean;
  errors?: Partial<Record<number, MessageId>>;
  children?: ReactNode;
}

/** A feature's removal dialog: one contract call on a confirmed click, its toast naming what went (`ConfirmDeleteDialog`). */
export function ConfirmRemoval<P extends CallPath>({ path, body, toast, undo, confirm, ...props }: ConfirmRemovalProps<P>) {
  const [remove] = useChange(path);
  return (
    <ConfirmDeleteDialog
      {...props}
      confirm={confirm ? props.id.replace(/-dialog$/, '-confirm') : undefined}
      call={() => remove(body).unwrap()}
      toast={{ id: toast, values: props.values, undo }}
    />
  );
}
