import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '@panel/contract/generated';
import { ApiError, errorFromReply, networkError } from './errors';

/** Every operation of the contract is a POST; these are their paths. */
export type ApiPath = {
  [P in keyof paths]: paths[P] extends { post: object } ? P : never;
}[keyof paths];

type Operation<P extends ApiPath> = paths[P] extends { post: infer O } ? O : never;

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON body an operation takes (an empty object for operations without one). */
export type RequestBody<P extends ApiPath> =
  Operation<P> extends { requestBody: infer R }
    ? [JsonContent<R>] extends [never]
      ? Record<string, never>
      : JsonContent<R>
    : Operation<P> extends { requestBody?: infer R }
      ? [JsonContent<NonNullable<R>>] extends [never]
        ? Record<string, never>
        : JsonContent<NonNullable<R>>
      : Record<string, never>;

/** The JSON reply of an operation's 200 answer. */
export type Reply<P extends ApiPath> =
  Operation<P> extends { responses: { 200: infer R } } ? JsonContent<R> : unknown;

export interface CallOptions {
  /**
   * A 403 normally means the session is gone and logs the user out. The password change answers
   * 403 for a wrong current password; such calls set this so the 403 reaches the caller only.
   */
  keepSessionOn403?: boolean;
  signal?: AbortSignal;
}

export interface PanelApi {
  call<P extends ApiPath>(path: P, body: RequestBody<P>, options?: CallOptions): Promise<Reply<P>>;
}

export interface ApiSettings {
  baseUrl: string;
  getToken: () => string | null | undefined;
  /** Called once, after the call that met a 403 has settled. */
  onSessionLost: () => void;
  fetch?: typeof fetch;
}

/** The one typed client of the panel: openapi-fetch over the contract's generated paths. */
export function createPanelApi(settings: ApiSettings): PanelApi {
  const client = createClient<paths>({
    baseUrl: settings.baseUrl,
    // Late-bound so tests (and polyfills) can replace the global after the client exists.
    fetch: settings.fetch ?? ((input: Request) => globalThis.fetch(input)),
  });

  const bearer: Middleware = {
    onRequest({ request }) {
      const token = settings.getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
  client.use(bearer);

  let lossScheduled = false;
  const sessionGuard: Middleware = {
    onResponse({ response }) {
      if (response.status !== 403 || lossScheduled) return undefined;
      lossScheduled = true;
      // A macrotask: the caller's own promise chain (error message, spinner) settles first.
      setTimeout(() => {
        lossScheduled = false;
        settings.onSessionLost();
      }, 0);
      return undefined;
    },
  };

  async function call<P extends ApiPath>(path: P, body: RequestBody<P>, options: CallOptions = {}): Promise<Reply<P>> {
    let result: { data?: unknown; error?: unknown; response: Response };
    try {
      // The generic path cannot be narrowed to one operation here; the signature above is the typed surface.
      const post = client.POST as unknown as (
        path: string,
        init: Record<string, unknown>,
      ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
      result = await post(path, {
        body,
        parseAs: 'text',
        signal: options.signal,
        middleware: options.keepSessionOn403 ? [] : [sessionGuard],
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw networkError();
    }
    const { response } = result;
    if (!response.ok) throw errorFromReply(response, result.error);
    const text = typeof result.data === 'string' ? result.data : '';
    if (text === '') return {} as Reply<P>;
    try {
      return JSON.parse(text) as Reply<P>;
    } catch {
      throw new ApiError({ code: response.status, type: 'unknown', message: 'The reply is not JSON' });
    }
  }

  return { call };
}
