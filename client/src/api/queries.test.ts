import { describe, expect, it, vi } from 'vitest';
import { signedOut } from '../store/account-slice';
import { createAppStore } from '../store/store';
import { createPanelApi } from './client';
import { panelQueries } from './queries';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(respond: () => Response) {
  const onSessionLost = vi.fn();
  const fetch = vi.fn(async (_request: Request) => respond());
  const api = createPanelApi({ baseUrl: '/api', getToken: () => 'secret', onSessionLost, fetch: fetch as unknown as typeof globalThis.fetch });
  const store = createAppStore({ api, sessionStore: sessionStorage, localStore: localStorage });
  const readLog = () => store.dispatch(panelQueries.endpoints.log.initiate({ domain: 'example.com', type: 'access' }));
  return { fetch, onSessionLost, readLog, store };
}

describe('queries over the typed client', () => {
  it('answers with the reply and keeps it while someone reads it', async () => {
    const { fetch, readLog } = setup(() => json(200, { log: 'GET /\n' }));
    const read = readLog();
    expect((await read).data).toEqual({ log: 'GET /\n' });
    const request = fetch.mock.calls[0][0];
    expect(request.url).toMatch(/\/api\/log\/show$/);
    expect(request.headers.get('Authorization')).toBe('Bearer secret');
    expect(await request.json()).toEqual({ domain: 'example.com', type: 'access' });
    const again = readLog();
    expect((await again).data).toEqual({ log: 'GET /\n' });
    expect(fetch).toHaveBeenCalledTimes(1);
    read.unsubscribe();
    again.unsubscribe();
  });

  it('keeps a failure as plain data with its status and type', async () => {
    const { readLog } = setup(() => json(404, { type: 'notFound', message: 'No such domain.' }));
    const read = readLog();
    expect((await read).error).toEqual({ code: 404, type: 'notFound', message: 'No such domain.' });
    read.unsubscribe();
  });

  it('reports a network failure as code 0', async () => {
    const { readLog } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const read = readLog();
    expect((await read).error).toMatchObject({ code: 0, type: 'networkError' });
    read.unsubscribe();
  });

  it('signs out after a 403, like every other call', async () => {
    const { readLog, onSessionLost } = setup(() => json(403, { type: 'session', message: 'No valid session.' }));
    const read = readLog();
    expect((await read).error).toMatchObject({ code: 403 });
    await vi.waitFor(() => expect(onSessionLost).toHaveBeenCalledTimes(1));
    read.unsubscribe();
  });

  it('forgets the cached reads when the session ends, so the next account never sees them', async () => {
    const { fetch, readLog, store } = setup(() => json(200, { log: 'GET /\n' }));
    const read = readLog();
    await read;
    store.dispatch(signedOut());
    expect(store.getState().queries?.queries).toEqual({});
    read.unsubscribe();
    const again = readLog();
    await again;
    expect(fetch).toHaveBeenCalledTimes(2);
    again.unsubscribe();
  });
});
