import { describe, expect, it, vi } from 'vitest';
import type { AccountLists } from '@panel/contract';
import { sessionOpened, signedIn, signedOut } from '../store/session-slice';
import { storageKeys } from '../store/persistence';
import { createAppStore } from '../store/store';
import { domain, listsOf, sessionReply } from '../test/fixtures';
import { createPanelApi } from './client';
import { listsReplied } from './lists';
import { panelQueries, selectLists, takeSignInLists } from './queries';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(respond: () => Response) {
  const onSessionLost = vi.fn();
  const fetch = vi.fn(async (_request: Request) => respond());
  const api = createPanelApi({ baseUrl: '/api', getToken: () => 'secret', onSessionLost, fetch });
  const store = createAppStore({ extra: { api }, sessionStore: sessionStorage, localStore: localStorage });
  const readFolder = () => store.dispatch(panelQueries.endpoints.fileList.initiate({ directory: '/domains' }));
  return { fetch, onSessionLost, readFolder, store };
}

describe('queries over the typed client', () => {
  it('answers with the reply and keeps it while someone reads it', async () => {
    const { fetch, readFolder } = setup(() => json(200, { files: [] }));
    const read = readFolder();
    expect((await read).data).toEqual({ files: [] });
    const request = fetch.mock.calls[0][0];
    expect(request.url).toMatch(/\/api\/file\/list$/);
    expect(request.headers.get('Authorization')).toBe('Bearer secret');
    expect(await request.json()).toEqual({ directory: '/domains' });
    const again = readFolder();
    expect((await again).data).toEqual({ files: [] });
    expect(fetch).toHaveBeenCalledTimes(1);
    read.unsubscribe();
    again.unsubscribe();
  });

  it('keeps a failure as plain data with its status, type and reference (the call and its time)', async () => {
    const { readFolder } = setup(() => json(404, { type: 'notFound', message: 'No such domain.' }));
    const read = readFolder();
    expect((await read).error).toEqual({
      code: 404,
      type: 'notFound',
      message: 'No such domain.',
      reference: { operation: expect.stringMatching(/^POST \//), at: expect.any(Number) },
    });
    read.unsubscribe();
  });

  it('reports a network failure as code 0', async () => {
    const { readFolder } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const read = readFolder();
    expect((await read).error).toMatchObject({ code: 0, type: 'networkError' });
    read.unsubscribe();
  });

  it('signs out after a 403, like every other call', async () => {
    const { readFolder, onSessionLost } = setup(() => json(403, { type: 'session', message: 'No valid session.' }));
    const read = readFolder();
    expect((await read).error).toMatchObject({ code: 403 });
    await vi.waitFor(() => expect(onSessionLost).toHaveBeenCalledTimes(1));
    read.unsubscribe();
  });

  it('forgets the cached reads when the session ends, so the next account never sees them', async () => {
    const { fetch, readFolder, store } = setup(() => json(200, { files: [] }));
    const read = readFolder();
    await read;
    store.dispatch(signedOut());
    expect(store.getState().queries?.queries).toEqual({});
    read.unsubscribe();
    const again = readFolder();
    await again;
    expect(fetch).toHaveBeenCalledTimes(2);
    again.unsubscribe();
  });

  it("keeps what a sign-in's session read before its reply was all checked, and forgets it for another session", async () => {
    const { fetch, readFolder, store } = setup(() => json(200, { files: [] }));
    store.dispatch(sessionOpened({ token: 'token-1', login: 'demo' }));
    const read = readFolder();
    await read;
    const folderRead = () => Object.keys(store.getState().queries?.queries ?? {}).filter((key) => key.startsWith('fileList'));
    store.dispatch(signedIn(sessionReply({ token: 'token-1' })));
    expect(folderRead()).toHaveLength(1);
    store.dispatch(signedIn(sessionReply({ token: 'token-2' })));
    expect(folderRead()).toEqual([]);
    read.unsubscribe();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

/** A signed-in store whose keepalive answers what `keepalive` holds now (a fresh copy each time, as a server would send). */
function signedInStore(sessionStore: Storage = sessionStorage) {
  const reply = sessionReply();
  let held: AccountLists = listsOf(reply);
  const fetch = vi.fn(async (_request: Request) => json(200, held));
  const api = createPanelApi({ baseUrl: '/api', getToken: () => 'secret', onSessionLost: vi.fn(), fetch });
  const store = createAppStore({ extra: { api }, sessionStore, localStore: localStorage, persistDelayMs: 10 });
  store.dispatch(signedIn(reply));
  const keepalive = () => store.dispatch(panelQueries.endpoints.lists.initiate(undefined, { subscribe: false, forceRefetch: true }));
  return { store, fetch, keepalive, serve: (lists: AccountLists) => (held = lists) };
}

describe('the lists cache', () => {
  it('shows the lists of the sign-in at once, before any keepalive', () => {
    const { store, fetch } = signedInStore();
    expect(selectLists(store.getState()).domains.map((d) => d.domain)).toEqual(['example.com', 'shop.example.com']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("lets the first screen after a sign-in skip its keepalive (the lists are a moment old), once; lists a keepalive changed are not the sign-in's", async () => {
    const { store } = signedInStore();
    expect(takeSignInLists(store.getState())).toBe(true);
    expect(takeSignInLists(store.getState())).toBe(false);

    const again = signedInStore();
    again.serve({ ...listsOf(sessionReply()), domains: [domain('changed.example.org')] });
    await again.keepalive();
    expect(takeSignInLists(again.store.getState())).toBe(false);
  });

  it('keeps every list and item a keepalive brings back alike, so no screen re-renders', async () => {
    const { store, keepalive, serve } = signedInStore();
    const before = selectLists(store.getState());
    await keepalive();
    expect(selectLists(store.getState())).toBe(before);

    const [first, second] = before.domains;
    serve({ ...structuredClone(listsOf(sessionReply())), domains: [{ ...first }, { ...second, diskUsed: second.diskUsed + 1 }] });
    await keepalive();
    const after = selectLists(store.getState());
    expect(after.domains).not.toBe(before.domains);
    expect(after.domains[0]).toBe(first);
    expect(after.domains[1].diskUsed).toBe(second.diskUsed + 1);
    expect(after.emailAccounts).toBe(before.emailAccounts);
    expect(after.user).toBe(before.user);
  });

  it('keeps the lists when a keepalive fails', async () => {
    const { store, fetch, keepalive } = signedInStore();
    const before = selectLists(store.getState());
    fetch.mockImplementation(async () => json(500, { type: 'internal', message: 'Internal server error.' }));
    await keepalive();
    expect(selectLists(store.getState())).toBe(before);
  });

  it('takes the lists a reply carries, only those, and keeps what is alike', () => {
    const { store } = signedInStore();
    const before = selectLists(store.getState());
    store.dispatch(listsReplied({ token: 'other', domains: structuredClone(before.domains) }));
    expect(selectLists(store.getState())).toBe(before);
    store.dispatch(listsReplied({ domains: [...structuredClone(before.domains), domain('new.example.org')], user: { ...before.user!, diskUsed: 5 } }));
    const after = selectLists(store.getState());
    expect(after.domains.map((d) => d.domain)).toEqual(['example.com', 'shop.example.com', 'new.example.org']);
    expect(after.domains[0]).toBe(before.domains[0]);
    expect(after.user?.diskUsed).toBe(5);
    expect(after.ftp).toBe(before.ftp);
    expect(store.getState().session.token).toBe('token-1');
    store.dispatch(listsReplied({ ok: true }));
    expect(selectLists(store.getState())).toBe(after);
  });

  it('keeps the refreshed lists for a reload, and holds them in the cache alone', async () => {
    // A storage of this test's own (the other tests' stores write to sessionStorage).
    const data = new Map<string, string>();
    const storage = { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) } as Storage;
    const { store, keepalive, serve } = signedInStore(storage);
    expect(store.getState().pendingLists.lists).toBeNull();
    serve({ ...listsOf(sessionReply()), domains: [domain('kept.example.org')] });
    await keepalive();
    await vi.waitFor(() => {
      const kept = JSON.parse(storage.getItem(storageKeys.state) ?? '{}') as { lists?: AccountLists };
      expect(kept.lists?.domains.map((d) => d.domain)).toEqual(['kept.example.org']);
    });
    const reloaded = createAppStore({ extra: {}, sessionStore: storage, localStore: localStorage });
    reloaded.dispatch({ type: 'any' });
    expect(selectLists(reloaded.getState()).domains.map((d) => d.domain)).toEqual(['kept.example.org']);
    expect(reloaded.getState().pendingLists.lists).toBeNull();
  });

  it('shows the next account only its own lists', async () => {
    const { store, keepalive } = signedInStore();
    await keepalive();
    store.dispatch(signedOut());
    expect(selectLists(store.getState()).domains).toEqual([]);
    store.dispatch(signedIn(sessionReply({ token: 'token-2', login: 'other', domains: [domain('other.example.net')] })));
    expect(selectLists(store.getState()).domains.map((d) => d.domain)).toEqual(['other.example.net']);
  });
});
