import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { domain, signedInAccount } from '../../test/fixtures';
import { fakeApi, renderWithProviders } from '../../test/render';
import { useDomainMenu } from './use-domain-menu';

/** The labels of a domain's row menu, as the menu and the palette take them. */
function MenuLabels() {
  const menu = useDomainMenu();
  return (
    <ul>
      {menu(domain('shop.example.com')).map((item) => (
        <li key={item.label}>{item.label}</li>
      ))}
    </ul>
  );
}

function render(capabilities: string[]) {
  const { api, call } = fakeApi({ '/account/capabilities': () => ({ capabilities }) });
  renderWithProviders(<MenuLabels />, { api, account: signedInAccount() });
  return call;
}

// The DNS zone editor in a domain's menu (and so the palette's domain actions) only with the dnsZone extension.
describe("a domain's menu and the DNS zone", () => {
  it('offers Edit the DNS zone when the backend offers the editor', async () => {
    render(['dnsZone']);
    expect(await screen.findByText('domainMenu.dnsZone')).toBeInTheDocument();
  });

  it('has no such item without the extension', async () => {
    const call = render([]);
    await waitFor(() => expect(call).toHaveBeenCalledWith('/account/capabilities', {}));
    expect(screen.getByText('domainMenu.errorLog')).toBeInTheDocument();
    expect(screen.queryByText('domainMenu.dnsZone')).toBeNull();
  });
});
