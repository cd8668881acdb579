import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPanelApi } from './client';
import { ApiError, parseRetryAfter } from './errors';
import { configureDiagnostics, recentOperations } from './diagnostics';
import { noteServerDate, serverNow } from '../lib/server-time';
import { domain, listsOf, sessionReply } from '../test/fixtures';

const sessionLists = () => listsOf(sessionReply());

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

function setup(respond: (request: Request) => Response | Promise<Response>, token: string | null = 'secret', credentials?: boolean) {
  const requests: Request[] = [];
  const onSessionLost = vi.fn();
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return respond(request);
  });
  const api = createPanelApi({ baseUrl: 'https://panel.example.net/api', getToken: () => token, onSessionLost, credentials, fetch });
  return { api, requests, onSessionLost };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('the call did not fail');
}

describe('API client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("takes the server's time from every reply's Date header, failures included", async () => {
    const { api } = setup(() => json(404, { type: 'notFound', message: 'Domain not found.' }, { Date: 'Thu, 01 May 2031 10:00:00 GMT' }));
    await failure(api.call('/log/show', { domain: 'example.com', type: 'access' }));
    expect(Math.abs(serverNow() - Date.parse('2031-05-01T10:00:00Z'))).toBeLessThan(1000);
    noteServerDate(new Date().toUTCString());
  });

  it('posts JSON to the configured base URL with the bearer token', async () => {
    const { api, requests } = setup(() => json(200, { log: 'a\nb' }));
    const reply = await api.call('/log/show', { domain: 'example.com', type: 'access' });
    expect(reply).toEqual({ log: 'a\nb' });
    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://panel.example.net/api/log/show');
    expect(request.headers.get('Authorization')).toBe('Bearer secret');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toEqual({ domain: 'example.com', type: 'access' });
  });

  it('sends no Authorization header without a session', async () => {
    const { api, requests } = setup(() => json(200, {}), null);
    await api.call('/account/login', { login: 'demo', password: 'demo1234' });
    expect(requests[0].headers.has('Authorization')).toBe(false);
  });

  const credentialsOf = async (credentials: boolean | undefined) => {
    const { api, requests } = setup(() => json(200, {}), 'secret', credentials);
    await api.call('/account/login', { login: 'demo', password: 'demo1234' });
    await api.call('/account/password', { oldPassword: 'demo1234', newPassword: 'Fresh-Secret-2031' }, { keepSessionOn403: true });
    await api.call('/keepalive', {});
    await api.call('/account/logout', {});
    return requests.map((r) => [new URL(r.url).pathname, r.credentials]);
  };

  it("lets the sign-in and the password change carry the browser's device cookie to an API on another origin that takes credentials, and no other call", async () => {
    expect(await credentialsOf(true)).toEqual([
      ['/api/account/login', 'include'],
      ['/api/account/password', 'include'],
      ['/api/keepalive', 'same-origin'],
      ['/api/account/logout', 'same-origin'],
    ]);
  });

  it("hands a reply's named fields over, checked, before the rest is checked, and lets what they start go out first", async () => {
    vi.useRealTimers();
    const order: string[] = [];
    const { api } = setup((request) => {
      order.push(`sent ${new URL(request.url).pathname}`);
      return json(200, request.url.endsWith('/account/login') ? sessionReply() : { capabilities: [] });
    });
    const take = (part: { token?: string; login?: string }) => {
      order.push(`took ${part.token} ${part.login}`);
      void api.call('/account/capabilities', {});
    };
    const reply = await api.call('/account/login', { login: 'demo', password: 'demo1234' }, { ahead: { fields: ['token', 'login'], take } });
    order.push('replied');
    expect(order).toEqual(['sent /api/account/login', 'took token-1 demo', 'sent /api/account/capabilities', 'replied']);
    expect(reply).toEqual(sessionReply());
  });

  it('hands nothing over ahead when a named field breaks the contract', async () => {
    const { api } = setup(() => json(200, { ...sessionReply(), token: 5 }));
    const take = vi.fn();
    const reply = await api.call('/account/login', { login: 'demo', password: 'demo1234' }, { ahead: { fields: ['token', 'login'], take } });
    expect(take).not.toHaveBeenCalled();
    expect(reply.token).toBeUndefined();
  });

  it('sends no credentials across origins unless the API is said to take them (the browser would refuse the replies)', async () => {
    expect((await credentialsOf(undefined)).map(([, credentials]) => credentials)).toEqual(['same-origin', 'same-origin', 'same-origin', 'same-origin']);
  });

  it('turns a network failure into code 0, networkError', async () => {
    const { api, onSessionLost } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(api.call('/keepalive', {}));
    expect(error).toMatchObject({ code: 0, type: 'networkError', message: 'Network error' });
    vi.runAllTimers();
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('takes code, type, message and field from an error body', async () => {
    const { api } = setup(() => json(406, { type: 'notAcceptable', message: 'This domain name is invalid.', field: 'domain' }));
    const error = await failure(api.call('/domain/add', { domain: 'x' }));
    expect(error).toMatchObject({ code: 406, type: 'notAcceptable', message: 'This domain name is invalid.', field: 'domain' });
  });

  it.each([
    [409, { error: 'Domain already exists' }, { type: 'conflict', message: 'Domain already exists' }],
    [404, { error: { code: 'E404', message: 'No such domain' } }, { type: 'notFound', message: 'No such domain' }],
    [500, { detail: 'Internal failure' }, { type: 'internal', message: 'Internal failure' }],
    [406, 'Invalid name', { type: 'notAcceptable', message: 'Invalid name' }],
    [400, { type: 42, message: ['x'] }, { type: 'validation', message: 'Bad Request' }],
    [503, '', { type: 'internal', message: 'Service Unavailable' }],
    [418, null, { type: 'unknown', message: "I'm a teapot" }],
  ])('turns a %i with a body of another shape into a readable error: %j', async (status, body, expected) => {
    const statusText = { 400: 'Bad Request', 503: 'Service Unavailable', 418: "I'm a teapot" }[status] ?? '';
    const payload = typeof body === 'string' ? body : JSON.stringify(body);
    const { api } = setup(() => new Response(payload === '' ? null : payload, { status, statusText }));
    const error = await failure(api.call('/domain/add', { domain: 'example.com' }));
    expect(error).toMatchObject({ code: status, ...expected });
  });

  it('cuts a long error message and never fails on it', async () => {
    const { api } = setup(() => json(500, { error: 'x'.repeat(5000) }));
    const error = await failure(api.call('/keepalive', {}));
    expect(error.message.length).toBeLessThanOrEqual(300);
  });

  it('checks a 200 reply where it is read: a wrong date becomes null, the rest is kept', async () => {
    const lists = { ...sessionLists(), domains: [domain('example.com', { sslType: 'custom', sslExpires: '2027-01-21 04:12:45' })] };
    const { api } = setup(() => json(200, { ...lists, domains: [{ ...lists.domains[0], sslExpires: 1_800_000_000 }] }));
    const reply = await api.call('/keepalive', {});
    expect(reply).toEqual({ ...lists, domains: [{ ...lists.domains[0], sslExpires: null }] });
  });

  it('reports what it pruned by operation and pointer, never a value, and notes every reply', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(JSON.parse(typeof init.body === 'string' ? init.body : ''));
        return new Response(null, { status: 204 });
      }),
    );
    configureDiagnostics('/__proxy/report');
    try {
      const lists = sessionLists();
      const { api } = setup(() => json(200, { ...lists, domains: lists.domains.map((d) => ({ ...d, sslExpires: 'secret-value' })) }));
      await api.call('/keepalive', {});
      expect(sent).toEqual([
        expect.objectContaining({ kind: 'reply-pruned', operation: '/keepalive', detail: '/domains/*/sslExpires nulled ×2 (first /domains/0/sslExpires)' }),
      ]);
      expect(JSON.stringify(sent)).not.toContain('secret-value');
      expect(recentOperations().at(-1)).toBe('/keepalive');
    } finally {
      configureDiagnostics(undefined);
      vi.unstubAllGlobals();
    }
  });

  it('calls an HTML error page by its status, with the status text as its message', async () => {
    const { api } = setup(() => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway', headers: { 'Content-Type': 'text/html' } }));
    const error = await failure(api.call('/keepalive', {}));
    expect(error).toMatchObject({ code: 502, type: 'internal', message: 'Bad Gateway' });
  });

  it('calls a success reply that is not JSON a reply not as expected', async () => {
    const { api } = setup(() => new Response('oops', { status: 200 }));
    const error = await failure(api.call('/keepalive', {}));
    expect(error).toMatchObject({ code: 200, type: 'badReply', message: "The server's reply was not as expected" });
  });

  it('schedules one logout after a 403 has reached the caller', async () => {
    const { api, onSessionLost } = setup(() => json(403, { type: 'session', message: 'No valid session' }));
    const order: string[] = [];
    onSessionLost.mockImplementation(() => order.push('logout'));
    await failure(api.call('/keepalive', {})).then(() => order.push('caller'));
    await failure(api.call('/keepalive', {}));
    expect(onSessionLost).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['caller', 'logout']);
  });

  it('keeps the session on a 403 when the call asks for it', async () => {
    const { api, onSessionLost } = setup(() => json(403, { type: 'session', message: 'Incorrect current password.' }));
    const error = await failure(api.call('/account/password', { oldPassword: 'wrongpass', newPassword: 'newpass12' }, { keepSessionOn403: true }));
    expect(error.code).toBe(403);
    vi.runAllTimers();
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('reads Retry-After on a 429', async () => {
    const { api } = setup(() => json(429, { type: 'throttled', message: 'Too many attempts' }, { 'Retry-After': '125' }));
    const error = await failure(api.call('/account/login', { login: 'demo', password: 'x' }));
    expect(error).toMatchObject({ code: 429, type: 'throttled', retryAfter: 125 });
  });

  it('answers an empty reply with an empty object', async () => {
    const { api } = setup(() => new Response(null, { status: 204 }));
    expect(await api.call('/account/logout', {})).toEqual({});
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('30')).toBe(30);
    expect(parseRetryAfter(new Date(60_000).toUTCString(), 0)).toBe(60);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});
