import { change } from '../../api/mutations';
import { panelQueries } from '../../api/queries';

/** The e-mail calls: mailboxes, aliases, the domain's addresses and its senders, each a mutation whose reply's lists reach the lists cache (`change`). */
export const emailApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    createMailbox: change(build, '/email/account/create'),
    changeMailboxPassword: change(build, '/email/account/password'),
    changeMailboxQuota: change(build, '/email/account/quota'),
    deleteMailbox: change(build, '/email/account/delete'),
    createAlias: change(build, '/email/alias/create'),
    modifyAlias: change(build, '/email/alias/modify'),
    deleteAlias: change(build, '/email/alias/delete'),
    setCatchall: change(build, '/email/catchall'),
    setMonitoring: change(build, '/email/monitoring'),
    addTrustedSender: change(build, '/email/whitelist/add'),
    removeTrustedSender: change(build, '/email/whitelist/remove'),
    addBlockedSender: change(build, '/email/blacklist/add'),
    removeBlockedSender: change(build, '/email/blacklist/remove'),
  }),
});

export const {
  useCreateMailboxMutation,
  useChangeMailboxPasswordMutation,
  useChangeMailboxQuotaMutation,
  useDeleteMailboxMutation,
  useCreateAliasMutation,
  useModifyAliasMutation,
  useDeleteAliasMutation,
  useSetCatchallMutation,
  useSetMonitoringMutation,
  useAddTrustedSenderMutation,
  useRemoveTrustedSenderMutation,
  useAddBlockedSenderMutation,
  useRemoveBlockedSenderMutation,
} = emailApi;
