import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as realRules from '@panel/contract/rules';
import { fakeApi, renderWithProviders } from '../../test/render';
import { sessionReply } from '../../test/fixtures';
import { LoginPage } from './login-page';

type Rules = typeof realRules;

// The shared rules (zod, a chunk of their own in the app) as a test hands them over: when it says.
let rulesNow: () => Promise<Rules> = () => Promise.resolve(realRules);
vi.mock('./login-rules', () => ({ loadLoginRules: () => rulesNow() }));

/** The rules arrive only when the returned function is called (with `rules`, or the real ones). */
function rulesLater(rules: Rules = realRules) {
  let arrive = () => {};
  const arrived = new Promise<Rules>((resolve) => (arrive = () => resolve(rules)));
  rulesNow = () => arrived;
  return arrive;
}

function renderLogin() {
  const { api, call } = fakeApi({ '/account/login': () => sessionReply() });
  const view = renderWithProviders(<LoginPage />, { api, route: '/login' });
  return { ...view, call, user: userEvent.setup() };
}

describe('sign-in form while the rules load', () => {
  it('sends a plain sign-in at once and goes in once the rules have passed it', async () => {
    const arrive = rulesLater();
    const { user, call } = renderLogin();
    await user.type(screen.getByLabelText('Login'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('/account/login', { login: 'demo', password: 'demo1234' }, expect.anything()));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    arrive();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/domains'));
  });

  it('waits for the rules with a login to trim, and sends it trimmed', async () => {
    const arrive = rulesLater();
    const { user, call } = renderLogin();
    await user.type(screen.getByLabelText('Login'), ' demo ');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(call).not.toHaveBeenCalled();
    arrive();
    await waitFor(() => expect(call).toHaveBeenCalledWith('/account/login', { login: 'demo', password: 'demo1234' }, expect.anything()));
  });

  it('stops a sign-in sent at once that the rules refuse, shows their error and stays out', async () => {
    // Rules stricter than the form's own look at plain values: the rules' word is the one that counts.
    const stricter = realRules.loginSchema.refine(() => false, { message: realRules.messageId('validation.password.invalid'), path: ['password'] });
    const arrive = rulesLater({ ...realRules, loginSchema: stricter });
    const { user, call, store } = renderLogin();
    await user.type(screen.getByLabelText('Login'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(call).toHaveBeenCalled());
    arrive();
    expect(await screen.findByText('You need to enter a valid password.')).toHaveClass('invalid-feedback');
    expect(call.mock.calls[0][2]?.signal?.aborted).toBe(true);
    expect(store.getState().session.token).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
