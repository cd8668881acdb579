import { useMemo } from 'react';
import type { Schemas } from '@panel/contract';
import { HOST_SPAM_DEFAULT } from '@panel/contract/rules';
import type { Reply, RequestBody } from './client';
import { useCapability } from './capabilities';
import { readAll, run } from './mutations';
import { panelQueries } from './queries';

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
      spamList: readAll(build, '/email/spam', 300),
      setDomainSpam: change('/email/spam/domain'),
      setMailboxSpam: change('/email/spam/mailbox'),
    };
  },
});

export const { useSpamListQuery } = spamApi;

/** A mailbox's own spam filter beside its domain's default, for its row. */
export interface OwnSpam {
  own: SpamSetting;
  domain: SpamSetting;
}

/** Whether two settings filter mail differently (with the filter off, what would happen to spam does not count). */
export function spamDiffers(a: SpamSetting, b: SpamSetting): boolean {
  if (a.level !== b.level) return true;
  if (a.level === 'off') return false;
  return a.action !== b.action || (a.action === 'delete' && a.days !== b.days);
}

const none = new Map<string, never>();

/**
 * The mailboxes whose own spam filter differs from their domain's default, by address in lower
 * case (`mailboxKey`): empty without the `spamFilter` extension (never asked for then), while
 * loading, or when the read failed, so a row only shows what is known.
 */
export function useOwnSpam(): ReadonlyMap<string, OwnSpam> {
  const on = useCapability('spamFilter');
  const list = useSpamListQuery(undefined, { skip: !on, refetchOnMountOrArgChange: 60 }).data;
  return useMemo(() => {
    if (!on || !list) return none;
    const defaults = new Map((list.domains ?? []).map((d) => [d.domain.toLowerCase(), d.setting]));
    const own = new Map<string, OwnSpam>();
    for (const m of list.mailboxes ?? []) {
      const domain = defaults.get(m.domain.toLowerCase()) ?? HOST_SPAM_DEFAULT;
      if (spamDiffers(m.setting, domain)) own.set(`${m.name}@${m.domain}`.toLowerCase(), { own: m.setting, domain });
    }
    return own;
  }, [on, list]);
}
