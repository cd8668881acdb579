import type { Schemas } from '@panel/contract';
import type { Reply, RequestBody } from '../../api/client';
import { run } from '../../api/mutations';
import { panelQueries } from '../../api/queries';

export type SpamList = Reply<'/email/spam'>;
export type SpamSetting = Schemas['SpamSetting'];

/**
 * The spam filter (`spamFilter` extension): one read for every domain's default and the mailboxes
 * with a setting of their own; every change reads it again before it settles, so the dialog and the
 * rows show what the server keeps.
 */
export const spamApi = panelQueries.injectEndpoints({
  endpoints: (build) => {
    const change = <P extends '/email/spam/domain' | '/email/spam/mailbox'>(path: P) =>
      build.mutation<Reply<P>, RequestBody<P>>({
        queryFn: async (body, { extra, dispatch }) => {
          const reply = await run(extra, path, body);
          if (reply.data) {
            const list = await run(extra, '/email/spam', {});
            if (list.data) dispatch(spamApi.util.upsertQueryEntries([{ endpointName: 'spamList', arg: undefined, value: list.data }]));
          }
          return reply;
        },
      });
    return {
      spamList: build.query<Reply<'/email/spam'>, void>({
        queryFn: (_, { extra, signal }) => run(extra, '/email/spam', {}, { signal }),
        keepUnusedDataFor: 300,
      }),
      setDomainSpam: change('/email/spam/domain'),
      setMailboxSpam: change('/email/spam/mailbox'),
    };
  },
});

export const { useSpamListQuery } = spamApi;
