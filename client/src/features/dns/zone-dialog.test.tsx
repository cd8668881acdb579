import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failWith } from '../../components/__test__/dialog-test-kit';
import { ZoneRecords } from '../../components/zone-records';
import { fakeApi, renderDialog, renderWithProviders } from '../../test/render';
import { domain, signedInAccount } from '../../test/fixtures';
import { DnsZoneDialog } from './zone-dialog';

const D = 'shop.example.com';
const rec = (id: string, type: string, name: string, value: string, more: Record<string, unknown> = {}) => ({
  id,
  type,
  name,
  ttl: 3600,
  value,
  readOnly: false,
  ...more,
});
const zone = {
  domain: D,
  served: true,
  nameServers: ['ns1.hosting.example', 'ns2.hosting.example'],
  records: [
    { ...rec('soa', 'SOA', '@', `ns1.hosting.example hostmaster.${D} 2026112801 3600 900 1209600 300`), readOnly: true },
    { ...rec('ns1', 'NS', '@', 'ns1.hosting.example'), readOnly: true },
    rec('1', 'A', '@', '203.0.113.10'),
    rec('2', 'MX', '@', `mail.${D}`, { priority: 10 }),
    rec('3', 'TXT', '@', 'v=spf1 a mx ~all', { strings: ['v=spf1 a mx ~all'] }),
    rec('4', 'A', 'www', '203.0.113.10'),
  ],
};

type Handlers = Parameters<typeof fakeApi>[0];

function show(handlers: Handlers = {}, reply = zone) {
  const { api, call } = fakeApi({ '/dns/zone': () => reply, '/account/capabilities': () => ({ capabilities: ['dnsZone'] }), ...handlers });
  const view = renderDialog(<DnsZoneDialog domain={D} />, { api, account: signedInAccount() });
  return { ...view, call, user: userEvent.setup() };
}

const dialog = () => screen.findByRole('dialog', { name: `DNS zone: ${D}` });
const changes = (call: ReturnType<typeof show>['call']) => call.mock.calls.filter(([path]) => path !== '/dns/zone' && path !== '/account/capabilities');

async function addForm(user: ReturnType<typeof userEvent.setup>, fields: Record<string, string>) {
  const box = await dialog();
  await user.click(await within(box).findByRole('button', { name: 'Add a record' }));
  for (const [label, value] of Object.entries(fields)) {
    const field = within(box).getByLabelText(label);
    if (field.tagName === 'SELECT') await user.selectOptions(field, value);
    else {
      await user.clear(field);
      if (value) await user.type(field, value);
    }
  }
  await user.click(within(box).getByRole('button', { name: 'Add the record' }));
  return box;
}

