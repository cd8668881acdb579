import type { Reply } from '../../api/client';
import { changes, readAll } from '../../api/mutations';
import { panelQueries } from '../../api/queries';

/**
 * The twoFactor extension's calls, injected into the panel's cache when its dialog first loads. The
 * state is read afresh each time the dialog opens; every change hands its new state to the cache.
 */
export const twoFactorApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    twoFactor: readAll(build, '/account/two-factor'),
    ...changes(build, {
      startTwoFactor: '/account/two-factor/start',
      confirmTwoFactor: '/account/two-factor/confirm',
      disableTwoFactor: '/account/two-factor/disable',
    }),
  }),
});

export const { useTwoFactorQuery, useStartTwoFactorMutation, useConfirmTwoFactorMutation, useDisableTwoFactorMutation } = twoFactorApi;

/** The state after a change: on with its recovery codes, or off. */
export const twoFactorNow = (value: Reply<'/account/two-factor'>) =>
  twoFactorApi.util.upsertQueryEntries([{ endpointName: 'twoFactor', arg: undefined, value }]);
