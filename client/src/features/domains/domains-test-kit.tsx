import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../test/render';
import { signedInAccount, type TestAccount } from '../../test/fixtures';
import { DomainsPage } from './domains-page';

/** The domains screen's tests (domains-page and domains-menu): the screen over a fake API, signed in. */
export function renderPage(account: Partial<TestAccount> = {}, handlers: Parameters<typeof fakeApi>[0] = {}) {
  const { api, call } = fakeApi(handlers);
  const view = renderWithProviders(<DomainsPage />, { api, route: '/domains', account: signedInAccount(account) });
  return { ...view, call, user: userEvent.setup() };
}

/** Opens a row's menu and returns it (closed menus stay in the DOM, hidden by CSS). */
export async function openMenu(user: ReturnType<typeof userEvent.setup>, domainName: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${domainName}` }));
  const toggle = screen.getByRole('button', { name: `Actions for ${domainName}` });
  await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
  return document.querySelector<HTMLElement>(`[aria-labelledby="${toggle.id}"]`)!;
}

export const rows = () => screen.getAllByTestId('domain-row').map((row) => row.getAttribute('data-domain'));

/** Makes every media query match, as on a phone (the only one the table asks is the phone width). */
export function asPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
  );
}
