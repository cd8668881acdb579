import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { fakeApi, renderDialog } from '../../test/render';
import { signedInAccount } from '../../test/fixtures';
import { TwoFactorDialog } from './two-factor-dialog';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const KEY = { secret: SECRET, uri: `otpauth://totp/Hosting%20panel:demo?issuer=Hosting%20panel&secret=${SECRET}&algorithm=SHA1&digits=6&period=30` };
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

type Handlers = Parameters<typeof fakeApi>[0];

function show(enabled: boolean, handlers: Handlers = {}) {
  const { api, call } = fakeApi({
    '/account/two-factor': () => ({ enabled, recoveryCodesLeft: enabled ? 7 : 0 }),
    '/account/two-factor/start': () => KEY,
    '/account/two-factor/confirm': () => ({ recoveryCodes: CODES }),
    '/account/two-factor/disable': () => ({ ok: true }),
    ...handlers,
  });
  const view = renderDialog(<TwoFactorDialog />, { api, account: signedInAccount() });
  return { ...view, call, user: userEvent.setup() };
}

const wrongCode = () => {
  throw new ApiError({ code: 400, type: 'validation', message: 'The code is not correct.', field: 'passcode' });
};

describe('two-factor sign-in', () => {
  it('turns on: the key as a QR code and as text, a wrong first code said at the field, then the recovery codes once', async () => {
    let confirmations = 0;
    const { user, call } = show(false, {
      '/account/two-factor/confirm': () => (confirmations++ === 0 ? wrongCode() : { recoveryCodes: CODES }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor sign-in' });
    expect(await within(dialog).findByTestId('two-factor-state')).toHaveTextContent('Two-factor sign-in is off.');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByRole('img', { name: 'QR code of the key for an authenticator app' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('two-factor-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    const code = within(dialog).getByLabelText('Code');
    await user.type(code, '12ab');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText('Enter the 6-digit code your app shows.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('/account/two-factor/confirm', expect.anything());

    await user.clear(code);
    await user.type(code, '123456{Enter}');
    expect(await within(dialog).findByText('The code is not correct. Check the time on your phone and enter the newest code.')).toBeInTheDocument();
    expect(code).toHaveValue('');
    await user.type(code, '654 321{Enter}');
    const codes = await within(dialog).findByTestId('two-factor-codes');
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(within(dialog).getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(call).toHaveBeenLastCalledWith('/account/two-factor/confirm', { passcode: '654 321' });
  });

  it('turns off with the password and a code: a wrong password is said at its field, throttling above the form', async () => {
    let tries = 0;
    const { user, call } = show(true, {
      '/account/two-factor/disable': () => {
        tries++;
        if (tries === 1) throw new ApiError({ code: 400, type: 'validation', message: 'Incorrect password.', field: 'password' });
        if (tries === 2) throw new ApiError({ code: 429, type: 'throttled', message: 'x', retryAfter: 600 });
        return { ok: true };
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor sign-in' });
    expect(await within(dialog).findByTestId('two-factor-state')).toHaveTextContent('Two-factor sign-in is on. 7 recovery codes left.');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await user.click(within(dialog).getByTestId('two-factor-off-confirm'));
    expect(await within(dialog).findByText('You need to enter a valid password.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the 6-digit code from your app or a recovery code.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Password'), 'wrong-one');
    await user.type(within(dialog).getByLabelText('Code'), 'abcde-fghjk{Enter}');
    expect(await within(dialog).findByText('Incorrect password.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Code'), '123456{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many incorrect codes. Try again in 10 minutes.');
    await user.click(within(dialog).getByTestId('two-factor-off-confirm'));
    expect(await within(dialog).findByTestId('two-factor-state')).toHaveTextContent('Two-factor sign-in is off.');
    expect(call).toHaveBeenLastCalledWith('/account/two-factor/disable', { password: 'wrong-one', passcode: '123456' });
  });
});
