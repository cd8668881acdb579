import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { dialogOverApi, type Handlers } from '../../test/render';
import { expectBanner, optionTexts, pressRefused } from '../../test/dialog';
import { domain, signedInAccount } from '../../test/fixtures';
import { AccountQuotaDialog } from './account-quota-dialog';
import { AliasDialog } from './alias-dialog';
import { CreateAccountDialog } from './create-account-dialog';
import { DomainAddressDialog } from './domain-address-dialog';
import { SenderDialog } from './sender-dialog';
import { failWith } from '../../components/__test__/dialog-test-kit';

const MB = 1048576;

function render(dialog: ReactElement, handlers: Handlers = {}) {
  const account = signedInAccount();
  account.domains = [domain('example.com'), domain('shop.example.com')];
  account.emailAccounts = [
    { domain: 'example.com', name: 'office', diskLimit: 500 * MB, diskUsed: 521666560 },
    { domain: 'shop.example.com', name: 'orders', diskLimit: 100 * MB, diskUsed: 0 },
  ];
  account.emailAliases = [{ domain: 'example.com', name: 'sales', destination: 'office@example.com' }];
  account.emailWhitelists = [{ domain: 'example.com', sender: 'bank.example' }];
  account.emailBlacklists = [];
  account.user = { ...account.user!, hideEmailConfig: true };
  return dialogOverApi(dialog, handlers, account);
}

describe('create e-mail account dialog', () => {
  it('starts at 100 MB, checks every field and shows the range from the plan', async () => {
    const { user, call } = render(<CreateAccountDialog domain="shop.example.com" />);
    const dialog = screen.getByRole('dialog', { name: 'Create an e-mail account' });
    expect(within(dialog).getByLabelText('Domain')).toHaveValue('shop.example.com');
    const quota = within(dialog).getByRole('spinbutton');
    expect(quota).toHaveValue(100);
    await user.type(within(dialog).getByLabelText('Name (the part before the @)'), 'Bad');
    await user.clear(quota);
    await user.type(quota, '4096');
    await pressRefused(user, dialog, 'Create account', call, [
      'You need to enter a valid e-mail address.',
      'Choose a value between 1 and 2048 MB.',
      'Password must be at least 8 characters long.',
    ]);
  });

  it('refuses a name an account or alias of the domain holds', async () => {
    const { user, call } = render(<CreateAccountDialog domain="example.com" />);
    const dialog = screen.getByRole('dialog', { name: 'Create an e-mail account' });
    await user.type(within(dialog).getByLabelText('Name (the part before the @)'), 'sales');
    await user.click(within(dialog).getByRole('button', { name: 'Generate a password' }));
    await pressRefused(user, dialog, 'Create account', call, ['An e-mail alias with this name already exists.']);
  });

  it('generates a 10-character password into both fields and sends the quota in bytes', async () => {
    const { user, call } = render(<CreateAccountDialog domain="example.com" />, { '/email/account/create': () => ({}) });
    const dialog = screen.getByRole('dialog', { name: 'Create an e-mail account' });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.type(within(dialog).getByLabelText('Name (the part before the @)'), 'new.box');
    fireEvent.change(within(dialog).getByRole('slider'), { target: { value: '250' } });
    expect(within(dialog).getByRole('spinbutton')).toHaveValue(250);
    await user.click(within(dialog).getByRole('button', { name: 'Generate a password' }));
    const password = within(dialog).getByLabelText<HTMLInputElement>('Password').value;
    expect(password).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(within(dialog).getByLabelText('Repeat the password')).toHaveValue(password);
    expect(writeText).toHaveBeenCalledWith(password);
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('/email/account/create', { domain: 'example.com', name: 'new.box', quota: 250 * MB, password }));
  });

  it('shows the common-password refusal', async () => {
    const { user } = render(<CreateAccountDialog domain="example.com" />, {
      '/email/account/create': failWith(406, 'notAcceptable', 'x'),
    });
    const dialog = screen.getByRole('dialog', { name: 'Create an e-mail account' });
    await user.type(within(dialog).getByLabelText('Name (the part before the @)'), 'box');
    await user.type(within(dialog).getByLabelText('Password'), 'password1');
    await user.type(within(dialog).getByLabelText('Repeat the password'), 'password1');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await expectBanner(dialog, 'Try using a different password.');
  });
});

