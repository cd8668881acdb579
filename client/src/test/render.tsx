import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { IntlConfig } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { ApiPath, PanelApi } from '../api/client';
import { AppProviders } from '../app/providers';
import { createAppStore, type AppStore } from '../app/store';
import type { RootState } from '../store/root-reducer';

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
    store = createAppStore({ sessionStore: sessionStorage, localStore: localStorage }),
    preloadedState,
    api = fakeApi().api,
    route = '/',
    path = '*',
    ...options
  }: {
    store?: AppStore;
    preloadedState?: Partial<RootState>;
    api?: PanelApi;
    route?: string;
    path?: string;
  } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const theStore = preloadedState ? createAppStore({ preloadedState, sessionStore: sessionStorage, localStore: localStorage }) : store;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders store={theStore} api={api} onIntlError={failOnIntlError}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={children} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>
  );
  return { store: theStore, ...render(ui, { wrapper, ...options }) };
}
