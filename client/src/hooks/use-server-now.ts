import { useSyncExternalStore } from 'react';
import { shownServerTime, subscribeServerTime } from '../lib/server-time';

/**
 * The server's "now" for a screen that measures time against it (certificate expiry), to the ten
 * minutes; the screen redraws when a reply shows the server's clock has moved on, or is elsewhere.
 */
export function useServerNow(): number {
  return useSyncExternalStore(subscribeServerTime, shownServerTime);
}