describe('change capacity dialog', () => {
  it('keeps slider and number in sync and refuses less than the space in use', async () => {
    const { user, call } = render(<AccountQuotaDialog account={{ domain: 'example.com', name: 'office', diskLimit: 500 * MB, diskUsed: 521666560 }} />);
    const dialog = screen.getByRole('dialog', { name: 'Change capacity' });
    const number = within(dialog).getByRole('spinbutton');
    const slider = within(dialog).getByRole('slider');
    expect(number).toHaveValue(500);
    expect(slider).toHaveValue('500');
    await user.clear(number);
    await user.type(number, '400');
    expect(slider).toHaveValue('400');
    await pressRefused(user, dialog, 'Save', call, ['Account already uses 498 MB of space.']);
  });
});

describe('alias dialog', () => {
  it('keeps at least one destination row, drops empty rows and sends the addresses comma-joined', async () => {
    const { user, call } = render(<AliasDialog domain="example.com" />, { '/email/alias/create': () => ({}) });
    const dialog = screen.getByRole('dialog', { name: 'Create an e-mail alias' });
    expect(within(dialog).getByRole('button', { name: 'Remove destination 1' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Alias name (the part before the @)'), 'team');
    await user.type(within(dialog).getByLabelText('Destination 1'), ' Anna@X.example ');
    await user.click(within(dialog).getByRole('button', { name: 'Add another address' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add another address' }));
    await user.type(within(dialog).getByLabelText('Destination 3'), 'bob@y.example');
    expect(within(dialog).getByRole('button', { name: 'Remove destination 1' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Create alias' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('/email/alias/create', { domain: 'example.com', name: 'team', destination: 'anna@x.example,bob@y.example' }),
    );
  });

  it('refuses an invalid destination and a name an account holds', async () => {
    const { user, call } = render(<AliasDialog domain="example.com" />);
    const dialog = screen.getByRole('dialog', { name: 'Create an e-mail alias' });
    await user.type(within(dialog).getByLabelText('Destination 1'), 'nobody');
    await user.click(within(dialog).getByRole('button', { name: 'Create alias' }));
    expect(await within(dialog).findAllByText('You need to enter a valid e-mail address.')).toHaveLength(2);
    await user.type(within(dialog).getByLabelText('Alias name (the part before the @)'), 'office');
    await user.clear(within(dialog).getByLabelText('Destination 1'));
    await user.type(within(dialog).getByLabelText('Destination 1'), 'a@b.example');
    await pressRefused(user, dialog, 'Create alias', call, ['An e-mail account with this name already exists.']);
  });
});

describe('sender dialog', () => {
  it('checks the sender by its type and refuses one on the other list', async () => {
    const { user, call } = render(<SenderDialog list="black" domain="example.com" />);
    const dialog = screen.getByRole('dialog', { name: 'Add a blocked sender' });
    await user.click(within(dialog).getByLabelText('IP address'));
    await user.type(within(dialog).getByRole('textbox', { name: 'IP address' }), '2001:db8::1');
    await pressRefused(user, dialog, 'Add sender', call, ['You need to enter a valid IP address.']);
    await user.click(within(dialog).getByLabelText('Domain', { selector: 'input' }));
    const field = within(dialog).getByRole('textbox', { name: 'Domain' });
    await user.clear(field);
    await user.type(field, 'Bank.example');
    await pressRefused(user, dialog, 'Add sender', call, ['This sender is already whitelisted.']);
  });
});

describe('catch-all dialog', () => {
  it('offers the accounts of the domain and sends null when turned off', async () => {
    const { user, call } = render(<DomainAddressDialog setting="catchall" domain={domain('example.com', { catchallEmail: 'office@example.com' })} />, {
      '/email/catchall': () => ({}),
    });
    const dialog = screen.getByRole('dialog', { name: 'Default address' });
    const select = within(dialog).getByLabelText('E-mail address');
    expect(optionTexts(select)).toEqual(['office@example.com']);
    await user.click(within(dialog).getByLabelText('Reject it (no default address)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('/email/catchall', { domain: 'example.com', email: null }));
  });
});
