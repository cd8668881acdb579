import { describe, expect, it, vi } from 'vitest';
import type { AccountLists } from '@panel/contract';
import { signedIn } from '../store/session-slice';
import { createAppStore } from '../store/store';
import { listsOf, sessionReply } from '../test/fixtures';
import { createPanelApi } from './client';
import { isApiError } from './errors';
import { change } from './mutations';
import { panelQueries, selectLists } from './queries';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A signed-in store whose server answers `respond`, with one changing call injected as a feature does. */
function setup(respond: (request: Request) => Promise<Response>) {
  const fetch = vi.fn(respond);
  const api = createPanelApi({ baseUrl: '/api', getToken: () => 'secret', onSessionLost: vi.fn(), fetch });
  const store = createAppStore({ extra: { api }, sessionStore: sessionStorage, localStore: localStorage });
  store.dispatch(signedIn(sessionReply()));
  const { endpoints } = panelQueries.injectEndpoints({ endpoints: (build) => ({ testAddDomain: change(build, '/domain/add') }) });
  const add = (domain: string) => store.dispatch(endpoints.testAddDomain.initiate({ domain })).unwrap();
  return { store, fetch, add };
}

describe('a changing call', () => {
  it('sends the body and has its reply’s lists in the lists once it settles, the rest of the lists kept', async () => {
    const lists: AccountLists = listsOf(sessionReply());
    const { store, fetch, add } = setup(async () =>
      json(200, { ...structuredClone(lists), domains: [...structuredClone(lists.domains), { ...lists.domains[0], domain: 'new.example.org' }] }),
    );
    const before = selectLists(store.getState());
    const reply = await add('new.example.org');
    expect(await fetch.mock.calls[0][0].json()).toEqual({ domain: 'new.example.org' });
    expect(reply.domains?.map((d) => d.domain)).toContain('new.example.org');
    const after = selectLists(store.getState());
    expect(after.domains.map((d) => d.domain)).toEqual(['example.com', 'shop.example.com', 'new.example.org']);
    expect(after.domains[0]).toBe(before.domains[0]);
    expect(after.emailAccounts).toBe(before.emailAccounts);
  });

  it('fails with the status, type and message a dialog reads, and leaves the lists alone', async () => {
    const { store, add } = setup(async () => json(409, { type: 'conflict', message: 'This domain is taken.' }));
    const before = selectLists(store.getState());
    const failure: unknown = await add('example.com').catch((error: unknown) => error);
    expect(isApiError(failure)).toBe(true);
    expect(failure).toMatchObject({ code: 409, type: 'conflict', message: 'This domain is taken.' });
    expect(selectLists(store.getState())).toBe(before);
  });
});
