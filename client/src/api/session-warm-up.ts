// What the first screens show with the lists, asked the moment a session exists (main.tsx starts
// this at a sign-in's reply or at a reload with a session) rather than when the layout first
// renders: the capabilities and, with the mailAuth extension, its status, which the domains screen
// shows its table with (features/domains/domains-page.tsx). So they travel while the layout's code
// loads; a reload's table waits for neither, a sign-in's a moment at most, so it is drawn once, with
// their badges in place (app/first-screen-hold.ts). In the layout's chunk, never loaded on the sign-in
// route before a session exists; the answers go to the same cache the screens read.
import type { AppDispatch } from '../store/store';
import { capabilitiesApi } from './capabilities';
import { mailAuthStatusApi } from './mail-auth';

export async function warmUpSession(dispatch: AppDispatch): Promise<void> {
  const capabilities = await dispatch(capabilitiesApi.endpoints.capabilities.initiate(undefined, { subscribe: false }));
  if (capabilities.data?.includes('mailAuth')) {
    await dispatch(mailAuthStatusApi.endpoints.mailAuthStatus.initiate(undefined, { subscribe: false }));
  }
}
