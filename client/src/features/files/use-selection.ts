import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FileEntry } from '@panel/contract';

export interface FileSelection {
  /** The selected entries, in the order the listing shows them. */
  entries: FileEntry[];
  has: (name: string) => boolean;
  /** Ticks or unticks one row; with `range`, every row from the last one clicked to this one takes its new state. */
  toggle: (name: string, range: boolean) => void;
  /** Every row shown (the filter's hits, on every page), or none. */
  setAll: (on: boolean) => void;
  clear: () => void;
}

interface State {
  dir: string;
  names: ReadonlySet<string>;
  anchor: string | null;
}

const none: ReadonlySet<string> = new Set();

/**
 * The rows ticked in a folder. Another folder starts with none; a filter or a refreshed listing keeps
 * only the rows still shown, so what a bulk action touches is always what the screen shows ticked.
 */
export function useSelection(dir: string, shown: readonly FileEntry[]): FileSelection {
  const [state, setState] = useState<State>({ dir, names: none, anchor: null });
  const [prunedFor, setPrunedFor] = useState(shown);
  let current = state;
  if (state.dir !== dir) {
    current = { dir, names: none, anchor: null };
    setState(current);
  } else if (prunedFor !== shown) {
    setPrunedFor(shown);
    const visible = new Set(shown.map((e) => e.name));
    if ([...state.names].some((name) => !visible.has(name))) {
      current = { ...state, names: new Set([...state.names].filter((name) => visible.has(name))) };
      setState(current);
    }
  }

  // The rows' handlers stay the same from render to render (the rows are memoised) and read the latest state.
  const latest = useRef({ state: current, shown });
  useLayoutEffect(() => {
    latest.current = { state: current, shown };
  });

  const toggle = useCallback((name: string, range: boolean) => {
    const { state: now, shown: rows } = latest.current;
    const on = !now.names.has(name);
    const names = new Set(now.names);
    const from = range && now.anchor !== null ? rows.findIndex((e) => e.name === now.anchor) : -1;
    const to = rows.findIndex((e) => e.name === name);
    const span = from < 0 || to < 0 ? [name] : rows.slice(Math.min(from, to), Math.max(from, to) + 1).map((e) => e.name);
    for (const each of span) {
      if (on) names.add(each);
      else names.delete(each);
    }
    setState({ ...now, names, anchor: name });
  }, []);

  const setAll = useCallback((on: boolean) => {
    const { state: now, shown: rows } = latest.current;
    setState({ ...now, names: on ? new Set(rows.map((e) => e.name)) : none, anchor: null });
  }, []);

  const clear = useCallback(() => setAll(false), [setAll]);
  const entries = useMemo(() => (current.names.size === 0 ? [] : shown.filter((e) => current.names.has(e.name))), [current.names, shown]);
  const has = useCallback((name: string) => current.names.has(name), [current.names]);
  return { entries, has, toggle, setAll, clear };
}
