import { useState } from 'react';
import { useAppDispatch } from '../app/hooks';
import type { MessageId } from '../i18n/messages';
import { dialogErrorMessage } from '../lib/dialog-error';
import { listsMerged, type ListsPatch } from '../store/account-slice';
import type { Toast } from '../store/ui-slice';
import { useToast } from './use-toast';

export interface DialogCallOptions<T> {
  /** The banner text for a failing status (say 409); any other failure reads 'Unknown error.' */
  errors?: Partial<Record<number, MessageId>>;
  /** The success toast's detail line. */
  toast: Toast['detail'];
  /** Anything more to do with the reply before the dialog closes. */
  onSuccess?: (reply: T) => void;
}

/**
 * The call behind a dialog's submit button, feeding `FormDialog`'s `loading` and `failure`.
 *
 * On success the reply's lists go into the store (most calls answer with the contract's `Lists`;
 * any other reply leaves the store alone), the toast shows and `onHide` closes the dialog. `loading`
 * then holds until `reset` (on the dialog's exit), so the button keeps its spinner while the dialog
 * fades out. On failure the dialog stays open with the banner for the status. A 403 signs out in
 * the API client unless the call itself says otherwise.
 */
export function useDialogCall(onHide: () => void) {
  const dispatch = useAppDispatch();
  const showToast = useToast();
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<MessageId | null>(null);

  const run = async <T>(call: () => Promise<T>, { errors, toast, onSuccess }: DialogCallOptions<T>) => {
    setFailure(null);
    setLoading(true);
    let reply: T;
    try {
      reply = await call();
    } catch (error) {
      setFailure(dialogErrorMessage(error, errors));
      setLoading(false);
      return;
    }
    dispatch(listsMerged(reply as ListsPatch));
    showToast(toast.id, toast.values);
    onSuccess?.(reply);
    onHide();
  };

  const reset = () => {
    setFailure(null);
    setLoading(false);
  };

  return { loading, failure, run, reset };
}
