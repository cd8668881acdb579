import type { FileEntry } from '@panel/contract';

export interface BulkFailure {
  entry: FileEntry;
  error: unknown;
}

export interface BulkOutcome {
  done: number;
  failures: BulkFailure[];
  /** Entries never sent because the run was stopped. */
  skipped: number;
}

/** Calls at most this many at once: quicker than one by one, gentle on a real backend. */
export const BULK_CONCURRENCY = 4;

/**
 * Runs `call` for each entry, a few at a time, going on past failures: each failure is kept with
 * its entry. `progress` hears how many have finished; once `stopped()` says so, no new call starts
 * (those in flight finish) and the rest count as skipped.
 */
export async function runBulk(
  entries: readonly FileEntry[],
  call: (entry: FileEntry) => Promise<unknown>,
  {
    progress,
    stopped = () => false,
    concurrency = BULK_CONCURRENCY,
  }: { progress?: (finished: number) => void; stopped?: () => boolean; concurrency?: number } = {},
): Promise<BulkOutcome> {
  const failures: (BulkFailure & { index: number })[] = [];
  let next = 0;
  let finished = 0;
  let done = 0;
  const worker = async () => {
    while (next < entries.length && !stopped()) {
      const index = next++;
      const entry = entries[index];
      try {
        await call(entry);
        done += 1;
      } catch (error) {
        failures.push({ entry, error, index });
      }
      finished += 1;
      progress?.(finished);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, entries.length) }, worker));
  // Failures in the listing's order, not the order the replies came in.
  failures.sort((a, b) => a.index - b.index);
  return { done, failures: failures.map(({ entry, error }) => ({ entry, error })), skipped: entries.length - finished };
}