describe('the DNS zone dialog', () => {
  it('lists the records, the host’s read-only, each other with Edit and Remove naming it', async () => {
    show();
    const box = await dialog();
    const rows = await within(box).findAllByTestId('dns-record');
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveTextContent('Kept by the host');
    expect(within(rows[0]).queryByRole('button')).toBeNull();
    expect(within(box).getByRole('button', { name: 'Edit the record www A 203.0.113.10' })).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Remove the record @ MX 10 mail.shop.example.com' })).toBeInTheDocument();
  });

  it.each([
    [{ Type: 'A', Name: 'api', Value: '300.1.2.3' }, 'Enter an IPv4 address, like 203.0.113.10.'],
    [{ Type: 'AAAA', Name: 'api', Value: '203.0.113.10' }, 'Enter an IPv6 address, like 2001:db8::1.'],
    [{ Type: 'CNAME', Name: '@', Value: 'example.net' }, 'A CNAME record cannot be at the domain itself (@): the domain needs its NS and SOA records there.'],
    [{ Type: 'MX', Name: '@', Value: 'mx.example.net', Priority: '70000' }, 'Choose a priority between 0 and 65535.'],
    [{ Type: 'TXT', Name: 'x', Value: '' }, 'Enter the text of the record.'],
    [
      { Type: 'SRV', Name: 'sip', Value: 'sip.example.net', Priority: '1', Weight: '1', Port: '5060' },
      'An SRV name starts with the service and the protocol, like _sip._tcp.',
    ],
    [{ Type: 'SRV', Name: '_sip._tcp', Value: 'sip.example.net', Priority: '1', Weight: '1', Port: '' }, 'Choose a port between 0 and 65535.'],
    [{ Type: 'CAA', Name: '@', Tag: 'iodef', Value: 'ftp://x' }, 'Enter a mailto: or https: address where reports go.'],
    [
      { Type: 'A', Name: 'a..b', Value: '192.0.2.1' },
      'Enter @ for the domain itself or a name of letters, digits, hyphens and underscores (each part up to 63 characters).',
    ],
    [{ Type: 'A', Name: 'x', Value: '192.0.2.1', TTL: '30' }, 'Choose a TTL between 60 and 604800 seconds.'],
  ])('refuses %o under its field, sending nothing', async (fields, message) => {
    const { user, call } = show();
    await addForm(user, fields);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(changes(call)).toEqual([]);
  });

  it('says under the name how an SRV record is named', async () => {
    const { user } = show();
    const box = await dialog();
    await user.click(await within(box).findByRole('button', { name: 'Add a record' }));
    await user.selectOptions(within(box).getByLabelText('Type'), 'SRV');
    expect(within(box).getByLabelText('Name')).toHaveAccessibleDescription(
      `The service and the protocol, then the name if any: _sip._tcp for ${D} itself, _sip._tcp.eu for eu.${D}.`,
    );
  });

  it('refuses what a DNS server refuses in words naming the records, then adds a record that fits', async () => {
    const added = { ...zone, records: [...zone.records, rec('5', 'CNAME', 'shop', 'shops.example.net')] };
    const { user, call, store } = show({ '/dns/record/add': () => added });
    const box = await addForm(user, { Type: 'CNAME', Name: 'www', Value: 'shops.example.net' });
    // Said once, under the field it is about (which is marked and focused), never as its message id.
    const name = within(box).getByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('A CNAME record at www cannot stand beside other records: www already has A.'));
    expect(within(box).getAllByText(/cannot stand beside/)).toHaveLength(1);
    expect(box).not.toHaveTextContent('dns.error');
    expect(changes(call)).toEqual([]);
    await user.clear(name);
    await user.type(name, 'shop');
    await user.click(within(box).getByRole('button', { name: 'Add the record' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('/dns/record/add', { domain: D, record: { type: 'CNAME', name: 'shop', ttl: 3600, value: 'shops.example.net' } }),
    );
    expect(await within(box).findByText('shops.example.net')).toBeInTheDocument();
    expect(store.getState().ui.toasts.map((t) => t.detail.id)).toEqual(['dns.added']);
  });

  it('says why under the field when the zone changed meanwhile and the server refuses', async () => {
    let reads = 0;
    const changed = { ...zone, records: [...zone.records, rec('9', 'CNAME', 'api', 'example.net')] };
    const { user } = show({ '/dns/zone': () => (reads++ === 0 ? zone : changed), '/dns/record/add': failWith(409, 'conflict') });
    const box = await addForm(user, { Type: 'A', Name: 'api', Value: '192.0.2.1' });
    const name = within(box).getByLabelText('Name');
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(expect.stringContaining('api has a CNAME record, so no other record can stand beside it (api A 192.0.2.1).')),
    );
    expect(name).toHaveFocus();
    expect(box).not.toHaveTextContent('dns.error');
  });

  it('removes a record after its confirmation, with Undo in the toast', async () => {
    const left = { ...zone, records: zone.records.filter((r) => r.id !== '4') };
    const { user, call, store } = show({ '/dns/record/remove': () => left });
    const box = await dialog();
    await user.click(await within(box).findByRole('button', { name: 'Remove the record www A 203.0.113.10' }));
    expect(within(box).getByRole('group')).toHaveTextContent('Remove the record www A 203.0.113.10 from the zone?');
    expect(changes(call)).toEqual([]);
    await user.click(within(box).getByTestId('dns-remove-confirm'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('/dns/record/remove', { domain: D, id: '4' }));
    const [toast] = store.getState().ui.toasts;
    expect(toast.detail.id).toBe('dns.removed');
    expect(toast.undo?.operation).toBe('/dns/record/remove');
  });

  it('names the name servers to set for a domain whose DNS is elsewhere, with no editing', async () => {
    show({}, { ...zone, served: false, records: [] });
    const box = await dialog();
    expect(await within(box).findByTestId('dns-not-served')).toHaveTextContent('ns1.hosting.example');
    expect(within(box).queryByRole('button', { name: 'Add a record' })).toBeNull();
  });
});

describe('the DNS information', () => {
  const render = (capabilities: string[]) => {
    const { api, call } = fakeApi({ '/dns/zone': () => zone, '/account/capabilities': () => ({ capabilities }) });
    renderWithProviders(<ZoneRecords mail />, { api, account: signedInAccount({ domains: [domain(D)] }) });
    return call;
  };

  it('shows a domain’s mail records from its zone when the backend offers the editor', async () => {
    render(['dnsZone']);
    const records = await screen.findAllByTestId('zone-record');
    expect(records.map((r) => r.textContent)).toEqual(['MX@10 mail.shop.example.com', 'TXT@"v=spf1 a mx ~all"']);
    expect(screen.getByRole('button', { name: 'Edit the DNS zone of shop.example.com' })).toBeInTheDocument();
  });

  it('shows nothing and reads nothing without the extension', async () => {
    const call = render([]);
    await waitFor(() => expect(call).toHaveBeenCalledWith('/account/capabilities', {}));
    expect(screen.queryByTestId('zone-records')).toBeNull();
    expect(call.mock.calls.some(([path]) => path === '/dns/zone')).toBe(false);
  });
});
