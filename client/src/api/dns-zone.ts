import type { Reply } from './client';
import { useCapability } from './capabilities';
import { run } from './mutations';
import { panelQueries } from './queries';

/**
 * A domain's DNS zone (the `dnsZone` extension, `/dns/zone`): the zone editor reads it, and so do
 * the dialogs that show a domain's DNS information (Domain configuration, E-mail configuration).
 * Every change of the zone answers the zone, which takes this entry's place (`zoneReplied`).
 */
export const dnsZoneApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    dnsZone: build.query<Reply<'/dns/zone'>, string>({
      queryFn: (domain, { extra, signal }) => run(extra, '/dns/zone', { domain }, { signal }),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useDnsZoneQuery } = dnsZoneApi;

/** The zone a change answered, in place of the one held for its domain. */
export const zoneReplied = (domain: string, reply: Reply<'/dns/zone'>) =>
  dnsZoneApi.util.upsertQueryEntries([{ endpointName: 'dnsZone', arg: domain, value: reply }]);

/** The zone of a domain when the backend offers the editor (nothing is read otherwise, nor without a domain). */
export function useOfferedZone(domain: string | undefined) {
  const offered = useCapability('dnsZone');
  return { offered, zone: useDnsZoneQuery(domain ?? '', { skip: !offered || !domain }) };
}
