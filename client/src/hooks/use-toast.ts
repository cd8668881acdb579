import { useCallback } from 'react';
import { useAppDispatch } from '../store/hooks';
import type { MessageId } from '../i18n/messages';
import { toastShown, type MessageValues } from '../store/ui-slice';

/** Shows the success toast with the given detail line. */
export function useToast() {
  const dispatch = useAppDispatch();
  return useCallback((detail: MessageId, values?: MessageValues) => dispatch(toastShown(detail, values)), [dispatch]);
}
