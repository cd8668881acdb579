import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Redirect } from '@panel/contract';
import { dialogOverApi, type Handlers } from '../../test/render';
import { pressRefused } from '../../test/dialog';
import { signedInAccount } from '../../test/fixtures';
import { RedirectDialog } from './redirect-dialog';

const promo: Redirect = { domain: 'shop.example.com', directory: '/promo/', destination: 'https://www.example.net/sale', type: 'normal', code: 302 };
const root: Redirect = { domain: 'example.com', directory: '/', destination: 'example.com/', type: 'http', code: 301 };

const renderDialog = (props: Parameters<typeof RedirectDialog>[0], handlers: Handlers = {}) =>
  dialogOverApi(<RedirectDialog {...props} />, handlers, signedInAccount({ redirects: [promo, root] }));

const advanced = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Advanced options' });

describe('redirect dialog', () => {
  it('creates: the domain preselected, / as the directory, 301 with the advanced section collapsed', () => {
    renderDialog({ domain: 'shop.example.com' });
    const dialog = screen.getByRole('dialog', { name: 'Create new redirection' });
    expect(within(dialog).getByLabelText('Domain name')).toHaveValue('shop.example.com');
    expect(within(dialog).getByLabelText('Subdirectory')).toHaveValue('/');
    expect(advanced(dialog)).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows every rule message at once and sends nothing', async () => {
    const { user, call } = renderDialog({});
    const dialog = screen.getByRole('dialog', { name: 'Create new redirection' });
    await user.clear(within(dialog).getByLabelText('Subdirectory'));
    await user.type(within(dialog).getByLabelText('Subdirectory'), 'a//b');
    await pressRefused(user, dialog, 'Create', call, [
      'You need to select the domain name.',
      'You need to enter a valid subdirectory name.',
      'You need to enter a valid website address.',
    ]);
  });

  it('refuses an address already redirected, however the directory is typed', async () => {
    const { user, call } = renderDialog({ domain: 'shop.example.com' });
    const dialog = screen.getByRole('dialog', { name: 'Create new redirection' });
    await user.clear(within(dialog).getByLabelText('Subdirectory'));
    await user.type(within(dialog).getByLabelText('Subdirectory'), 'promo');
    await user.type(within(dialog).getByLabelText('Destination website address'), 'x.example.net');
    await pressRefused(user, dialog, 'Create', call, ['You have already redirected this address.']);
  });

  it('sends the normalised body and toasts the address', async () => {
    const { user, call, store } = renderDialog(
      { domain: 'shop.example.com' },
      {
        '/redirect/create': (body) => ({ redirects: [body] }),
      },
    );
    const dialog = screen.getByRole('dialog', { name: 'Create new redirection' });
    await user.clear(within(dialog).getByLabelText('Subdirectory'));
    await user.type(within(dialog).getByLabelText('Subdirectory'), 'blog');
    await user.type(within(dialog).getByLabelText('Destination website address'), 'www.example.net/blog');
    await user.click(advanced(dialog));
    await user.click(within(dialog).getByLabelText('302 – temporary'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(call).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith('/redirect/create', {
      domain: 'shop.example.com',
      directory: '/blog/',
      type: 'normal',
      destination: 'http://www.example.net/blog',
      code: 302,
    });
    await waitFor(() => expect(store.getState().ui.toasts[0]?.detail).toEqual({ id: 'toast.redirectCreated', values: { address: 'shop.example.com/blog/' } }));
  });

  it('modifies: key fields fixed, the advanced section open at 302', () => {
    renderDialog({ redirect: promo });
    const dialog = screen.getByRole('dialog', { name: 'Modify redirection' });
    expect(within(dialog).getByLabelText('Domain name')).toBeDisabled();
    expect(within(dialog).getByLabelText('Subdirectory')).toBeDisabled();
    expect(within(dialog).getByLabelText('Destination website address')).toHaveValue('https://www.example.net/sale');
    expect(advanced(dialog)).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByLabelText('302 – temporary')).toBeChecked();
  });

  it('sends HTTP to HTTPS to the address itself', async () => {
    const { user, call } = renderDialog({ redirect: root }, { '/redirect/modify': () => ({}) });
    const dialog = screen.getByRole('dialog', { name: 'Modify redirection' });
    expect(within(dialog).getByLabelText('From HTTP to HTTPS')).toBeChecked();
    expect(within(dialog).queryByLabelText('Destination website address')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Visitors of http://example.com/ will be sent to https://example.com/.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('/redirect/modify', { domain: 'example.com', directory: '/', type: 'http', destination: 'example.com/', code: 301 }),
    );
  });
});
