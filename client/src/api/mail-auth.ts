import { useCallback, useMemo } from 'react';
import type { Schemas } from '@panel/contract';
import type { Reply } from './client';
import { useCapability, useCapabilityAnswer } from './capabilities';
import { run } from './mutations';
import { panelQueries } from './queries';

export type MailAuthDomain = Schemas['MailAuthDomain'];

/**
 * The mailAuth extension's status of every domain (`/mail-auth/status`, one call for the account):
 * the badges on the Domains and E-mail screens, Needs attention and the mail authentication dialog
 * read it. Loaded only by those (never on the sign-in route), read afresh when a screen showing it
 * opens and has held it a minute; a fix puts its domain's new checks in place (`mailAuthFixed`).
 */
export const mailAuthStatusApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    mailAuthStatus: build.query<Reply<'/mail-auth/status'>, void>({
      // Frozen at its top (not its 2,000 domains of a big account): the store's reducers then do not walk every record of it.
      queryFn: async (_, { extra, signal }) => {
        const reply = await run(extra, '/mail-auth/status', {}, { signal });
        if (reply.data) Object.freeze(reply.data.domains ?? []);
        return reply.data ? { data: Object.freeze(reply.data) } : reply;
      },
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useMailAuthStatusQuery } = mailAuthStatusApi;

/** Whether a served domain has a record missing or with a problem. */
export const needsMailAuth = (d: MailAuthDomain) => d.served && [d.spf, d.dkim, d.dmarc].some((c) => c !== undefined && c.state !== 'valid');

const none: ReadonlyMap<string, MailAuthDomain> = new Map();

/**
 * The domains whose mail authentication needs attention, by name (empty while the extension is off,
 * loading or failed: a badge is only shown for what is known).
 */
export function useMailAuthNeeds(): ReadonlyMap<string, MailAuthDomain> {
  const on = useCapability('mailAuth');
  const { data } = useMailAuthStatusQuery(undefined, { skip: !on, refetchOnMountOrArgChange: 60 });
  const domains = on ? data?.domains : undefined;
  return useMemo(() => (domains ? new Map(domains.filter(needsMailAuth).map((d) => [d.domain, d])) : none), [domains]);
}

/**
 * Whether the extension is known to be on and its status is still on its way (not while the
 * capabilities have not answered: api/session-warm-up.ts asks them the moment a session exists).
 * The domains screen waits for it to show its table, so no badge or Needs attention item moves the
 * rows once they are on screen.
 */
export function useMailAuthPending(): boolean {
  const on = useCapabilityAnswer('mailAuth') === true;
  const { isSuccess, isError } = useMailAuthStatusQuery(undefined, { skip: !on });
  return on && !isSuccess && !isError;
}

/** The status with a fix's domain's checks in place of those held (an action for the cache). */
export const mailAuthFixed = (status: Reply<'/mail-auth/status'>, domain: MailAuthDomain) =>
  mailAuthStatusApi.util.upsertQueryEntries([
    {
      endpointName: 'mailAuthStatus',
      arg: undefined,
      value: { ...status, domains: (status.domains ?? []).map((d) => (d.domain === domain.domain ? domain : d)) },
    },
  ]);

/**
 * For what changes a zone's records elsewhere (the DNS editor): reads the status afresh, so the
 * badges follow at once. Nothing while the mailAuth extension is off.
 */
export function useMailAuthRefresh(): () => void {
  const on = useCapability('mailAuth');
  const prefetch = mailAuthStatusApi.usePrefetch('mailAuthStatus', { force: true });
  return useCallback(() => {
    if (on) prefetch(undefined);
  }, [on, prefetch]);
}
