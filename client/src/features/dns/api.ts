import type { Reply, RequestBody } from '../../api/client';
import { dnsZoneApi, zoneReplied } from '../../api/dns-zone';
import { mailAuthStatusApi } from '../../api/mail-auth';
import { read, run } from '../../api/mutations';

type ZoneChangePath = '/dns/record/add' | '/dns/record/modify' | '/dns/record/remove' | '/dns/preset/apply' | '/dns/reset';

/**
 * The zone editor's calls (the `dnsZone` extension), injected when its dialog first loads. Each
 * change answers the zone, put in the place of the one held for the domain before the call settles
 * (and the mail authentication status, when held, is read again).
 */
export const dnsApi = dnsZoneApi.injectEndpoints({
  endpoints: (build) => {
    const zoneChange = <P extends ZoneChangePath>(path: P) =>
      build.mutation<Reply<P>, RequestBody<P> & { domain: string }>({
        queryFn: async (body, { extra, dispatch, getState }) => {
          const reply = await run(extra, path, body);
          if (reply.data) {
            dispatch(zoneReplied(body.domain, reply.data));
            // The mail authentication badges read the zone's TXT records: read again where they are shown.
            const held = mailAuthStatusApi.endpoints.mailAuthStatus.select();
            if (held(getState() as Parameters<typeof held>[0]).data) {
              void dispatch(mailAuthStatusApi.endpoints.mailAuthStatus.initiate(undefined, { forceRefetch: true, subscribe: false }));
            }
          }
          return reply;
        },
      });
    return {
      addDnsRecord: zoneChange('/dns/record/add'),
      modifyDnsRecord: zoneChange('/dns/record/modify'),
      removeDnsRecord: zoneChange('/dns/record/remove'),
      applyDnsPreset: zoneChange('/dns/preset/apply'),
      resetDnsZone: zoneChange('/dns/reset'),
      dnsPresetPreview: read(build, '/dns/preset/preview'),
      dnsResetPreview: build.query<Reply<'/dns/reset/preview'>, string>({
        queryFn: (domain, { extra, signal }) => run(extra, '/dns/reset/preview', { domain }, { signal }),
        keepUnusedDataFor: 0,
      }),
    };
  },
});

export const {
  useAddDnsRecordMutation,
  useModifyDnsRecordMutation,
  useRemoveDnsRecordMutation,
  useApplyDnsPresetMutation,
  useResetDnsZoneMutation,
  useDnsPresetPreviewQuery,
  useDnsResetPreviewQuery,
} = dnsApi;
