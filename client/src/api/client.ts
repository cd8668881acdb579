import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '@panel/contract/generated';
import { ApiError, errorFromReply, networkError } from './errors';
import { noteServerDate } from '../lib/server-time';

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

/**
 * The one place where untyped JSON becomes a typed reply. The body was produced by a server bound
 * to the contract (the contract's conformance kit runs every operation of the mock and of a real
 * backend against its schemas), so its 200 body is the operation's reply schema; the client does not
 * re-validate it at run time. What it does not trust is anything the schema leaves open (order,
 * case, optional and nullable fields, extra properties): the screens handle those themselves, and
 * `app/screens.property.test.tsx` renders every screen from contract-valid but unusual replies.
 * An empty body (a 200 without content) is an empty object, as every reply of the contract is one.
 */
export function asReply<P extends ApiPath>(value: unknown): Reply<P> {
  return (value ?? {}) as Reply<P>;
}

export interface CallOptions {
  /**
   * A 403 normally means the session is gone and logs the user out. The password change answers
   * 403 for a wrong current password; such calls set this so the 403 reaches the caller only.
   */
  keepSessionOn403?: boolean;
  signal?: AbortSignal;
}

/** The contract's form posts: downloads that open in a new tab, the session travelling as a field. */
export type DownloadPath = '/log/download' | '/file/file/download';

export interface PanelApi {
  call<P extends ApiPath>(path: P, body: RequestBody<P>, options?: CallOptions): Promise<Reply<P>>;
  /** Posts a download form into a new tab with the session and `fields` (a browser download, not a fetch). */
  download(path: DownloadPath, fields: Record<string, string>): void;
  /** Sends a multipart upload, reporting how much of it has gone out (0–1); the reply as `call` gives it. */
  upload<P extends UploadPath>(path: P, form: FormData, options?: { onProgress?: (fraction: number) => void; signal?: AbortSignal }): Promise<Reply<P>>;
}

/** The contract's multipart uploads. */
export type UploadPath = '/file/file/upload' | '/file/zip/upload';

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
  // Every reply says what time it is on the server: the panel's "now" (lib/server-time.ts).
  client.use({ onResponse: ({ response }) => void noteServerDate(response.headers.get('Date')) });

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
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      throw new ApiError({ code: response.status, type: 'unknown', message: 'The reply is not JSON' });
    }
    return asReply<P>(parsed);
  }

  function download(path: DownloadPath, fields: Record<string, string>) {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = `${settings.baseUrl}${path}`;
    form.target = '_blank';
    form.hidden = true;
    for (const [name, value] of Object.entries({ session: settings.getToken() ?? '', ...fields })) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
    form.remove();
  }

  /** XMLHttpRequest, not fetch: only it reports the progress of what is being sent. */
  function upload<P extends UploadPath>(path: P, form: FormData, options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {}) {
    return new Promise<Reply<P>>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${settings.baseUrl}${path}`);
      const token = settings.getToken();
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        noteServerDate(xhr.getResponseHeader('Date'));
        let body: unknown;
        try {
          body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
        } catch {
          body = undefined;
        }
        if (xhr.status >= 200 && xhr.status < 300) return resolve(asReply<P>(body));
        if (xhr.status === 403) setTimeout(settings.onSessionLost, 0);
        const headers = new Headers();
        const retry = xhr.getResponseHeader('Retry-After');
        if (retry) headers.set('Retry-After', retry);
        reject(errorFromReply(new Response(null, { status: xhr.status, statusText: xhr.statusText, headers }), body));
      };
      xhr.onerror = () => reject(networkError());
      xhr.onabort = () => reject(networkError());
      options.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send(form);
    });
  }

  return { call, download, upload };
}
