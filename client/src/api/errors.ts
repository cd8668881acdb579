/** Every failed call ends as an ApiError: `code` is the HTTP status, or 0 when no reply arrived. */
export class ApiError extends Error {
  readonly code: number;
  readonly type: string;
  readonly field?: string;
  /** Seconds from a `Retry-After` header (sign-in throttling). */
  readonly retryAfter?: number;

  constructor(init: { code: number; type: string; message: string; field?: string; retryAfter?: number }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.type = init.type;
    if (init.field !== undefined) this.field = init.field;
    if (init.retryAfter !== undefined) this.retryAfter = init.retryAfter;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A failed call as plain data, as RTK Query keeps it in the store. */
export type ApiFailure = Pick<ApiError, 'code' | 'type' | 'message' | 'field' | 'retryAfter'>;

/** The plain form of a failure; anything that is not an `ApiError` is an unknown failure (code -1). */
export function toFailure(error: unknown): ApiFailure {
  if (!isApiError(error)) return { code: -1, type: 'unknown', message: error instanceof Error ? error.message : String(error) };
  const { code, type, message, field, retryAfter } = error;
  return { code, type, message, ...(field !== undefined && { field }), ...(retryAfter !== undefined && { retryAfter }) };
}

/** The status of a failed call (0: no reply arrived), from an `ApiError` or its plain form. */
export function failureCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, type } = error as Partial<Record<keyof ApiFailure, unknown>>;
  return typeof code === 'number' && typeof type === 'string' ? code : undefined;
}

export function networkError(): ApiError {
  return new ApiError({ code: 0, type: 'networkError', message: 'Network error' });
}

/** `Retry-After` is either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * Turns a non-2xx reply into an ApiError, whatever its body looks like: `body` is the parsed JSON,
 * or the raw text when the body was not JSON.
 */
export function errorFromReply(response: Response, body: unknown): ApiError {
  const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
  if (body && typeof body === 'object' && typeof (body as { type?: unknown }).type === 'string') {
    const { type, message, field } = body as { type: string; message?: unknown; field?: unknown };
    return new ApiError({
      code: response.status,
      type,
      message: typeof message === 'string' ? message : response.statusText,
      field: typeof field === 'string' ? field : undefined,
      retryAfter,
    });
  }
  return new ApiError({
    code: response.status,
    type: 'unknown',
    message: response.statusText || `HTTP ${response.status}`,
    retryAfter,
  });
}
