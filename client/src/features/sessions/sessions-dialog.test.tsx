import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith } from '../../components/__test__/dialog-test-kit';
import { dialogOverApi, inTurn, toastIds as toasts, type Handlers } from '../../test/render';
import { SessionsDialog } from './sessions-dialog';

const session = (id: string, more: Partial<Record<string, unknown>> = {}) => ({
  id,
  browser: 'Firefox 128',
  system: 'Windows',
  address: '203.0.113.7',
  started: '2026-11-20T08:00:00Z',
  lastSeen: '2026-11-27T10:48:00Z',
  current: false,
  ...more,
});

const here = session('s1', { browser: 'Chrome 131', system: 'macOS', address: '198.51.100.2', current: true });
const phone = session('s2', { browser: 'Safari 18', system: 'iOS' });
const laptop = session('s3');

const signIns = [
  { at: '2026-11-27T10:40:00Z', address: '198.51.100.2', browser: 'Chrome 131', system: 'macOS', ok: true },
  { at: '2026-11-27T10:39:00Z', address: '192.0.2.9', browser: 'curl', system: 'Unknown system', ok: false },
];

const show = (handlers: Handlers = {}) =>
  dialogOverApi(<SessionsDialog />, { '/account/sessions': () => ({ sessions: [here, phone, laptop] }), '/account/signins': () => ({ signIns }), ...handlers });

const rows = () => screen.findAllByTestId('session-row');

describe('where you are signed in', () => {
  it('lists the sessions with this device marked, and the recent sign-ins with the failed attempt in words', async () => {
    show();
    const dialog = await screen.findByRole('dialog', { name: 'Where you are signed in' });
    const [first, second] = await rows();
    expect(first).toHaveTextContent('Chrome 131, macOS');
    expect(within(first).getByText('This device')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /Sign out/ })).not.toBeInTheDocument();
    expect(second).toHaveTextContent('203.0.113.7');
    expect(within(second).getByRole('button', { name: 'Sign out Safari 18, iOS' })).toBeInTheDocument();
    const history = await within(dialog).findAllByTestId('signin-row');
    expect(history[0]).toHaveTextContent('Signed in');
    expect(history[1]).toHaveTextContent('Failed attempt');
    expect(history[1]).toHaveTextContent('192.0.2.9 · curl, Unknown system');
  });

  it('signs one other session out: the row goes and a toast says so', async () => {
    const { user, call, store } = show({ '/account/sessions/end': () => ({ sessions: [here, laptop] }) });
    const second = (await rows())[1];
    await user.click(within(second).getByRole('button', { name: 'Sign out Safari 18, iOS' }));
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect(screen.queryByText(/Safari 18/)).not.toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('/account/sessions/end', { id: 's2' });
    expect(toasts(store)).toEqual(['sessions.ended']);
  });

  it('signs out everywhere else after a confirmation naming how many end', async () => {
    const { user, call, store } = show({ '/account/sessions/end-others': () => ({ ended: 2, sessions: [here] }) });
    await rows();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(screen.getByText('Sign out 2 other sessions? Each will have to sign in again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(call).not.toHaveBeenCalledWith('/account/sessions/end-others', {});
    await user.click(screen.getByRole('button', { name: 'Sign out 2 sessions' }));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(call).toHaveBeenCalledWith('/account/sessions/end-others', {});
    expect(toasts(store)).toEqual(['sessions.endedOthers']);
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();
  });

  it('reads the list again and says so when the session had ended elsewhere meanwhile', async () => {
    const { user, store } = show({
      '/account/sessions': inTurn(
        () => ({ sessions: [here, phone, laptop] }),
        () => ({ sessions: [here, laptop] }),
      ),
      '/account/sessions/end': failWith(404, 'notFound', 'Session not found.'),
    });
    await user.click(within((await rows())[1]).getByRole('button', { name: 'Sign out Safari 18, iOS' }));
    await waitFor(() => expect(screen.queryByText(/Safari 18/)).not.toBeInTheDocument());
    expect(toasts(store)).toEqual(['sessions.goneMeanwhile']);
  });

  it('shows a failed load with Retry, and the empty history', async () => {
    const { user } = show({
      '/account/sessions': inTurn(failWith(0, 'networkError', 'Network error'), () => ({ sessions: [here] })),
      '/account/signins': () => ({ signIns: [] }),
    });
    expect(await screen.findByTestId('sessions-error')).toHaveTextContent('The sessions could not be loaded.');
    expect(await screen.findByText('No sign-ins yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rows()).toHaveLength(1);
    expect(screen.queryByTestId('sessions-error')).not.toBeInTheDocument();
  });
});
