import { describe, expect, it, vi } from 'vitest';
import { accountState, signedInAccount } from '../test/fixtures';
import { fakeApi, type Handlers } from '../test/render';

/**
 * The warm-up on a store made before the query cache's code came (fresh modules: the cache joins
 * this store, not one an earlier test's import made), as when a sign-in's reply opens the session
 * before the layout's code has come, on a slow connection or a busy phone.
 */
async function warmUp(handlers: Handlers) {
  vi.resetModules();
  const { createAppStore } = await import('../store/store');
  const { api, call } = fakeApi(handlers);
  const store = createAppStore({ extra: { api }, preloadedState: accountState(signedInAccount()), sessionStore: sessionStorage, localStore: localStorage });
  const { warmUpSession } = await import('./session-warm-up');
  const { capabilitiesApi } = await import('./capabilities');
  const { mailAuthStatusApi } = await import('./mail-auth');
  const warming = warmUpSession(store.dispatch);
  return {
    warming,
    paths: () => call.mock.calls.map(([path]) => path),
    capabilities: () => {
      const { queries } = store.getState();
      return queries && capabilitiesApi.endpoints.capabilities.select()({ queries }).data;
    },
    status: () => {
      const { queries } = store.getState();
      return queries && mailAuthStatusApi.endpoints.mailAuthStatus.select()({ queries }).data;
    },
  };
}

const STATUS = { domains: [], nameServers: ['ns1.example.net'] };

describe('the session warm-up', () => {
  it('asks for the capabilities, then the mail authentication status, when the query cache joined a store that already held the session', async () => {
    const w = await warmUp({ '/account/capabilities': () => ({ capabilities: ['mailAuth'] }), '/mail-auth/status': () => STATUS });
    await w.warming;

    expect(w.paths()).toEqual(['/account/capabilities', '/mail-auth/status']);
    expect(w.capabilities()).toEqual(['mailAuth']);
    await vi.waitFor(() => expect(w.status()).toEqual(STATUS));
  });

  it('settles with the capabilities, not waiting for the status (what a first screen after a sign-in waits for)', async () => {
    const w = await warmUp({ '/account/capabilities': () => ({ capabilities: ['mailAuth'] }), '/mail-auth/status': () => new Promise(() => undefined) });
    const settled = await Promise.race([w.warming.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 1000))]);

    expect(settled).toBe(true);
    expect(w.paths()).toEqual(['/account/capabilities', '/mail-auth/status']);
  });

  it('does not ask for the status when the extension is off', async () => {
    const w = await warmUp({ '/account/capabilities': () => ({ capabilities: [] }) });
    await w.warming;

    expect(w.paths()).toEqual(['/account/capabilities']);
  });
});
