import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountState, domain, signedInAccount } from '../../test/fixtures';
import { fakeApi, renderRoutes, testStore } from '../../test/render';
import { warmUpSession } from '../../api/session-warm-up';

const valid = (records: { name: string; value: string }[]) => ({ state: 'valid', problems: [], records });
const SPF = { name: '@', value: 'v=spf1 a mx ~all' };
const DKIM = { name: 'default._domainkey', value: 'v=DKIM1; k=rsa; p=MIIBIjAN' };
const DMARC = { name: '_dmarc', value: 'v=DMARC1; p=quarantine' };
const example = { domain: 'example.com', served: true, spf: valid([SPF]), dkim: valid([DKIM]), dmarc: valid([DMARC]) };
const shop = {
  domain: 'shop.example.com',
  served: true,
  spf: { state: 'problem', problems: ['spfMultiple'], records: [SPF, { name: '@', value: 'v=spf1 include:x.example -all' }] },
  dkim: { state: 'missing', problems: [], records: [] },
  dmarc: valid([DMARC]),
};
const shopFixed = { ...shop, spf: valid([SPF]), dkim: valid([DKIM]) };

function renderDomains(capabilities: string[]) {
  const { api, call } = fakeApi({
    '/account/capabilities': () => ({ capabilities }),
    '/mail-auth/status': () => ({ domains: [example, shop, { domain: 'far.example', served: false }], nameServers: ['ns1.example.net', 'ns2.example.net'] }),
    '/mail-auth/fix': () => ({
      domain: shopFixed,
      written: [
        { name: '@', value: 'v=spf1 a mx include:x.example -all' },
        { name: 'default._domainkey', value: 'v=DKIM1; k=rsa; p=MIIBIjAN' },
      ],
      removed: shop.spf.records,
    }),
  });
  const store = testStore(api, accountState(signedInAccount()));
  renderRoutes(store, api, '/domains');
  return { call, user: userEvent.setup() };
}

const row = (domain: string) => screen.getAllByTestId('domain-row').find((r) => r.getAttribute('data-domain') === domain)!;

describe('mail authentication', () => {
  it('marks the domain that needs it; its dialog says what is wrong, fixes it in one step listing the records, and the mark goes', async () => {
    const { call, user } = renderDomains(['mailAuth']);
    const badge = await within(await waitFor(() => row('shop.example.com'))).findByTestId('mail-auth-badge');
    expect(badge).toHaveTextContent('Mail: SPF and DKIM');
    expect(within(row('example.com')).queryByTestId('mail-auth-badge')).toBeNull();
    expect(screen.getByTestId('attention-panel')).toHaveTextContent('Mail from shop.example.com may land in spam: SPF, DKIM missing or wrong.');

    await user.click(badge);
    const dialog = await screen.findByRole('dialog', { name: 'Mail authentication' });
    const check = (part: string) =>
      within(dialog)
        .getAllByTestId('mail-auth-check')
        .find((c) => c.getAttribute('data-part') === part)!;
    expect(await within(dialog).findByText('There are two or more SPF records: receivers then ignore SPF altogether.')).toBeInTheDocument();
    expect(check('spf')).toHaveTextContent('Has a problem');
    expect(check('dkim')).toHaveTextContent('MissingA signature');
    expect(check('dmarc')).toHaveTextContent('Valid');

    await user.click(within(dialog).getByRole('button', { name: 'Fix in one step' }));
    const result = await within(dialog).findByTestId('mail-auth-result');
    expect(call).toHaveBeenCalledWith('/mail-auth/fix', { domain: 'shop.example.com', parts: ['spf', 'dkim', 'dmarc'] });
    expect(result).toHaveTextContent('Written to the zone:shop.example.com TXT "v=spf1 a mx include:x.example -all"default._domainkey.shop.example.com TXT');
    expect(result).toHaveTextContent('Replaced:shop.example.com TXT "v=spf1 a mx ~all"');
    expect(check('dkim')).toHaveTextContent('Valid');
    await waitFor(() => expect(within(row('shop.example.com')).queryByTestId('mail-auth-badge')).toBeNull());

    // A domain whose DNS is elsewhere: why it cannot be checked, and no fix.
    await user.selectOptions(within(dialog).getByLabelText('Domain'), 'far.example');
    expect(within(dialog).getByTestId('mail-auth-not-served')).toHaveTextContent(
      'The DNS of far.example is kept elsewhere (it does not use our name servers ns1.example.net and ns2.example.net)',
    );
    expect(within(dialog).queryByRole('button', { name: 'Fix in one step' })).toBeNull();
  });

  it("shows the domains table without waiting for the status: each row keeps its mark's room and Needs attention an item's, which the status then fills", async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { api, call } = fakeApi({
      '/account/capabilities': () => ({ capabilities: ['mailAuth'] }),
      '/mail-auth/status': async () => {
        await answered;
        return { domains: [example, shop], nameServers: ['ns1.example.net', 'ns2.example.net'] };
      },
    });
    // A domain on PHP 8.1: Needs attention has an item, and keeps the room of the mail authentication one after it.
    const store = testStore(api, accountState(signedInAccount({ domains: [domain('example.com'), domain('shop.example.com', { phpVersion: '8.1' })] })));
    // As main.tsx does the moment a session exists, before the layout's code is here.
    const warmUp = warmUpSession(store.dispatch);
    await waitFor(() => expect(call.mock.calls.some(([path]) => path === '/mail-auth/status')).toBe(true));
    renderRoutes(store, api, '/domains');
    // The rows are there while the status is on its way, each with the room its mark would take, not read out.
    await waitFor(() => expect(row('shop.example.com')).toBeInTheDocument());
    expect(within(row('shop.example.com')).getByTestId('mail-auth-badge-room')).toHaveAttribute('aria-hidden', 'true');
    expect(within(row('example.com')).getByTestId('mail-auth-badge-room')).toBeInTheDocument();
    expect(screen.queryByTestId('mail-auth-badge')).toBeNull();
    const items = () => within(screen.getByTestId('attention-panel')).getAllByTestId(/^attention-item/);
    expect(items().map((item) => item.dataset.testid)).toEqual(['attention-item-room', 'attention-item']);

    answer();
    await waitFor(() => expect(within(row('shop.example.com')).getByTestId('mail-auth-badge')).toHaveTextContent('Mail: SPF and DKIM'));
    expect(screen.getByTestId('attention-panel')).toHaveTextContent('Mail from shop.example.com may land in spam');
    expect(screen.queryByTestId('mail-auth-badge-room')).toBeNull();
    expect(items().map((item) => item.dataset.kind)).toEqual(['mailAuth', 'phpEndOfLife']);
    await warmUp;
  });

  it('shows nothing of it, and asks nothing, when the backend does not offer it', async () => {
    const { call } = renderDomains([]);
    await waitFor(() => expect(row('shop.example.com')).toBeInTheDocument());
    await waitFor(() => expect(call).toHaveBeenCalledWith('/account/capabilities', {}));
    expect(screen.queryByTestId('mail-auth-badge')).toBeNull();
    expect(screen.getByTestId('attention-panel')).not.toHaveTextContent('Mail');
    expect(call.mock.calls.some(([path]) => path === '/mail-auth/status')).toBe(false);
  });
});
