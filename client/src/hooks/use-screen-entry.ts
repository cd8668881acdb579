import { useEffect, useRef, useState } from 'react';
import type { PageRedirect, PanelPage } from '@panel/contract/pages';
import { panelQueries, takeSignInLists } from '../api/queries';
import { useStore } from 'react-redux';
import type { RootState } from '../store/store';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { redirectCleared } from '../store/navigation-slice';
import { selectRedirectInstruction } from '../store/selectors';

/** The instruction meant for one page: its action is one of those the page list gives that page. */
export type ScreenInstruction<P extends PanelPage> = Extract<PageRedirect, { page: P }>;

/**
 * What every screen of the layout does on load: take the one-off redirect instruction meant for it,
 * clear it, act on it; and send a keepalive, whose lists refresh the lists cache (a failed keepalive
 * is ignored; the layout also polls it) — except the first screen after a sign-in, whose reply brought the lists a moment ago. An instruction that arrives while the screen is open is handled too.
 */
export function useScreenEntry<P extends PanelPage>(page: P, onInstruction?: (instruction: ScreenInstruction<P>) => void) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const instruction = useAppSelector(selectRedirectInstruction);
  const handled = useRef<PageRedirect | null>(null);
  const handler = useRef(onInstruction);
  useEffect(() => {
    handler.current = onInstruction;
  });

  useEffect(() => {
    if (!instruction || instruction.page !== page || handled.current === instruction) return;
    handled.current = instruction;
    dispatch(redirectCleared());
    handler.current?.(instruction as ScreenInstruction<P>);
  }, [instruction, page, dispatch]);

  const keptAlive = useRef(false);
  useEffect(() => {
    if (keptAlive.current) return;
    keptAlive.current = true;
    if (takeSignInLists(store.getState())) return;
    void dispatch(panelQueries.endpoints.lists.initiate(undefined, { subscribe: false, forceRefetch: true }));
  }, [dispatch, store]);
}

/** A tab of a screen whose instructions name its tabs. */
export type ScreenTabKey<P extends PanelPage> = NonNullable<ScreenInstruction<P>['action']>;

/**
 * The open tab of a screen whose instructions are its tabs' names (access: ftp, ssh): `first` to
 * start, the one an instruction names after it, and the setter for the tab bar.
 */
export function useScreenTab<P extends PanelPage>(page: P, first: ScreenTabKey<P>) {
  const [tab, setTab] = useState<ScreenTabKey<P>>(() => first);
  useScreenEntry(page, (instruction) => {
    const action = instruction.action as ScreenTabKey<P> | null;
    if (action) setTab(() => action);
  });
  return [tab, setTab] as const;
}
