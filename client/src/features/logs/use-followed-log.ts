import { useEffect, useEffectEvent, useState } from 'react';
import type { LogType } from '@panel/contract';
import { useLogQuery } from './api';
import { EMPTY_LOG, mergeTail, type HeldLog } from './log-lines';
import { useDocumentVisible } from '../../hooks/use-document-visible';

/** How often a followed log is read again. */
export const FOLLOW_INTERVAL_MS = 3000;
/** The lines a reply of /log/show holds at most, and what the viewer keeps while it shows the newest. */
export const LOG_TAIL_LINES = 1000;
/** What it keeps while the user reads further up (so the lines there stay where they are). */
const HELD_WHILE_READING = 5 * LOG_TAIL_LINES;

export interface FollowedLog {
  log: HeldLog;
  /** The first line not seen yet (arrived while the user read further up), or of the last lines to arrive. */
  newFrom: number;
  /** Lines that arrived while the user read further up. */
  unseen: number;
}

/**
 * A domain's log as the viewer holds it: read once, then, while `follow` is on and the tab is shown,
 * every few seconds, each reply adding only the lines after what was held (`mergeTail`). `atBottom`
 * says whether the user sees the newest lines; `seen()` when they come back to them.
 */
export function useFollowedLog(domain: string, type: LogType, follow: boolean, atBottom: boolean) {
  const visible = useDocumentVisible();
  const polling = follow && visible;
  const query = useLogQuery({ domain, type }, { pollingInterval: polling ? FOLLOW_INTERVAL_MS : 0 });
  const [held, setHeld] = useState<{ source?: object; followed: FollowedLog }>({ followed: { log: EMPTY_LOG, newFrom: -1, unseen: 0 } });
  if (query.data && query.data !== held.source) {
    const { followed } = held;
    const log = mergeTail(followed.log, query.data.log ?? '', atBottom ? LOG_TAIL_LINES : HELD_WHILE_READING);
    const { added } = log;
    const unseen = atBottom ? 0 : followed.unseen + added;
    const newFrom = added === 0 ? followed.newFrom : atBottom || followed.unseen === 0 ? log.addedFrom : followed.newFrom;
    setHeld({ source: query.data, followed: { log, newFrom, unseen } });
  }
  // Turning Follow on, or coming back to the tab, reads at once rather than a few seconds later.
  const readNow = useEffectEvent(() => void query.refetch());
  useEffect(() => {
    if (polling) readNow();
  }, [polling]);
  const seen = () => setHeld((h) => (h.followed.unseen === 0 ? h : { ...h, followed: { ...h.followed, unseen: 0 } }));
  return { ...query, followed: held.followed, seen };
}
