// The conformance kit's entries for domains (their removal runs last: `domainRemoval`).

/* oxlint-disable typescript/no-unsafe-member-access --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */

import { Skip, type Entry } from '../runner.js';
import { type Item, refuse, present, absent, field, lists, domain, ownDomain, absentDomain, customerDomainNote } from './helpers.js';

export const domains: Entry[] = [
  {
    operationId: 'domainAdd',
    changes: true,
    async run(c) {
      await refuse(c, 'domainAdd', { domain: `not a domain ${c.runId}` }, 406, '406 for an invalid domain name');
      if (c.options.domain) {
        // Adding the customer's domain again could reset it on a backend that wrongly accepted: only in the kit's clone.
        if (ownDomain(c)) await refuse(c, 'domainAdd', { domain: c.options.domain }, 409, '409 for a domain the account has');
        throw new Skip(
          `--domain names the domain to work under, so the kit adds none${ownDomain(c) ? '' : "; 409 for a duplicate not sent to the customer's domain"}`,
        );
      }
      const name = `${c.base}.example`;
      c.later(`remove the domain ${name}`, () => c.call('domainRemove', { domain: name }, { expect: [200, 404], what: 'clean-up: remove the domain' }));
      const r = await c.call('domainAdd', { domain: name }, { expect: 200 });
      const d = present(c, 'domainAdd', r, 'domains', { domain: name });
      c.state.domain = name;
      c.state.directory = d.directory;
      await refuse(c, 'domainAdd', { domain: name }, 409, '409 for a duplicate');
    },
  },
  {
    operationId: 'domainPhp',
    changes: true,
    needs: ['domainAdd'],
    async run(c) {
      const versions = (c.session?.phpVersions ?? []) as string[];
      await refuse(c, 'domainPhp', { domain: absentDomain(c), version: versions[0] ?? '8.3' }, 404, '404 for a domain that is not there');
      const d = domain(c);
      if (!ownDomain(c)) throw new Skip(customerDomainNote(c, '406 for a PHP version the platform does not offer'));
      await refuse(c, 'domainPhp', { domain: d, version: `0.${c.runId}` }, 406, '406 for a version the platform does not offer');
      const current = ((await lists(c)).domains as Item[]).find((x) => x.domain === d)?.phpVersion as string;
      const other = versions.find((v) => v !== current);
      if (!other) throw new Skip('the platform offers one PHP version only');
      const r = await c.call('domainPhp', { domain: d, version: other }, { expect: 200 });
      field(c, 'domainPhp', r, 'domains', { domain: d }, 'phpVersion', other);
      const back = await c.call('domainPhp', { domain: d, version: current }, { expect: 200, what: 'set back' });
      field(c, 'domainPhp', back, 'domains', { domain: d }, 'phpVersion', current);
    },
  },
];

/** The domain goes last: the other areas work under it. */
export const domainRemoval: Entry[] = [
  {
    operationId: 'domainRemove',
    changes: true,
    async run(c) {
      await refuse(c, 'domainRemove', { domain: absentDomain(c) }, 404, '404 for a domain that is not there');
      if (c.options.testControl) {
        const primary = ((await lists(c)).domains as Item[]).find((x) => x.canDelete === false);
        if (primary) await refuse(c, 'domainRemove', { domain: primary.domain }, 406, '406 for the primary domain (in the clone)');
      }
      if (c.options.domain) throw new Skip('--domain names the domain to work under, so the kit removes none');
      const name = `${c.base}-2.example`;
      const undo = c.later(`remove the domain ${name}`, () => c.call('domainRemove', { domain: name }, { expect: [200, 404], what: 'clean-up' }));
      await c.call('domainAdd', { domain: name }, { expect: 200, what: 'set-up for a remove' });
      const r = await c.call('domainRemove', { domain: name }, { expect: 200 });
      undo.dismiss();
      absent(c, 'domainRemove', r, 'domains', { domain: name });
    },
  },
];
