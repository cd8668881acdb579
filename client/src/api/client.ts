import createClient, { type FetchOptions, type FetchResponse, type Middleware } from 'openapi-fetch';
import type { paths } from '@panel/contract/generated';
import { badReply, errorFromReply, networkError, withReference } from './errors';
import { noteServerDate, serverNow } from '../lib/server-time';
import { noteOperation, reportProblem } from './diagnostics';
import type { Pruned } from './reply-check';
import { importOnce } from '../lib/import-once';
import { nextTask } from '../lib/next-task';

/** Every operation of the contract is a POST; these are their paths. */
export type ApiPath = {
  [P in keyof paths]: paths[P] extends { post: object } ? P : never;
}[keyof paths];

type Operation<P extends ApiPath> = paths[P]['post'];

/** Each operation's body, as openapi-fetch's typed `POST` takes it (`Empty` for those that need none). */
type RequestBodies = { [P in ApiPath]: NonNullable<FetchOptions<Operation<P>>['body']> };

/** Each operation's JSON reply to a success, as openapi-fetch's typed `POST` gives it. */
type ContractReplies = { [P in ApiPath]: NonNullable<FetchResponse<Operation<P>, object, 'application/json'>['data']> };

/** The JSON body an operation takes. */
export type RequestBody<P extends ApiPath> = RequestBodies[P];

/** The JSON reply of an operation's 200 answer, as the contract writes it. */
export type ContractReply<P extends ApiPath> = ContractReplies[P];

/**
 * A reply as `call` and `upload` give it: checked against its operation's shape where the client
 * reads it (`reply-check.ts`), so every value in it is as the contract says, except that a top-level
 * field that was missing or wrong has been left out. Each may therefore be absent, and its reader
 * treats it as unavailable (the sign-in's plan, a list the keepalive did not bring).
 */
export type Reply<P extends ApiPath> = Partial<ContractReply<P>>;

/**
 * The one place where untyped JSON becomes a typed reply. The value has just been checked against
 * the operation's shape (`checkReply`): the shapes are generated from the same contract document as
 * the types (`npm run contract:generate`, kept current by `contract:check`), and what broke them was
 * pruned (a row dropped, a value removed or made null, a top-level field left out, as `Reply` allows).
 */
function asReply<P extends ApiPath>(checked: Record<string, unknown>): Reply<P> {
  return checked as Reply<P>;
}

/** Whether a checked reply kept the top-level fields its reader cannot do without (a guard, no cast). */
export function hasFields<T extends object, K extends keyof T>(reply: Partial<T>, keys: readonly K[]): reply is Partial<T> & Required<Pick<T, K>> {
  return keys.every((key) => reply[key] !== undefined);
}

type ReplyCheck = typeof import('./reply-check');
const replyCheck = importOnce(() => import('./reply-check'));

/**
 * The reply check and the contract's shapes, a chunk of their own (kept off the sign-in route's
 * first load): fetched as the first call goes out, beside it; a failed load is tried again next time.
 */
function loadReplyCheck(): Promise<ReplyCheck | undefined> {
  return replyCheck().catch(() => undefined);
}

/** Checks a 200 reply of `path` and reports what it pruned (pointers only: a reply may hold passwords). */
export function checked<P extends ApiPath>(check: ReplyCheck | undefined, path: P, body: unknown): Reply<P> {
  // Without its code (the connection dropped while it loaded) no reply can be read safely.
  if (!check) throw networkError();
  const { value, pruned } = check.checkReply(path, body);
  return reported(check, path, value, pruned);
}

/** A checked reply, what was pruned from it reported. */
function reported<P extends ApiPath>(check: ReplyCheck, path: P, value: Record<string, unknown>, pruned: readonly Pruned[]): Reply<P> {
  if (pruned.length > 0) reportProblem({ kind: 'reply-pruned', operation: path, detail: check.describePruned(pruned) });
  return asReply<P>(value);
}

export interface CallOptions<P extends CallPath = CallPath> {
  /**
   * A 403 normally means the session is gone and logs the user out. The password change answers
   * 403 for a wrong current password; such calls set this so the 403 reaches the caller only.
   */
  keepSessionOn403?: boolean;
  signal?: AbortSignal;
  /**
   * The few fields of a big reply its caller acts on at once: checked on their own and given to
   * `take` (only when each came as the contract says) before the rest of the reply is checked,
   * which then waits a task, so what `take` started (a request) goes out first. A sign-in opens its
   * session so: the first screen's own calls travel while the 1.8 MB of a big account's lists are checked.
   */
  ahead?: { fields: readonly (keyof ContractReply<P> & string)[]; take: (part: Reply<P>) => void };
}

