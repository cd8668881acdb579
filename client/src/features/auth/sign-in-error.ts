import { isApiError } from '../../api/errors';
import type { MessageId } from '../../i18n/messages';

export interface SignInError {
  id: MessageId;
  values?: Record<string, number>;
}

/** What the sign-in form says for a failed attempt. */
export function signInErrorMessage(error: unknown): SignInError {
  if (!isApiError(error)) return { id: 'error.unknown' };
  if (error.type === 'badReply') return { id: 'error.badReply' };
  switch (error.code) {
    case 0:
      return { id: 'error.network' };
    case 403:
      return { id: 'login.error.credentials' };
    case 429:
      return error.retryAfter !== undefined && error.retryAfter > 0
        ? { id: 'login.error.throttled', values: { minutes: Math.max(1, Math.ceil(error.retryAfter / 60)) } }
        : { id: 'login.error.throttledLater' };
    default:
      return { id: 'error.unknown' };
  }
}
