import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountLists } from '@panel/contract';
import { checked } from '../api/client';
import * as replyCheck from '../api/reply-check';
import { signedIn } from '../store/session-slice';
import { agedSignIn, selectLists } from '../api/queries';
import { domain, listsOf, sessionReply } from '../test/fixtures';
import { fakeApi, renderRoutes, testStore } from '../test/render';

// What a drifting backend sends: the replies of the real mock with one field wrong, fed through the
// client's reply check as every reply is (test/render.tsx's fakeApi), into the whole app.

const domains = [
  domain('example.com', { sslType: 'letsencrypt', sslExpires: '2027-01-21 04:12:45' }),
  domain('shop.example.com', { sslType: 'custom', sslExpires: '2027-12-27 05:57:03' }),
  domain('blog.example.com'),
];

/** The keepalive with every certificate's date sent as a number (seconds since 1970), as a real backend did. */
function listsWithNumberDates(): unknown {
  const lists: AccountLists = listsOf(sessionReply({ domains }));
  return { ...lists, domains: lists.domains.map((d) => ({ ...d, sslExpires: d.sslExpires === null ? null : 1_800_000_000 })) };
}

function renderApp(route: string, handlers: Parameters<typeof fakeApi>[0], signIn: unknown = null) {
  const { api, call } = fakeApi(handlers);
  const store = testStore(api);
  if (signIn !== null) {
    const session = checked(replyCheck, '/account/login', signIn);
    if (session.token === undefined || session.login === undefined) throw new Error('the test sign-in has no session');
    store.dispatch(signedIn({ ...session, token: session.token, login: session.login }));
    // A sign-in of a while ago: the screen asks for the lists afresh (the first screen after a sign-in of a moment ago would not).
    agedSignIn(selectLists(store.getState()));
  }
  renderRoutes(store, api, route);
  return { store, call, user: userEvent.setup() };
}

let consoleErrors: string[] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args.map(String).join(' ').slice(0, 300)));
});
afterEach(() => {
  // Nothing thrown while rendering (React logs what an error boundary catches).
  expect(consoleErrors).toEqual([]);
});

const noScreenFailed = () => expect(screen.queryByText(/could not be shown/)).toBeNull();

describe('a certificate date sent as a number', () => {
  it('keeps the domains screen: every domain listed, the certificate days unknown', async () => {
    renderApp('/domains', { '/keepalive': listsWithNumberDates }, sessionReply({ domains }));
    await screen.findByRole('heading', { level: 1, name: 'Domains' }, { timeout: 10_000 });
    const rows = screen.getAllByTestId('domain-row');
    expect(rows.map((row) => row.getAttribute('data-domain')).sort()).toEqual(['blog.example.com', 'example.com', 'shop.example.com']);
    const badge = (name: string) =>
      within(screen.getAllByTestId('domain-row').find((row) => row.getAttribute('data-domain') === name) ?? document.body).getByTestId('domain-ssl');
    await waitFor(() => expect(badge('example.com')).toHaveTextContent("Let's Encrypt· expiry date unknown"));
    expect(badge('shop.example.com')).toHaveTextContent('Uploaded· expiry date unknown');
    expect(badge('blog.example.com')).not.toHaveTextContent('unknown');
    noScreenFailed();
  });

  it('keeps the SSL screen: every certificate listed with its kind, its date unknown', async () => {
    renderApp('/ssl', { '/keepalive': listsWithNumberDates }, sessionReply({ domains }));
    await screen.findByRole('heading', { level: 1, name: 'SSL certificates' }, { timeout: 10_000 });
    await waitFor(() => {
      const expires = screen.getAllByTestId('ssl-expires').map((cell) => cell.textContent);
      expect(expires.filter((text) => text === 'date unknown')).toHaveLength(2);
    });
    expect(
      screen
        .getAllByTestId('ssl-row')
        .map((row) => row.getAttribute('data-domain'))
        .sort(),
    ).toEqual(['blog.example.com', 'example.com', 'shop.example.com']);
    noScreenFailed();
  });
});

describe('a sign-in reply without the plan', () => {
  it('lets the user in, the disk limit shown as unknown and the plan-gated features unavailable', async () => {
    const { package: _plan, ...withoutPlan } = sessionReply({ domains });
    const { user, store } = renderApp('/login', { '/account/login': () => withoutPlan, '/keepalive': () => listsOf(sessionReply({ domains })) });
    await user.type(await screen.findByLabelText('Login', {}, { timeout: 10_000 }), 'demo');
    await user.type(screen.getByLabelText('Password'), 'demo1234{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Domains' }, { timeout: 10_000 });
    expect(store.getState().session.plan?.package).toBeNull();
    expect(store.getState().session.plan?.connector?.ftpHost).toBe('ftp.example.net');
    expect(screen.getAllByTestId('domain-row')).toHaveLength(3);
    expect(screen.getByTestId('disk-meter-text')).toHaveTextContent(/used, plan limit unknown$/);
    noScreenFailed();

    await user.click(screen.getAllByRole('link', { name: /^Databases/ })[0]);
    await screen.findByRole('heading', { level: 1, name: 'Databases' });
    await user.click(screen.getAllByRole('link', { name: /^Statistics and logs/ })[0]);
    await screen.findByRole('heading', { level: 1, name: 'Statistics and logs' });
    await waitFor(() => expect(screen.getByTestId('stats-used')).toHaveTextContent(/the plan limit is unknown$/));
    expect(screen.getByTestId('stats-available')).toHaveTextContent('unknown (the plan is not available)');
    noScreenFailed();
  }, 20_000);

  it('refuses a sign-in reply without a session, saying the reply was not as expected', async () => {
    const { token: _token, ...withoutToken } = sessionReply();
    const { user, store } = renderApp('/login', { '/account/login': () => withoutToken });
    await user.type(await screen.findByLabelText('Login', {}, { timeout: 10_000 }), 'demo');
    await user.type(screen.getByLabelText('Password'), 'demo1234{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent("The server's reply was not as expected. Try again later.");
    expect(store.getState().session.token).toBeNull();
  });
});
