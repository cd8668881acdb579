import { isCapability, type Capability } from '@panel/contract/capabilities';
import { run } from './mutations';
import { panelQueries } from './queries';

/**
 * The extensions the backend offers the account (`/account/capabilities`), asked once per session:
 * the layout's first render after a sign-in, a hand-off or a reload with a session asks (a session
 * that starts or ends drops the cache, `api/queries.ts`), and the answer is kept for the session.
 * Any failure (404 from a backend that never heard of the call, no connection, a reply the contract
 * does not allow) is none, and so is a name this panel does not know.
 */
export const capabilitiesApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    capabilities: build.query<Capability[], void>({
      queryFn: async (_, { extra }) => {
        const reply = await run(extra, '/account/capabilities', {});
        return { data: (reply.data?.capabilities ?? []).filter(isCapability) };
      },
      keepUnusedDataFor: 24 * 60 * 60,
    }),
  }),
});

const none: Capability[] = [];

/** The extensions on for the account; none until the backend has answered. */
export function useCapabilities(): readonly Capability[] {
  return capabilitiesApi.useCapabilitiesQuery().data ?? none;
}

/** Whether the backend offers the account this extension (false until it has answered). */
export function useCapability(name: Capability): boolean {
  return useCapabilities().includes(name);
}

/**
 * Whether the backend has said it offers the account this extension, without asking it: for a
 * dialog that may be drawn on its own (the layout has always asked by the time it opens).
 */
export function useAdvertised(name: Capability): boolean {
  return capabilitiesApi.endpoints.capabilities.useQueryState().data?.includes(name) ?? false;
}

/** Whether the backend offers the account this extension: `undefined` until it has answered (a failure answers none). */
export function useCapabilityAnswer(name: Capability): boolean | undefined {
  const { data, isError } = capabilitiesApi.useCapabilitiesQuery();
  if (isError) return false;
  return data === undefined ? undefined : data.includes(name);
}

/** Something an extension brings (a palette action, a menu entry, a screen) names it here; without a name it is always there. */
export interface NeedsCapability {
  capability?: Capability;
}

/** The one filter of what extensions bring: the items whose extension is on (and those of none). */
export function useAvailable<T extends NeedsCapability>(items: readonly T[]): T[] {
  const capabilities = useCapabilities();
  return items.filter(({ capability }) => !capability || capabilities.includes(capability));
}
