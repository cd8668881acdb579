import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { fakeApi, renderWithProviders } from '../../test/render';
import { sessionReply } from '../../test/fixtures';
import { LoginPage } from './login-page';

const codeNeeded = () => {
  throw new ApiError({ code: 403, type: 'twoFactorRequired', message: 'Enter the code from your authenticator app.', challengeToken: 'challenge-1' });
};

function renderLogin(handlers: Parameters<typeof fakeApi>[0]) {
  const { api, call } = fakeApi({ '/account/login': codeNeeded, ...handlers });
  const view = renderWithProviders(<LoginPage />, { api, route: '/login' });
  return { ...view, call, user: userEvent.setup() };
}

async function passwordStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Login'), 'demo');
  await user.type(screen.getByLabelText('Password'), 'demo1234{Enter}');
  return screen.findByRole('heading', { name: 'Enter your code' });
}

describe('the sign-in’s code step (two-factor sign-in)', () => {
  it('asks for a code after the right password; a wrong code is said at the field, the right one signs in', async () => {
    let tries = 0;
    const { user, call, store } = renderLogin({
      '/account/two-factor/sign-in': () => {
        if (tries++ === 0) throw new ApiError({ code: 400, type: 'validation', message: 'The code is not correct.', field: 'passcode' });
        return sessionReply();
      },
    });
    await passwordStep(user);
    expect(screen.getByText(/Two-factor sign-in is on for/)).toHaveTextContent('Two-factor sign-in is on for demo.');
    const code = screen.getByLabelText('Code');
    expect(code).toHaveFocus();
    await user.type(code, '12{Enter}');
    expect(await screen.findByText('Enter the 6-digit code from your app or a recovery code.')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123456{Enter}');
    expect(await screen.findByText('The code is not correct. Enter the newest code from your app, or an unused recovery code.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), 'abcde-fghjk{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/domains'));
    expect(store.getState().session.token).toBe('token-1');
    expect(call).toHaveBeenLastCalledWith(
      '/account/two-factor/sign-in',
      { challengeToken: 'challenge-1', passcode: 'abcde-fghjk' },
      { keepSessionOn403: true },
    );
  });

  it('goes back to the password with a notice when the sign-in has expired', async () => {
    const { user } = renderLogin({
      '/account/two-factor/sign-in': () => {
        throw new ApiError({ code: 403, type: 'session', message: 'The sign-in has expired. Sign in again.' });
      },
    });
    await passwordStep(user);
    await user.type(screen.getByLabelText('Code'), '123456{Enter}');
    expect(await screen.findByTestId('login-notice')).toHaveTextContent('The sign-in has expired. Enter your password again.');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByTestId('two-factor-step')).not.toBeInTheDocument();
  });
});
