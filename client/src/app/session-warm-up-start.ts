// Starts what the first screen shows with the lists (api/session-warm-up.ts, in the layout's chunk)
// for a new session (main.tsx). Its code is kept once loaded, and loaded with the signed-in screens'
// code as a sign-in is sent (router.tsx): a dynamic import resolves a task later even when its chunk
// is here, and a sign-in's session comes a task before its reply's lists are checked
// (api/client.ts, `ahead`), a check that takes tens of milliseconds on a big account. So the calls go
// out before that check rather than after it.
import { importOnce } from '../lib/import-once';
import type { AppDispatch } from '../store/store';

/** The warm-up's code: fetched once (again after a failure). */
export const loadSessionWarmUp = importOnce(() => import('./layout/layout'));

/**
 * The warm-up for the session the store now holds: a microtask later when its code is here (after
 * the action that opened the session has done its work, which empties the query cache), else once
 * the code has come.
 */
export function startSessionWarmUp(dispatch: AppDispatch): Promise<void> {
  return loadSessionWarmUp().then((module) => module.warmUpSession(dispatch));
}
