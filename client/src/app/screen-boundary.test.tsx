import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_FAILED_ENGLISH, AppBoundary } from '../components/error-boundary';
import { noteOperation } from '../api/diagnostics';
import { captureReports, stopCapturingReports } from '../test/reports';
import { accountState, domain, signedInAccount } from '../test/fixtures';
import { fakeApi, renderRoutes, renderWithProviders, testStore } from '../test/render';
import { ScreenBoundary } from './layout/screen-boundary';
import { lazyScreen } from './lazy-screen';
import en from '../i18n/whole-en';
import pl from '../i18n/whole-pl';

/** The redirections screen draws what it is given until a test breaks it, as a wrong reply would. */
const broken = vi.hoisted(() => ({ now: false }));
vi.mock('../features/redirects/redirects-page', async (importOriginal) => {
  const real = await importOriginal<typeof import('../features/redirects/redirects-page')>();
  return {
    RedirectsPage: () => {
      if (broken.now) throw new TypeError('e.slice is not a function');
      return <real.RedirectsPage />;
    },
  };
});

let reports: unknown[] = [];
beforeEach(() => {
  broken.now = false;
  reports = captureReports();
  // React tells the console about every error a boundary catches.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  stopCapturingReports();
  vi.restoreAllMocks();
});

function renderPanel(path: string) {
  const account = signedInAccount({
    domains: [domain('example.com')],
    redirects: [{ domain: 'example.com', directory: '/promo/', destination: 'https://www.example.net/sale', type: 'normal', code: 302 }],
  });
  const lists = accountState(account).pendingLists.lists;
  // A test may hold the next keepalive's reply (`hold`) to see what happens while it is on its way.
  let held: Promise<void> | null = null;
  const { api, call } = fakeApi({ '/keepalive': async () => (await held, lists) });
  const store = testStore(api, accountState(account));
  renderRoutes(store, api, path);
  const keepalives = () => call.mock.calls.filter(([called]) => called === '/keepalive').length;
  const hold = () => {
    let release = () => undefined as void;
    held = new Promise((resolve) => (release = resolve));
    return release;
  };
  return { keepalives, hold, user: userEvent.setup() };
}

describe("a screen's error boundary", () => {
  it('shows which screen failed and why in place of the screen, keeps the sidebar, and Retry asks again and draws it once it works', async () => {
    broken.now = true;
    noteOperation('/keepalive');
    const { keepalives, hold, user } = renderPanel('/redirects');
    const failed = await screen.findByTestId('screen-failed', undefined, { timeout: 10_000 });
    const heading = within(failed).getByRole('heading', { level: 1, name: 'The “Redirections” screen could not be shown' });
    expect(within(failed).getByRole('alert')).toHaveTextContent("The server's reply was not as expected, so this screen cannot show it.");
    // The focus moves in an effect after the heading is drawn: on a loaded machine a moment later.
    await waitFor(() => expect(heading).toHaveFocus());
    // The frame stays: the sidebar leads to every other screen.
    expect(within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('link', { name: /Domains/ })).toBeInTheDocument();
    expect(reports).toContainEqual(
      expect.objectContaining({ kind: 'screen-failed', screen: 'redirects', operation: '/keepalive', detail: 'e.slice is not a function' }),
    );

    // Retry asks for the lists first (the button busy meanwhile), then draws the screen.
    broken.now = false;
    const before = keepalives();
    const release = hold();
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(keepalives()).toBe(before + 1));
    expect(within(failed).getByRole('button', { name: 'Retry' })).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Redirections' })).toBeInTheDocument();
    expect(screen.queryByTestId('screen-failed')).toBeNull();
  }, 20_000);

  it('leaves the failure behind when the user opens another screen', async () => {
    broken.now = true;
    const { user } = renderPanel('/redirects');
    await screen.findByTestId('screen-failed', undefined, { timeout: 10_000 });
    await user.click(within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('link', { name: /Domains/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Domains' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('screen-failed')).toBeNull();
  }, 20_000);
});

describe('a screen whose code does not arrive', () => {
  it('says its code could not be downloaded, and Retry downloads it again', async () => {
    let attempts = 0;
    const Screen = lazyScreen(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(() => <h1>Databases drawn</h1>);
    });
    renderWithProviders(
      <ScreenBoundary page="databases">
        <Suspense fallback={<p>Loading</p>}>
          <Screen />
        </Suspense>
      </ScreenBoundary>,
      { account: signedInAccount() },
    );
    const failed = await screen.findByTestId('screen-failed');
    expect(within(failed).getByRole('heading', { name: 'The “Databases” screen could not be shown' })).toBeInTheDocument();
    expect(within(failed).getByRole('alert')).toHaveTextContent("This screen's code could not be downloaded. Check your network connection and try again.");
    expect(reports).toContainEqual(expect.objectContaining({ kind: 'screen-failed', screen: 'databases' }));
    await userEvent.setup().click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Databases drawn' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});

function Thrower(): never {
  throw new Error('The layout broke');
}

describe("the whole app's error boundary", () => {
  it('says the panel could not be shown, in the language of the texts, with Reload', () => {
    render(
      <IntlProvider locale="pl" messages={pl}>
        <AppBoundary>
          <Thrower />
        </AppBoundary>
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Nie udało się wyświetlić panelu' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Odśwież stronę' })).toBeInTheDocument();
    expect(reports).toContainEqual(expect.objectContaining({ kind: 'screen-failed', detail: 'The layout broke' }));
  });

  it('falls back to the English catalogue text when the texts in use lack it', () => {
    render(
      <IntlProvider locale="pl" onError={() => undefined}>
        <AppBoundary>
          <Thrower />
        </AppBoundary>
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: en['error.app.title'] })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(en['error.app.reply']);
    expect(screen.getByRole('button', { name: en['error.app.reload'] })).toBeInTheDocument();
  });

  it('words its English fallback as the English catalogue does', () => {
    for (const [id, text] of Object.entries(APP_FAILED_ENGLISH)) expect(en[id as keyof typeof en], id).toBe(text);
  });

  it('lets a working app through untouched', async () => {
    render(
      <IntlProvider locale="en" messages={en}>
        <AppBoundary>
          <p>All good</p>
        </AppBoundary>
      </IntlProvider>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
    await waitFor(() => expect(reports).toEqual([]));
  });
});
