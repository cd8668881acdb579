// The conformance kit's entries for logs.

import { Skip, Stop, type Entry } from '../runner.js';
import { type Item, refuse, lists, absentDomain, checkAttachment } from './helpers.js';

export const logs: Entry[] = [
  {
    operationId: 'logShow',
    changes: false,
    async run(c) {
      await refuse(c, 'logShow', { domain: absentDomain(c), type: 'access' }, 404, '404 for a domain that is not there');
      const d = (c.state.domain as string | undefined) ?? (((await lists(c)).domains as Item[])[0]?.domain as string | undefined);
      if (!d) throw new Skip('the account has no domain');
      for (const type of ['access', 'error']) await c.call('logShow', { domain: d, type }, { expect: 200, what: `the ${type} log` });
    },
  },
  {
    operationId: 'logDownload',
    changes: false,
    async run(c) {
      const form = (domain: string) => ({ session: c.token, domain, type: 'access' });
      const d = (c.state.domain as string | undefined) ?? (((await lists(c)).domains as Item[])[0]?.domain as string | undefined);
      try {
        await c.call('logDownload', undefined, { form: form(absentDomain(c)), expect: 404, what: '404 for a domain that is not there' });
      } catch (error) {
        if (!(error instanceof Stop)) throw error;
      }
      if (!d) throw new Skip('the account has no domain');
      const r = await c.call('logDownload', undefined, { form: form(d), expect: 200 });
      checkAttachment(c, 'logDownload', r);
    },
  },
];
