import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { accountState, signedInAccount } from '../../test/fixtures';
import { fakeApi, renderRoutes, testStore } from '../../test/render';

type Handlers = Parameters<typeof fakeApi>[0];
type Handler = NonNullable<NonNullable<Handlers>['/account/capabilities']>;

function renderShell(handlers: Handlers) {
  const { api, call } = fakeApi({ '/account/sessions': () => ({ sessions: [] }), '/account/signins': () => ({ signIns: [] }), ...handlers });
  const store = testStore(api, accountState(signedInAccount()));
  renderRoutes(store, api, '/domains');
  return { call, user: userEvent.setup() };
}

const capabilitiesCalls = (call: ReturnType<typeof fakeApi>['call']) => call.mock.calls.filter(([path]) => path === '/account/capabilities');

async function paletteEntries(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.keyboard('{Control>}k{/Control}');
  const box = await screen.findByRole('combobox', { name: 'Search the panel' });
  await user.type(box, text);
  return within(screen.getByRole('dialog')).queryAllByRole('option');
}

describe('capabilities in the shell', () => {
  it('with sessions advertised, asks once and offers Where you are signed in in the user menu and the palette', async () => {
    const { call, user } = renderShell({ '/account/capabilities': () => ({ capabilities: ['sessions', 'somethingNew'] }) });
    await user.click(await screen.findByRole('button', { name: 'Account menu (demo)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Where you are signed in' }));
    expect(await screen.findByRole('dialog', { name: 'Where you are signed in' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const entries = await paletteEntries(user, 'signed in');
    expect(entries.map((entry) => entry.textContent)).toContain('Where you are signed in');
    expect(capabilitiesCalls(call)).toHaveLength(1);
  });

  it.each<[string, Handler]>([
    [
      'a 404 from a backend without the call',
      () => {
        throw new ApiError({ code: 404, type: 'notFound', message: 'Not found' });
      },
    ],
    [
      'no connection',
      () => {
        throw new ApiError({ code: 0, type: 'networkError', message: 'Network error' });
      },
    ],
    ['a wrong reply', () => ({ capabilities: 'sessions' })],
  ])('takes %s as none: no menu entry and no palette entry', async (_, handler) => {
    const { call, user } = renderShell({ '/account/capabilities': handler });
    await waitFor(() => expect(capabilitiesCalls(call)).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Account menu (demo)' }));
    expect(await screen.findByRole('menuitem', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Where you are signed in' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    const entries = await paletteEntries(user, 'signed in');
    expect(entries.map((entry) => entry.textContent)).not.toContain('Where you are signed in');
    expect(call.mock.calls.some(([path]) => path === '/account/sessions')).toBe(false);
  });
});
