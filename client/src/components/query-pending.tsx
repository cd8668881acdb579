import type { MessageId } from '../i18n/messages';
import { RefreshFailed } from './refresh-failed';
import { SkeletonRows } from './skeleton-rows';

/** The part of a query hook's result (RTK Query) that says how the reading goes. */
interface QueryState {
  data?: unknown;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * What a query's place shows until its data is there: skeleton rows while it loads, or what could not
 * be loaded (`what`, with Retry) when it failed. Nothing once there is data.
 */
export function QueryPending({ query, what, testId, rows }: { query: QueryState; what: MessageId; testId: string; rows: number }) {
  if (query.data) return null;
  if (!query.error) return <SkeletonRows rows={rows} />;
  return <RefreshFailed failure={query.error} what={what} onRetry={() => void query.refetch()} retrying={query.isFetching} testId={testId} />;
}
