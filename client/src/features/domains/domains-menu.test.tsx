import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { domain } from '../../test/fixtures';
import { redirectSet } from '../../store/navigation-slice';
import { failWith } from '../../components/__test__/dialog-test-kit';
import { openMenu, renderPage, rows } from './domains-test-kit';
import { textsByRole } from '../../test/dialog';

// The per-domain menu and what its items open (the list itself: domains-page.test.tsx).
describe('domains screen', () => {
  it('offers the per-domain menu in groups, saying why the primary domain cannot be deleted', async () => {
    const { user } = renderPage({
      domains: [domain('example.com', { canDelete: false }), domain('shop.example.com')],
      redirects: [{ domain: 'shop.example.com', directory: '/', destination: 'http://x.org', type: 'normal', code: 301 }],
    });
    let menu = await openMenu(user, 'example.com');
    expect(menu).toHaveAttribute('role', 'menu');
    expect(textsByRole(menu, 'menuitem')).toEqual([
      'Create an e-mail account',
      'Create an e-mail alias',
      'Add a trusted sender',
      'Add a blocked sender',
      'Create a redirection',
      'Show server log (access)',
      'Show the error log',
      'Browse files',
      'Change PHP version',
      'Install WordPress',
      'Upload an SSL certificate',
      'Get a free SSL certificate',
      'Delete domainThe primary domain cannot be deleted.',
    ]);
    expect(within(menu).getAllByRole('separator')).toHaveLength(3);
    expect(within(menu).getByRole('menuitem', { name: /Delete domain/ })).toHaveAttribute('aria-disabled', 'true');
    menu = await openMenu(user, 'shop.example.com');
    expect(within(menu).getByRole('menuitem', { name: 'Modify the redirection' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Delete domain' })).toBeEnabled();
  });

  it('offers the free certificate, and Renew for a certificate the domain has', async () => {
    const { user, call } = renderPage({
      domains: [
        domain('a.com'),
        domain('b.com', { sslType: 'letsencrypt', sslExpires: '2026-12-01 00:00:00' }),
        domain('c.com', { sslType: 'custom', sslExpires: '2026-12-01 00:00:00' }),
      ],
    });
    const ssl = async (name: string) => textsByRole(await openMenu(user, name), 'menuitem').filter((label) => /SSL/.test(label ?? ''));
    expect(await ssl('a.com')).toEqual(['Upload an SSL certificate', 'Get a free SSL certificate']);
    expect(await ssl('c.com')).toEqual(['Upload an SSL certificate', 'Get a free SSL certificate', 'Renew the SSL certificate']);
    expect(await ssl('b.com')).toEqual(['Upload an SSL certificate', 'Renew the SSL certificate']);
    const toggle = screen.getByRole('button', { name: 'Actions for b.com' });
    const menu = document.querySelector<HTMLElement>(`[aria-labelledby="${toggle.id}"]`)!;
    await user.click(within(menu).getByRole('menuitem', { name: 'Renew the SSL certificate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew the certificate' });
    await user.click(within(dialog).getByRole('button', { name: 'Renew' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('/certificate/generate', { domain: 'b.com' }));
  });

  it('handles the keyboard the same way on the first open as on later ones', async () => {
    const { user } = renderPage();
    for (const attempt of ['first', 'second']) {
      // Enter opens with the focus on the first item; End and Home reach the last and first that can take it.
      screen.getByRole('button', { name: 'Actions for example.com' }).focus();
      await user.keyboard('{Enter}');
      const toggle = screen.getByRole('button', { name: 'Actions for example.com' });
      await waitFor(() => expect(toggle, attempt).toHaveAttribute('aria-expanded', 'true'));
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Create an e-mail account' }), attempt).toHaveFocus());
      await user.keyboard('{End}');
      const open = document.querySelector<HTMLElement>(`[aria-labelledby="${toggle.id}"]`)!;
      const enabled = within(open)
        .getAllByRole('menuitem')
        .filter((item) => item.getAttribute('aria-disabled') !== 'true');
      expect(enabled.at(-1), attempt).toHaveFocus();
      expect(enabled.at(-1), attempt).toHaveTextContent(/SSL certificate$/);
      await user.keyboard('{Home}');
      expect(screen.getByRole('menuitem', { name: 'Create an e-mail account' }), attempt).toHaveFocus();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(toggle, attempt).toHaveAttribute('aria-expanded', 'false'));
      expect(toggle, attempt).toHaveFocus();
    }
    // ArrowDown on a closed toggle opens the menu on its first item, on the first open too.
    screen.getByRole('button', { name: 'Actions for shop.example.com' }).focus();
    await user.keyboard('{ArrowDown}');
    const shop = screen.getByRole('button', { name: 'Actions for shop.example.com' });
    await waitFor(() => expect(shop).toHaveAttribute('aria-expanded', 'true'));
    const menu = document.querySelector<HTMLElement>(`[aria-labelledby="${shop.id}"]`)!;
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Create an e-mail account' })).toHaveFocus());
  });

  it('opens other screens with a redirect instruction', async () => {
    const { user, store } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Actions for shop.example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Create an e-mail account' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/emails');
    expect(store.getState().navigation.redirect).toEqual({ page: 'emails', action: 'accountAdd', domain: 'shop.example.com' });
  });

  it('browses the files of a domain', async () => {
    const { user, store } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Actions for shop.example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Browse files' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/files');
    expect(store.getState().navigation.fileDir).toBe('/domains/shop.example.com/public_html');
  });

  it('deletes a domain only after the confirmation is ticked', async () => {
    const { user, call, store } = renderPage({}, { '/domain/remove': () => ({ domains: [domain('example.com', { canDelete: false })], scripts: [] }) });
    await user.click(screen.getByRole('button', { name: 'Actions for shop.example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete domain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete domain' });
    expect(dialog.querySelector('#domain-remove-dialog')).not.toBeNull();
    const button = within(dialog).getByRole('button', { name: 'Delete domain' });
    expect(button).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox'));
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(call).toHaveBeenCalledWith('/domain/remove', { domain: 'shop.example.com' }));
    await waitFor(() => expect(rows()).toEqual(['example.com']));
    expect(store.getState().ui.toasts[0].detail.id).toBe('toast.domainRemoved');
  });

  it('changes the PHP version of a domain', async () => {
    const { user, call } = renderPage({}, { '/domain/php': () => ({ domains: [] }) });
    await user.click(screen.getByRole('button', { name: 'Actions for example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change PHP version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change PHP version' });
    const select = within(dialog).getByRole('combobox', { name: 'PHP version' });
    expect(select).toHaveValue('8.3');
    await user.selectOptions(select, '8.1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('/domain/php', { domain: 'example.com', version: '8.1' }));
  });

  it('shows the access log as the server sends it (its last 1,000 lines at most)', async () => {
    const log = Array.from({ length: 300 }, (_, i) => `GET /page-${i + 1}`).join('\n');
    const { user, call } = renderPage({}, { '/log/show': () => ({ log }) });
    await user.click(screen.getByRole('button', { name: 'Actions for example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Show server log (access)' }));
    const text = await screen.findByTestId('log-viewer-text');
    expect(call).toHaveBeenCalledWith('/log/show', { domain: 'example.com', type: 'access' }, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    const lines = within(text)
      .getAllByTestId('log-line')
      .map((line) => line.textContent);
    expect(lines).toHaveLength(300);
    expect(lines[0]).toBe('GET /page-1');
    expect(lines.at(-1)).toBe('GET /page-300');
  });

  it('shows the error log with a filter by severity', async () => {
    const log = ['[x] [php:error] [pid 1] PHP Fatal error:  boom', '[x] [php:warn] [pid 1] PHP Warning:  careful'].join('\n');
    const { user, call } = renderPage({}, { '/log/show': () => ({ log }) });
    await user.click(screen.getByRole('button', { name: 'Actions for example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Show the error log' }));
    const text = await screen.findByTestId('log-viewer-text');
    expect(call).toHaveBeenCalledWith('/log/show', { domain: 'example.com', type: 'error' }, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Severity' }), 'Warnings');
    await waitFor(() =>
      expect(
        within(text)
          .getAllByTestId('log-line')
          .map((line) => line.textContent),
      ).toEqual([expect.stringContaining('careful')]),
    );
  });

  it('says when the log cannot be loaded', async () => {
    const { user } = renderPage(
      {},
      {
        '/log/show': failWith(404, 'notFound', 'x'),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Actions for example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Show server log (access)' }));
    expect(await screen.findByText('Cannot load server log.')).toBeInTheDocument();
  });

  it('says when the server cannot be reached for the log, and reads it afresh on the next open', async () => {
    let reachable = false;
    const { user } = renderPage(
      {},
      {
        '/log/show': () => {
          if (!reachable) throw new ApiError({ code: 0, type: 'networkError', message: 'Network error' });
          return { log: 'GET /fresh' };
        },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Actions for example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Show server log (access)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Server log (access): example.com' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Cannot connect to the server. Check your network connection and try again.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Actions for example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Show server log (access)' }));
    expect(await screen.findByTestId('log-viewer-text')).toHaveTextContent('GET /fresh');
  });

  it('lists the name servers in the domain configuration dialog', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Domain configuration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Domain configuration' });
    expect(within(dialog).getByText('ns1.example.net')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy ns2.example.net' })).toBeInTheDocument();
    expect(within(dialog).getByText(/24 hours/)).toBeInTheDocument();
  });

  it('acts on the redirect instructions it accepts', async () => {
    const { store } = renderPage();
    act(() => {
      store.dispatch(redirectSet({ page: 'domains', action: 'password', domain: null }));
    });
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(store.getState().navigation.redirect).toBeNull();

    act(() => {
      store.dispatch(redirectSet({ page: 'domains', action: 'ssl', domain: 'example.com' }));
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ssl'));
    expect(store.getState().navigation.redirect).toEqual({ page: 'ssl', action: 'ssl', domain: 'example.com' });
  });
});