/**
 * The calls that carry the browser's device cookie (the server's proof that this browser signed in
 * before, which keeps strangers' guesses from locking its owner out, and which a password change
 * keeps trusted while it ends every other browser). On the panel's own origin the browser sends it
 * anyway; to an API on another origin only with `credentials: 'include'`, which the browser then
 * refuses unless the API answers `Access-Control-Allow-Credentials` — so only where `/config.json`
 * says the API does (`apiCredentials`). Every other call travels with its bearer token alone.
 */
const DEVICE_COOKIE_CALLS: ReadonlySet<string> = new Set(['/account/login', '/account/password', '/account/two-factor/sign-in']);

/** The contract's form posts: downloads that open in a new tab, the session travelling as a field. */
export type DownloadPath = '/log/download' | '/file/file/download' | '/backup/download';

export interface PanelApi {
  call<P extends CallPath>(path: P, body: RequestBody<P>, options?: CallOptions<P>): Promise<Reply<P>>;
  /** Posts a download form into a new tab with the session and `fields` (a browser download, not a fetch). */
  download(path: DownloadPath, fields: Record<string, string>): void;
  /** Sends a multipart upload, reporting how much of it has gone out (0–1); the reply as `call` gives it. */
  upload<P extends UploadPath>(path: P, form: FormData, options?: { onProgress?: (fraction: number) => void; signal?: AbortSignal }): Promise<Reply<P>>;
}

/** The contract's multipart uploads. */
export type UploadPath = '/file/file/upload' | '/file/zip/upload';

/** The operations `call` sends: every one whose body is JSON. */
export type CallPath = Exclude<ApiPath, UploadPath | DownloadPath>;

export interface ApiSettings {
  baseUrl: string;
  getToken: () => string | null | undefined;
  /** Called once, after the call that met a 403 has settled. */
  onSessionLost: () => void;
  /** The API on another origin takes credentials (`/config.json`'s `apiCredentials`): the device cookie may travel. */
  credentials?: boolean;
  /** What sends each request (openapi-fetch's own option): the browser's fetch unless a test gives one. */
  fetch?: (request: Request) => Promise<Response>;
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

  /** Every failed call names itself and its time, for the customer to quote to support. */
  function call<P extends CallPath>(path: P, body: RequestBody<P>, options: CallOptions<P> = {}): Promise<Reply<P>> {
    return send(path, body, options).catch((error: unknown) => {
      throw withReference(error, path, serverNow());
    });
  }

  async function send<P extends CallPath>(path: P, body: RequestBody<P>, options: CallOptions<P>): Promise<Reply<P>> {
    const checking = loadReplyCheck();
    // The body goes to openapi-fetch's typed POST, which takes it as one of the contract's bodies;
    // that it is the body of this very path, the signature above has checked where the path is known.
    const operation: CallPath = path;
    const contractBody: RequestBody<CallPath> = body;
    let result;
    try {
      result = await client.POST(operation, {
        body: contractBody,
        parseAs: 'text',
        signal: options.signal,
        ...(settings.credentials && DEVICE_COOKIE_CALLS.has(path) && { credentials: 'include' }),
        middleware: options.keepSessionOn403 ? [] : [sessionGuard],
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw networkError();
    }
    const { response } = result;
    noteOperation(path);
    if (!response.ok) throw errorFromReply(response, result.error);
    const text = result.data ?? '';
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      reportProblem({ kind: 'reply-pruned', operation: path, detail: 'the reply is not JSON' });
      throw badReply(response.status);
    }
    const check = await checking;
    const ahead = options.ahead;
    if (check && ahead) {
      const part = asReply<P>(check.checkFields(path, parsed, ahead.fields));
      if (ahead.fields.every((field) => part[field] !== undefined)) {
        ahead.take(part);
        // The rest checked a list at a time, a task each: what `take` started goes out first, and its
        // answer can send the next call (the mail authentication status after the capabilities) between two lists.
        const { value, pruned } = await check.checkReplyInSlices(path, parsed, nextTask);
        return reported(check, path, value, pruned);
      }
    }
    return checked(check, path, parsed);
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
    const checking = loadReplyCheck();
    const sent = new Promise<Reply<P>>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${settings.baseUrl}${path}`);
      const token = settings.getToken();
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        noteServerDate(xhr.getResponseHeader('Date'));
        noteOperation(path);
        let body: unknown;
        let json = true;
        try {
          body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
        } catch {
          body = xhr.responseText;
          json = false;
        }
        if (xhr.status >= 200 && xhr.status < 300) {
          if (!json) {
            reportProblem({ kind: 'reply-pruned', operation: path, detail: 'the reply is not JSON' });
            return reject(badReply(xhr.status));
          }
          return void checking.then((check) => resolve(checked(check, path, body))).catch(reject);
        }
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
    return sent.catch((error: unknown) => {
      throw withReference(error, path, serverNow());
    });
  }

  return { call, download, upload };
}
