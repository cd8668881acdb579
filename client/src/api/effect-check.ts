import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../store/root-reducer';
import type { ApiPath } from './client';
import { reportProblem } from './diagnostics';
import { panelQueries, selectLists, type Lists } from './queries';

/**
 * What a change should leave in the lists, for a dialog that makes it: a create's new entry, a
 * rename's new name. `operation` is the contract path of the call (for the report).
 */
export interface ListsEffect<Data> {
  operation: ApiPath;
  /** Whether the lists show the change made from `data` (the form's parsed values). */
  shows: (lists: Lists, data: Data) => boolean;
}

/**
 * Checks, once a change's reply has been merged into the lists, that they show its effect. When they
 * do not, asks for the lists once more (one `/account/sync`, the shared recount: its reply goes into
 * the lists as every sync's does) and checks again. Resolves to whether the effect shows; when it
 * still does not, the problem is reported (`effect-missing`) and the caller says so instead of "done".
 */
export function confirmEffect(operation: ApiPath, shows: (lists: Lists) => boolean): ThunkAction<Promise<boolean>, RootState, unknown, UnknownAction> {
  return async (dispatch, getState) => {
    if (shows(selectLists(getState()))) return true;
    // The sync merges its reply's lists before it settles.
    const synced = await dispatch(panelQueries.endpoints.sync.initiate({}, { fixedCacheKey: 'sync' }));
    if (shows(selectLists(getState()))) return true;
    reportProblem({
      kind: 'effect-missing',
      operation,
      detail: synced.data
        ? 'neither the reply nor one /account/sync after it shows the change in the lists'
        : 'the reply does not show the change in the lists, and the /account/sync after it failed',
    });
    return false;
  };
}

/** Names as a server may case them (domains, mailboxes, senders). */
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Directories with or without their leading and trailing slashes. */
export const sameDirectory = (a: string, b: string) => sameName(a.replace(/^\/+|\/+$/g, ''), b.replace(/^\/+|\/+$/g, ''));

/** Texts as a server may space them (a CRON schedule, a command). */
export const sameText = (a: string, b: string) => a.trim().replace(/\s+/g, ' ') === b.trim().replace(/\s+/g, ' ');
