import { failureCode } from '../api/errors';
import type { MessageId } from '../i18n/messages';

/**
 * The banner text for a failed call in a dialog: the status's own message when the dialog has one;
 * 'Cannot connect to the server…' when no reply arrived (code 0); otherwise `fallback`, by default
 * 'Unknown error.'. Takes an `ApiError` or its plain form (an RTK Query error).
 */
export function dialogErrorMessage(error: unknown, byStatus: Partial<Record<number, MessageId>> = {}, fallback: MessageId = 'error.unknown'): MessageId {
  const code = failureCode(error);
  if (code === undefined) return fallback;
  return byStatus[code] ?? (code === 0 ? 'error.network' : fallback);
}
