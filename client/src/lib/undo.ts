import { failureCode, isApiError } from '../api/errors';
import { change } from '../api/mutations';
import { panelQueries } from '../api/queries';
import type { AppDispatch } from '../store/store';
import type { MessageId } from '../i18n/messages';
import type { Removed, ToastDetail } from '../store/ui-slice';
import { dialogErrorMessage } from './dialog-error';
import { addressOf } from './mail-address';

// The addresses as the screens name them (`redirectAddress`, `proxyAddress`), written
// out here so the toasts, loaded with the layout, do not pull in the contract's zod rules.
const pathAddress = ({ domain, directory }: { domain: string; directory: string }) => `${domain}${directory}`;

/** Undo's calls: the contract's create calls, as mutations of their own (their lists reach the cache like every change's). */
const { endpoints: restores } = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    restoreRedirect: change(build, '/redirect/create'),
    restoreAlias: change(build, '/email/alias/create'),
    restoreTrusted: change(build, '/email/whitelist/add'),
    restoreBlocked: change(build, '/email/blacklist/add'),
    restoreCron: change(build, '/cron/add'),
    restoreWebApp: change(build, '/proxy/create'),
  }),
});

/**
 * Puts back what a removal took away through the contract's own create call, with every field the
 * list held (a CRON job comes back under a new id: the contract's add call takes none). Settles once
 * the reply's lists are in the cache.
 */
export function restore(dispatch: AppDispatch, removed: Removed): Promise<unknown> {
  // Not tracked in the store: nothing shows the call's state but the toast that made it.
  const track = { track: false };
  switch (removed.kind) {
    case 'redirect': {
      const { domain, directory, type, destination, code } = removed.item;
      return dispatch(restores.restoreRedirect.initiate({ domain, directory, type, destination, code }, track)).unwrap();
    }
    case 'alias': {
      const { domain, name, destination } = removed.item;
      return dispatch(restores.restoreAlias.initiate({ domain, name, destination }, track)).unwrap();
    }
    case 'trusted':
    case 'blocked': {
      const { domain, sender } = removed.item;
      const endpoint = removed.kind === 'trusted' ? restores.restoreTrusted : restores.restoreBlocked;
      return dispatch(endpoint.initiate({ domain, sender }, track)).unwrap();
    }
    case 'cron': {
      const { settings, command } = removed.item;
      return dispatch(restores.restoreCron.initiate({ settings, command }, track)).unwrap();
    }
    case 'webApp': {
      const { domain, directory, port } = removed.item;
      return dispatch(restores.restoreWebApp.initiate({ domain, directory, port }, track)).unwrap();
    }
  }
}

/** The success toast's detail once it is back. */
export function restoredToast(removed: Removed): ToastDetail {
  switch (removed.kind) {
    case 'redirect':
      return { id: 'toast.redirectRestored', values: { address: pathAddress(removed.item) } };
    case 'alias':
      return { id: 'toast.aliasRestored', values: { address: addressOf(removed.item) } };
    case 'trusted':
    case 'blocked':
      return { id: removed.kind === 'trusted' ? 'toast.trustedRestored' : 'toast.blockedRestored', values: { sender: removed.item.sender, domain: removed.item.domain } };
    case 'cron':
      return { id: 'toast.cronRestored' };
    case 'webApp':
      return { id: 'toast.webAppRestored', values: { address: pathAddress(removed.item) } };
  }
}

/** A conflict's catalogue text by the contract's message for it; the first is the one for any other 409. */
type Conflicts = [MessageId, ...{ message: string; id: MessageId }[]];

const FAILURES: Record<Removed['kind'], { byStatus: Partial<Record<number, MessageId>>; conflicts?: Conflicts }> = {
  redirect: { byStatus: { 404: 'emails.error.domainGone', 409: 'validation.redirect.duplicate' } },
  alias: {
    byStatus: { 404: 'emails.error.domainGone' },
    conflicts: ['validation.email.aliasExists', { message: 'An e-mail account with this name already exists.', id: 'validation.email.accountExists' }],
  },
  trusted: {
    byStatus: { 404: 'emails.error.domainGone' },
    conflicts: ['validation.sender.duplicate', { message: 'This sender is already blacklisted.', id: 'validation.sender.blacklisted' }],
  },
  blocked: {
    byStatus: { 404: 'emails.error.domainGone' },
    conflicts: ['validation.sender.duplicate', { message: 'This sender is already whitelisted.', id: 'validation.sender.whitelisted' }],
  },
  cron: { byStatus: {} },
  webApp: {
    byStatus: { 404: 'emails.error.domainGone', 406: 'proxy.error.plan' },
    conflicts: ['validation.proxy.duplicate', { message: 'This port is used by another Web app.', id: 'validation.proxy.portTaken' }],
  },
};

/**
 * Why it could not be put back, in the spec's words: the create call's conflict (the name or the
 * port taken meanwhile, told apart by the contract's message), the domain gone, no connection, or
 * 'Unknown error.'.
 */
export function restoreFailure(removed: Removed, error: unknown): MessageId {
  const { byStatus, conflicts } = FAILURES[removed.kind];
  if (conflicts && failureCode(error) === 409) {
    const [other, ...known] = conflicts;
    return known.find(({ message }) => isApiError(error) && error.message === message)?.id ?? other;
  }
  return dialogErrorMessage(error, byStatus);
}
