// What the first screens show with the lists, asked the moment a session exists (main.tsx starts
// this at a sign-in's reply or at a reload with a session) rather than when the layout first
// renders: the capabilities and, with the mailAuth extension, its status. So they travel while the
// layout's code loads. A sign-in's first screen waits for the capabilities, a moment at most, so the
// room of what they turn on is there from its first frame (app/first-screen-hold.ts); it does not
// wait for the status, whose badges have their room kept until it comes (features/domains/domains-page.tsx).
// In the layout's chunk, never loaded on the sign-in route before a session exists; the answers go
// to the same cache the screens read.
import type { AppDispatch } from '../store/store';
import { capabilitiesApi } from './capabilities';
import { mailAuthStatusApi } from './mail-auth';
import { queriesJoined } from './queries';

/** Settles once the capabilities have answered; the status, when the extension is on, is then on its way. */
export async function warmUpSession(dispatch: AppDispatch): Promise<void> {
  // This code may have come after the sign-in's reply opened the session: the cache joins the store first.
  dispatch(queriesJoined());
  const capabilities = await dispatch(capabilitiesApi.endpoints.capabilities.initiate(undefined, { subscribe: false }));
  if (capabilities.data?.includes('mailAuth')) void dispatch(mailAuthStatusApi.endpoints.mailAuthStatus.initiate(undefined, { subscribe: false }));
}
