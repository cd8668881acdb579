import { useEffect, useRef } from 'react';
import { useApi } from '../api/api-context';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { listsMerged, redirectCleared, type RedirectInstruction } from '../store/account-slice';
import { selectRedirectInstruction } from '../store/selectors';
import type { PanelPage } from '../lib/pages';

/**
 * What every screen of the layout does on load (spec §2): take the one-off redirect instruction
 * meant for it, clear it, act on it; and send a keepalive whose lists refresh the store (a failed
 * keepalive is ignored). An instruction that arrives while the screen is open is handled too.
 */
export function useScreenEntry(page: PanelPage, onInstruction?: (instruction: RedirectInstruction) => void) {
  const api = useApi();
  const dispatch = useAppDispatch();
  const instruction = useAppSelector(selectRedirectInstruction);
  const handled = useRef<RedirectInstruction | null>(null);
  const handler = useRef(onInstruction);
  useEffect(() => {
    handler.current = onInstruction;
  });

  useEffect(() => {
    if (!instruction || instruction.page !== page || handled.current === instruction) return;
    handled.current = instruction;
    dispatch(redirectCleared());
    handler.current?.(instruction);
  }, [instruction, page, dispatch]);

  const keptAlive = useRef(false);
  useEffect(() => {
    if (keptAlive.current) return;
    keptAlive.current = true;
    api.call('/keepalive', {}).then(
      (lists) => dispatch(listsMerged(lists)),
      () => undefined,
    );
  }, [api, dispatch]);
}
