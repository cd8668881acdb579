import { isApiError } from '../../api/errors';
import type { MessageId } from '../../i18n/messages';

/** What a form of the two-factor dialog shows for a failed call: at a field, or above the form. */
export interface Shown {
  field?: { name: 'passcode' | 'password'; id: MessageId };
  banner?: { id: MessageId; values?: Record<string, number> };
  /** The state changed elsewhere (409): read it again. */
  stale?: boolean;
}

export function codeFailure(error: unknown): Shown {
  if (!isApiError(error)) return { banner: { id: 'security.failed' } };
  if (error.code === 400 && error.field === 'password') return { field: { name: 'password', id: 'security.wrongPassword' } };
  if (error.code === 400) return { field: { name: 'passcode', id: 'security.wrongCode' } };
  if (error.code === 409) return { stale: true };
  if (error.code === 429) return { banner: { id: 'security.throttled', values: { minutes: Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)) } } };
  if (error.code === 0) return { banner: { id: 'error.network' } };
  return { banner: { id: 'security.failed' } };
}
