// The conformance kit's entries for redirects.

import { Skip, type Entry } from '../runner.js';
import { refuse, absent, field, domain, absentDomain } from './helpers.js';

export const redirects: Entry[] = [
  {
    operationId: 'redirectCreate',
    changes: true,
    needs: ['domainAdd'],
    async run(c) {
      const d = domain(c);
      const directory = `/${c.base}/`;
      const body = { domain: d, directory, type: 'normal', destination: `http://example.org/${c.base}`, code: 301 };
      await refuse(c, 'redirectCreate', { ...body, domain: absentDomain(c) }, 404, '404 for a domain that is not there');
      c.later(`delete the redirection ${d}${directory}`, () => c.call('redirectDelete', { domain: d, directory }, { expect: [200, 404], what: 'clean-up' }));
      const r = await c.call('redirectCreate', body, { expect: 200 });
      field(c, 'redirectCreate', r, 'redirects', { domain: d, directory }, 'code', 301);
      c.state.redirect = directory;
      await refuse(c, 'redirectCreate', body, 409, '409 for a duplicate');
    },
  },
  {
    operationId: 'redirectModify',
    changes: true,
    needs: ['redirectCreate'],
    async run(c) {
      const d = domain(c);
      const body = { domain: d, directory: `/${c.base}/`, type: 'normal', destination: `http://example.org/${c.base}-2`, code: 302 };
      await refuse(c, 'redirectModify', { ...body, directory: `/${c.base}-absent/` }, 404, '404 for a redirection that is not there');
      if (!c.state.redirect) throw new Skip('needs the redirection redirectCreate makes');
      const r = await c.call('redirectModify', body, { expect: 200 });
      field(c, 'redirectModify', r, 'redirects', { domain: d, directory: body.directory }, 'code', 302);
    },
  },
  {
    operationId: 'redirectDelete',
    changes: true,
    needs: ['domainAdd'],
    async run(c) {
      const d = domain(c);
      const directory = `/${c.base}-2/`;
      const undo = c.later(`delete the redirection ${d}${directory}`, () =>
        c.call('redirectDelete', { domain: d, directory }, { expect: [200, 404], what: 'clean-up' }),
      );
      await c.call(
        'redirectCreate',
        { domain: d, directory, type: 'normal', destination: 'http://example.org/', code: 302 },
        { expect: 200, what: 'set-up for a delete' },
      );
      const r = await c.call('redirectDelete', { domain: d, directory }, { expect: 200 });
      undo.dismiss();
      absent(c, 'redirectDelete', r, 'redirects', { domain: d, directory });
      await refuse(c, 'redirectDelete', { domain: d, directory }, 404, '404 for a redirection that is not there');
    },
  },
];
