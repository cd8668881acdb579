import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPanelApi } from './client';
import { ApiError, parseRetryAfter } from './errors';
import { noteServerDate, serverNow } from '../lib/server-time';

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

function setup(respond: (request: Request) => Response | Promise<Response>, token: string | null = 'secret') {
  const requests: Request[] = [];
  const onSessionLost = vi.fn();
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return respond(request);
  });
  const api = createPanelApi({ baseUrl: 'https://panel.example.net/api', getToken: () => token, onSessionLost, fetch: fetch as unknown as typeof globalThis.fetch });
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

  it('takes the server\'s time from every reply\'s Date header, failures included', async () => {
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
