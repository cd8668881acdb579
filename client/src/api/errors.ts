/** The call a failure came from and when it failed (the server's clock, in ms), for support. */
export interface FailureReference {
  operation: string;
  at: number;
}

/** Every failed call ends as an ApiError: `code` is the HTTP status, or 0 when no reply arrived. */
export class ApiError extends Error {
  readonly code: number;
  readonly type: string;
  readonly field?: string;
  /** Seconds from a `Retry-After` header (sign-in throttling). */
  readonly retryAfter?: number;
  /** The sign-in's `twoFactorRequired` reply: what the code step sends back (extension twoFactor). */
  readonly challengeToken?: string;
  /** What a customer quotes to support: the call (`POST /domain/add`) and when it failed (server time, ms). */
  reference?: FailureReference;

  constructor(init: { code: number; type: string; message: string; field?: string; retryAfter?: number; challengeToken?: string }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.type = init.type;
    if (init.field !== undefined) this.field = init.field;
    if (init.retryAfter !== undefined) this.retryAfter = init.retryAfter;
    if (init.challengeToken !== undefined) this.challengeToken = init.challengeToken;
  }
}

/** A failed call as plain data, as RTK Query keeps it in the store (and a mutation's `unwrap` throws it). */
export type ApiFailure = Pick<ApiError, 'code' | 'type' | 'message' | 'field' | 'retryAfter' | 'reference'>;

/** Whether `error` is a failed call's: an `ApiError`, or its plain form. */
export function isApiError(error: unknown): error is ApiFailure {
  return failureCode(error) !== undefined && typeof (error as { message?: unknown }).message === 'string';
}

/** The plain form of a failure; anything that is not an `ApiError` is an unknown failure (code -1). */
export function toFailure(error: unknown): ApiFailure {
  if (!isApiError(error)) return { code: -1, type: 'unknown', message: error instanceof Error ? error.message : String(error) };
  const { code, type, message, field, retryAfter, reference } = error;
  return {
    code,
    type,
    message,
    ...(field !== undefined && { field }),
    ...(retryAfter !== undefined && { retryAfter }),
    ...(reference !== undefined && { reference: { ...reference } }),
  };
}

/** The status of a failed call (0: no reply arrived), from an `ApiError` or its plain form. */
export function failureCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, type } = error as Partial<Record<keyof ApiFailure, unknown>>;
  return typeof code === 'number' && typeof type === 'string' ? code : undefined;
}

/** Marks a failed call of `path` with its reference (once: the first failure's own stays); gives the error back. */
export function withReference(error: unknown, path: string, at: number): unknown {
  if (error instanceof ApiError) error.reference ??= { operation: `POST ${path}`, at };
  return error;
}

/** A 200 whose reply cannot be read (not JSON, or without what its reader needs). */
export function badReply(code = 200): ApiError {
  return new ApiError({ code, type: 'badReply', message: "The server's reply was not as expected" });
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

/** The contract's error type for a status, for an error body that does not name one. */
function typeOfStatus(status: number): string {
  const types: Record<number, string> = {
    400: 'validation',
    401: 'session',
    403: 'session',
    404: 'notFound',
    406: 'notAcceptable',
    409: 'conflict',
    412: 'precondition',
    429: 'throttled',
  };
  return types[status] ?? (status >= 500 ? 'internal' : 'unknown');
}

const MESSAGE_LIMIT = 300;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The message of an error body of any shape: the contract's `message`, or what other backends send
 * (`{error: "…"}`, `{error: {message: "…"}}`, `{detail: "…"}`, a short line of plain text); cut to
 * 300 characters. Undefined when there is none (HTML, an empty body, a number).
 */
function messageIn(body: unknown): string | undefined {
  let found: unknown;
  if (isRecord(body)) {
    const error = body.error;
    found = [body.message, error, isRecord(error) ? error.message : undefined, body.detail].find((value) => typeof value === 'string' && value.trim() !== '');
  } else if (typeof body === 'string' && !body.trimStart().startsWith('<')) {
    found = body.trim();
  }
  if (typeof found !== 'string' || found === '') return undefined;
  const line = found.replace(/\s+/g, ' ');
  return line.length > MESSAGE_LIMIT ? `${line.slice(0, MESSAGE_LIMIT - 1)}…` : line;
}

/**
 * Turns a non-2xx reply into an ApiError, whatever its body looks like (never throws): `body` is the
 * parsed JSON, or the raw text when the body was not JSON. A body of the contract's shape gives its
 * type, message and field; any other shape (another backend's `{error: "…"}`, text, HTML, nothing) a
 * type from the status ('notFound' for a 404, 'internal' for a 5xx …) and what message it has.
 */
export function errorFromReply(response: Response, body: unknown): ApiError {
  const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
  const status = response.status;
  const named = isRecord(body) && typeof body.type === 'string' && body.type !== '' ? body.type : undefined;
  const field = isRecord(body) && typeof body.field === 'string' ? body.field : undefined;
  return new ApiError({
    code: status,
    type: named ?? typeOfStatus(status),
    message: messageIn(body) ?? (response.statusText || `HTTP ${status}`),
    field,
    retryAfter,
    challengeToken: isRecord(body) && typeof body.challengeToken === 'string' ? body.challengeToken : undefined,
  });
}
