import { useMemo } from 'react';
import type { Schemas } from '@panel/contract';
import type { Reply, RequestBody } from './client';
import { useCapability } from './capabilities';
import { readAll, run } from './mutations';
import { panelQueries } from './queries';

export type Autoresponder = Schemas['Autoresponder'];
export type Forwarding = Schemas['Forwarding'];

/**
 * The mailbox extensions' lists (`autoresponder`: `/email/autoresponder/list`, `mailboxForwarding`:
 * `/email/forwarding/list`), one call each for all the account's mailboxes (only those that have a
 * setting are listed): the E-mail screen's rows and the two dialogs read them. Never asked for
 * while the extension is off; read afresh when the screen opens and has held them a minute; every
 * change reads its list again before it settles, so the row shows what the server keeps.
 */
export const mailboxExtrasApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    autoresponders: readAll(build, '/email/autoresponder/list', 300),
    forwardings: readAll(build, '/email/forwarding/list', 300),
  }),
});

type ChangePath = '/email/autoresponder/set' | '/email/autoresponder/disable' | '/email/forwarding/set' | '/email/forwarding/disable';
type Dispatch = (action: unknown) => unknown;

/** Reads a list again and puts it in the place of the one held (a failed read leaves that). */
const reread = {
  autoresponders: async (extra: unknown, dispatch: Dispatch) => {
    const list = await run(extra, '/email/autoresponder/list', {});
    if (list.data) dispatch(mailboxExtrasApi.util.upsertQueryEntries([{ endpointName: 'autoresponders', arg: undefined, value: list.data }]));
  },
  forwardings: async (extra: unknown, dispatch: Dispatch) => {
    const list = await run(extra, '/email/forwarding/list', {});
    if (list.data) dispatch(mailboxExtrasApi.util.upsertQueryEntries([{ endpointName: 'forwardings', arg: undefined, value: list.data }]));
  },
};

/** A change of a mailbox's reply or forwarding, its list read again before it settles. */
export const mailboxChangeApi = mailboxExtrasApi.injectEndpoints({
  endpoints: (build) => {
    const change = <P extends ChangePath>(path: P, list: keyof typeof reread) =>
      build.mutation<Reply<P>, RequestBody<P>>({
        queryFn: async (body, { extra, dispatch }) => {
          const reply = await run(extra, path, body);
          if (reply.data) await reread[list](extra, dispatch);
          return reply;
        },
      });
    return {
      setAutoresponder: change('/email/autoresponder/set', 'autoresponders'),
      disableAutoresponder: change('/email/autoresponder/disable', 'autoresponders'),
      setForwarding: change('/email/forwarding/set', 'forwardings'),
      disableForwarding: change('/email/forwarding/disable', 'forwardings'),
    };
  },
});

export const { useAutorespondersQuery, useForwardingsQuery } = mailboxExtrasApi;

/** A mailbox's key in the maps: its address as the lists spell it. */
export const mailboxKey = (m: { domain: string; name: string }) => `${m.name}@${m.domain}`.toLowerCase();

export interface MailboxExtras {
  autoresponder: boolean;
  forwarding: boolean;
  /** The replies that are on (scheduled or active), by address. */
  replies: ReadonlyMap<string, Autoresponder>;
  /** The mailboxes that forward, by address. */
  forwards: ReadonlyMap<string, Forwarding>;
}

const none = new Map<string, never>();

/**
 * What the E-mail screen's rows show of the extensions: which are on, and the replies on and
 * forwardings by mailbox (empty while off, loading or failed: a badge is only shown for what is known).
 */
export function useMailboxExtras(): MailboxExtras {
  const autoresponder = useCapability('autoresponder');
  const forwarding = useCapability('mailboxForwarding');
  const replies = useAutorespondersQuery(undefined, { skip: !autoresponder, refetchOnMountOrArgChange: 60 }).data?.autoresponders;
  const forwards = useForwardingsQuery(undefined, { skip: !forwarding, refetchOnMountOrArgChange: 60 }).data?.forwardings;
  return useMemo(
    () => ({
      autoresponder,
      forwarding,
      replies: autoresponder && replies ? new Map(replies.filter((r) => r.state === 'active' || r.state === 'scheduled').map((r) => [mailboxKey(r), r])) : none,
      forwards: forwarding && forwards ? new Map(forwards.map((f) => [mailboxKey(f), f])) : none,
    }),
    [autoresponder, forwarding, replies, forwards],
  );
}
