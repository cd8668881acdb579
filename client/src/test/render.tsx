import { render, type RenderOptions } from '@testing-library/react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import type { IntlConfig } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { ApiPath, PanelApi } from '../api/client';
import { AppProviders } from '../app/providers';
import { sharedDialogs } from '../app/shared-dialogs';
import { DialogHost, useDialogs } from '../components/dialog-host';
import { createAppStore, type AppStore } from '../store/store';
import type { RootState } from '../store/root-reducer';
import type { ThunkExtra } from '../api/queries';
import { accountState, type TestAccount } from './fixtures';

/** A store over a fake API, as main.tsx makes the real one. */
export function testStore(api: PanelApi, preloadedState?: Partial<RootState>) {
  return createAppStore({ extra: { api } satisfies ThunkExtra, preloadedState, sessionStore: sessionStorage, localStore: localStorage });
}

/** A missing message id or a broken message fails the test instead of printing a warning. */
export const failOnIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  throw error;
};

type Handler = (body: unknown) => unknown;

/** A fake API: each path answers with its handler's value, or throws what the handler throws. */
export function fakeApi(handlers: Partial<Record<ApiPath, Handler>> = {}) {
  const call = vi.fn(async (path: string, body: unknown) => {
    const handler = handlers[path as ApiPath];
    if (!handler) return {};
    return handler(body);
  });
  return { api: { call } as unknown as PanelApi, call };
}

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

/** Shows a dialog through the dialog host, as a screen would. */
export function renderDialog(dialog: ReactElement, options: Parameters<typeof renderWithProviders>[1] = {}) {
  function ShowOnMount() {
    const { show } = useDialogs();
    useEffect(() => show(dialog), [show]);
    return null;
  }
  return renderWithProviders(<ShowOnMount />, options);
}
