import type { CronJob, Proxy } from '@panel/contract';
import { proxyAddress, refusalMessages, ruleMessages } from '@panel/contract/rules';
import { conflictsOf, defineUndo } from '../../lib/undo';
import { changeCall } from '../../api/changes';

/** After `/cron/remove`, Undo is `/cron/add` with its schedule and command (it comes back under a new id: the add call takes none). */
export const cronUndo = defineUndo<CronJob>({
  operation: '/cron/remove',
  restore: (dispatch, { settings, command }) => dispatch(changeCall('/cron/add', { settings, command })).unwrap(),
  restored: () => ({ id: 'toast.cronRestored' }),
  failures: { byStatus: {} },
});

/** After `/proxy/delete`, Undo is `/proxy/create` with the Web app's address and port. */
export const proxyUndo = defineUndo<Proxy>({
  operation: '/proxy/delete',
  restore: (dispatch, { domain, directory, port }) => dispatch(changeCall('/proxy/create', { domain, directory, port })).unwrap(),
  restored: (proxy) => ({ id: 'toast.webAppRestored', values: { address: proxyAddress(proxy) } }),
  failures: {
    byStatus: { 404: 'emails.error.domainGone', 406: 'proxy.error.plan' },
    conflicts: conflictsOf('validation.proxy.duplicate', ['validation.proxy.portTaken'], { ...ruleMessages, ...refusalMessages }),
  },
});
