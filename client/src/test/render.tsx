import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import type { IntlConfig } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { checked, type ApiPath, type CallPath, type PanelApi, type Reply, type RequestBody, type UploadPath } from '../api/client';
import * as replyCheck from '../api/reply-check';
import { withReference } from '../api/errors';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { sharedDialogs } from '../app/app-dialogs';
import { useDialogs } from '../components/dialog-context';
import { DialogHost } from '../components/dialog-host';
import { createAppStore, type AppStore } from '../store/store';
import type { RootState } from '../store/root-reducer';
import type { ThunkExtra } from '../api/queries';
import { accountState, signedInAccount, type TestAccount } from './fixtures';

/** A store over a fake API, as main.tsx makes the real one. */
export function testStore(api: PanelApi, preloadedState?: Partial<RootState>) {
  return createAppStore({ extra: { api } satisfies ThunkExtra, preloadedState, sessionStore: sessionStorage, localStore: localStorage });
}

/** A missing message id or a broken message fails the test instead of printing a warning. */
export const failOnIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  throw error;
};

type Handler = (body: unknown) => unknown;
/** What a fake API answers, by path. */
export type Handlers = Partial<Record<ApiPath, Handler>>;

/** A fake API: each path answers with its handler's value, or throws what the handler throws. */
export function fakeApi(handlers: Handlers = {}) {
  // A handler's value is the reply as the server would send it: it is checked and becomes typed as
  // every reply does in the real client (so a test can feed a wrong reply and see what a user would).
  const api: PanelApi = {
    async call<P extends CallPath>(path: P, body: RequestBody<P>): Promise<Reply<P>> {
      const handler = handlers[path];
      try {
        return checked(replyCheck, path, handler ? await handler(body) : {});
      } catch (error) {
        // As the real client does: a failed call names itself and its time.
        throw withReference(error, path, Date.now());
      }
    },
    download: vi.fn(),
    upload: vi.fn<PanelApi['upload']>(<P extends UploadPath>(path: P) => Promise.resolve(checked(replyCheck, path, { files: [] }))),
  };
  // A spy keeps `call` generic for the code under test (a mock's own type would not be).
  const call = vi.spyOn(api, 'call');
  return { api, call };
}

/** A fake API handler that answers each call with the next of `replies` (each called, so it may throw), the last one from then on. */
export function inTurn(...replies: [Handler, ...Handler[]]): Handler {
  let calls = 0;
  return (body) => replies[Math.min(calls++, replies.length - 1)](body);
}

/** The ids of the toasts shown, oldest first. */
export const toastIds = (store: AppStore) => store.getState().ui.toasts.map((toast) => toast.detail.id);

/** Shows the current path so a test can see where navigation went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderWithProviders(
  ui: ReactElement,
  {
    api = fakeApi().api,
    store,
    preloadedState,
    account,
    route = '/',
    path = '*',
    ...options
  }: {
    store?: AppStore;
    preloadedState?: Partial<RootState>;
    /** The account the store starts with (signed in, its lists kept), as a reload would find it. */
    account?: TestAccount;
    api?: PanelApi;
    route?: string;
    path?: string;
  } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const theStore = store ?? testStore(api, account ? accountState(account) : preloadedState);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders store={theStore} api={api} onIntlError={failOnIntlError}>
      <MemoryRouter initialEntries={[route]}>
        <DialogHost shared={sharedDialogs}>
          <Routes>
            <Route path={path} element={children} />
            <Route path="*" element={null} />
          </Routes>
        </DialogHost>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>
  );
  return { store: theStore, ...render(ui, { wrapper, ...options }) };
}

/** The whole client at an address, every route of the router, over a store (with `after` drawn beside it). */
export function renderRoutes(store: AppStore, api: PanelApi, route: string, after?: ReactNode) {
  return render(
    <AppProviders store={store} api={api} onIntlError={failOnIntlError}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
        {after}
      </MemoryRouter>
    </AppProviders>,
  );
}

/** Shows a dialog through the dialog host, as a screen would. */
export function renderDialog(dialog: ReactElement, options: Parameters<typeof renderWithProviders>[1] = {}) {
  function ShowOnMount() {
    const { show } = useDialogs();
    useEffect(() => show(dialog), [show]);
    return null;
  }
  return renderWithProviders(<ShowOnMount />, options);
}

/** A dialog shown through the host over a fake API answering with `handlers`, and a user to drive it: where a dialog's test starts. */
export function dialogOverApi(dialog: ReactElement, handlers: Handlers = {}, account: TestAccount = signedInAccount()) {
  const { api, call } = fakeApi(handlers);
  return { ...renderDialog(dialog, { api, account }), call, user: userEvent.setup() };
}
