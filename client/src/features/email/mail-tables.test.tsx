import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../components/pager';
import { fakeApi, renderWithProviders } from '../../test/render';
import { domain, signedInAccount } from '../../test/fixtures';
import { AccountsTab } from './accounts-tab';
import { AliasesTab } from './aliases-tab';
import { DomainAddressesTab } from './domain-addresses-tab';
import { FiltersTab } from './filters-tab';

const MB = 1048576;
const MANY = PAGE_SIZE * 2 + 10;
const names = Array.from({ length: MANY }, (_, i) => `box${String(i).padStart(3, '0')}`);

/** Every e-mail table shows one page of rows of a long list, never the whole list. */
describe('e-mail tables of a big account', () => {
  const account = signedInAccount({
    domains: names.map((n) => domain(`${n}.example.com`)),
    emailAccounts: names.map((name) => ({ domain: 'example.com', name, diskLimit: 100 * MB, diskUsed: 0 })),
    emailAliases: names.map((name) => ({ domain: 'example.com', name: `a-${name}`, destination: 'office@example.com' })),
    emailWhitelists: names.map((n) => ({ domain: 'example.com', sender: `${n}.example.net` })),
    emailBlacklists: [],
  });
  const render = (ui: Parameters<typeof renderWithProviders>[0]) => renderWithProviders(ui, { api: fakeApi().api, route: '/emails', account });
  const props = { filter: { domain: '', search: '' }, onFilter: () => undefined };
  const status = `1–${PAGE_SIZE} of ${MANY}`;

  it('mailboxes', () => {
    render(<AccountsTab {...props} />);
    expect(screen.getAllByTestId('email-row')).toHaveLength(PAGE_SIZE);
    expect(screen.getByTestId('pager-status')).toHaveTextContent(status);
  });

  it('aliases', () => {
    render(<AliasesTab {...props} />);
    expect(screen.getAllByTestId('alias-row')).toHaveLength(PAGE_SIZE);
    expect(screen.getByTestId('pager-status')).toHaveTextContent(status);
  });

  it('default addresses, per domain', () => {
    render(<DomainAddressesTab setting="catchall" />);
    expect(screen.getAllByTestId('catchall-row')).toHaveLength(PAGE_SIZE);
    expect(screen.getByTestId('pager-status')).toHaveTextContent(`1–${PAGE_SIZE} of ${MANY}`);
  });

  it('trusted senders', () => {
    render(<FiltersTab />);
    expect(screen.getAllByTestId('sender-white-row')).toHaveLength(PAGE_SIZE);
    expect(screen.getByTestId('pager-status')).toHaveTextContent(status);
  });
});

describe('a mailbox that is full', () => {
  it('says so in words, not only with a red bar', () => {
    const account = signedInAccount({
      emailAccounts: [
        { domain: 'example.com', name: 'full', diskLimit: 100 * MB, diskUsed: 100 * MB },
        { domain: 'example.com', name: 'near', diskLimit: 100 * MB, diskUsed: 95 * MB },
        { domain: 'example.com', name: 'fine', diskLimit: 100 * MB, diskUsed: 10 * MB },
      ],
    });
    renderWithProviders(<AccountsTab filter={{ domain: '', search: '' }} onFilter={() => undefined} />, { api: fakeApi().api, route: '/emails', account });
    const texts = screen.getAllByTestId('mail-usage-text').map((text) => text.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Full · 100% of 100 MB', 'Nearly full · 95% of 100 MB', '10% of 100 MB']));
    expect(screen.getByRole('progressbar', { name: 'Full · 100% of 100 MB' })).toBeInTheDocument();
  });
});
