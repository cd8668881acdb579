import { isApiError } from '../api/errors';
import type { MessageId } from '../i18n/messages';

/** The banner text for a failed dialog call: the status's own message, else 'Unknown error.' (spec §8). */
export function dialogErrorMessage(error: unknown, byStatus: Partial<Record<number, MessageId>> = {}): MessageId {
  if (isApiError(error)) {
    const message = byStatus[error.code];
    if (message) return message;
  }
  return 'error.unknown';
}
