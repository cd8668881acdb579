import { Component, type ErrorInfo, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountLists, FileListing } from '@panel/contract';
import { pagePath, panelPageNames, type PanelPage } from '@panel/contract/pages';
import { signedIn } from '../store/session-slice';
import { agedSignIn, selectLists } from '../api/queries';
import { contractValue, variants, type Variant } from '../test/contract-replies';
import { failOnIntlError, fakeApi, testStore } from '../test/render';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** Records what a screen throws while rendering, instead of letting it take the test down unnoticed. */
class Catch extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError(new Error(`${String(error)}\n${info.componentStack ?? ''}`));
  }
  render() {
    return this.state.failed ? <p data-testid="screen-crashed">crashed</p> : this.props.children;
  }
}

/** The sidebar's promise: each badge is the length of its lists, counted here from the reply itself. */
function expectedCounts(lists: AccountLists): Partial<Record<PanelPage, number>> {
  return {
    domains: lists.domains.length,
    emails: lists.emailAccounts.length + lists.emailAliases.length,
    databases: lists.databases.length,
    redirects: lists.redirects.length,
    ssl: lists.domains.filter((d) => d.sslType !== 'auto').length,
    scripts: lists.scripts.length,
  };
}

function renderScreen(page: PanelPage, variant: Variant) {
  const session = contractValue('Session', variant);
  // The keepalive brings other lists than the sign-in did: the screens must show the reply's.
  const lists = contractValue('AccountLists', variant, 1);
  const listing: FileListing = contractValue('FileListing', { ...variant, arrays: variant.arrays === 'empty' ? 'few' : variant.arrays }, 2);
  const { api, call } = fakeApi({ '/keepalive': () => lists, '/file/list': () => listing, '/account/sync': () => lists });
  const store = testStore(api);
  store.dispatch(signedIn(session));
  // A sign-in of a while ago: the screen asks for the lists afresh (the first screen after a sign-in of a moment ago would not).
  agedSignIn(selectLists(store.getState()));
  const errors: unknown[] = [];
  render(
    <AppProviders store={store} api={api} onIntlError={failOnIntlError}>
      <MemoryRouter initialEntries={[pagePath(page)]}>
        <Catch onError={(error) => errors.push(error)}>
          <AppRoutes />
        </Catch>
      </MemoryRouter>
    </AppProviders>,
  );
  return { session, lists, listing, call, errors, locale: session.locale };
}

let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
});
afterEach(() => {
  expect(consoleErrors.map((args) => args.map(String).join(' ').slice(0, 500))).toEqual([]);
});

describe.each(variants)('every screen from contract-valid replies: $name', (variant) => {
  it.each(panelPageNames)(
    '%s renders and keeps its promises',
    async (page) => {
      const { lists, listing, errors, locale } = renderScreen(page, variant);
      // The screen is up (its title) and the keepalive's lists are in: the badges count them.
      await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
      const format = new Intl.NumberFormat(locale);
      await waitFor(() => {
        for (const [name, count] of Object.entries(expectedCounts(lists))) {
          expect(screen.getByTestId(`count-${name}`), name).toHaveTextContent(new RegExp(`^${format.format(count)}$`));
        }
      });
      if (page === 'files') {
        // Folders first, then names, whatever order the listing came in.
        const rows = await screen.findAllByTestId('file-row');
        const shown = rows.map((row) => row.getAttribute('data-type'));
        const firstOther = shown.findIndex((type) => type !== 'directory');
        if (firstOther >= 0) expect(shown.slice(firstOther)).not.toContain('directory');
        expect(rows.length).toBe(Math.min(listing.files.length, 100));
      }
      expect(screen.queryByTestId('screen-crashed')).toBeNull();
      expect(errors).toEqual([]);
      // A lazy screen over 200-row lists takes seconds on a busy machine (the heading waits up to 10 s).
    },
    20_000,
  );
});
