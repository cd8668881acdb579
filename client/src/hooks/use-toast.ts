import { useCallback } from 'react';
import { useAppDispatch } from '../store/hooks';
import type { MessageId } from '../i18n/messages';
import { toastShown, type MessageValues, type ToastOptions } from '../store/ui-slice';

/** Shows a toast with the given detail line: a success unless `options` say otherwise, with Undo when given what was removed. */
export function useToast() {
  const dispatch = useAppDispatch();
  return useCallback((detail: MessageId, values?: MessageValues, options?: ToastOptions) => dispatch(toastShown(detail, values, options)), [dispatch]);
}
