// The conformance kit's entries for SSL certificates.

/* oxlint-disable typescript/no-unsafe-member-access --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */

import { Skip, type Entry } from '../runner.js';
import { refuse, field, domain, ownDomain, absentDomain, certificates, customerDomainNote } from './helpers.js';

export const ssl: Entry[] = [
  {
    operationId: 'certificateCheck',
    changes: false,
    async run(c) {
      const name = (c.state.domain as string | undefined) ?? `${c.base}.example`;
      const garbage = '-----BEGIN CERTIFICATE-----\nY29uZm9ybWFuY2U=\n-----END CERTIFICATE-----\n';
      const made = await certificates(c, name);
      await refuse(
        c,
        'certificateCheck',
        { cert: garbage, key: made?.key ?? garbage, ca: made?.ca ?? garbage },
        406,
        '406 for a certificate that cannot be read',
      );
      if (!made) throw new Skip('openssl is needed to make a test certificate');
      const r = await c.call('certificateCheck', { cert: made.cert, key: made.key, ca: made.ca }, { expect: 200 });
      const expected: [string, unknown][] = [
        ['validKey', true],
        ['selfSigned', false],
        ['expired', false],
      ];
      for (const [k, v] of expected)
        c.expect('certificateCheck', r.body[k] === v, { status: 200, pointer: `/${k}`, expected: String(v), what: 'success' }, r.body);
      c.expect(
        'certificateCheck',
        r.body.domains?.[name] === false,
        { status: 200, pointer: `/domains/${name}`, expected: 'false (covered, not a wildcard)', what: 'success' },
        r.body,
      );
    },
  },
  {
    operationId: 'certificateUpload',
    changes: true,
    needs: ['domainAdd'],
    async run(c) {
      const d = domain(c);
      const made = await certificates(c, d);
      if (!made) throw new Skip('openssl is needed to make a test certificate');
      await refuse(c, 'certificateUpload', { domain: absentDomain(c), cert: made.cert, key: made.key, ca: made.ca }, 404, '404 for a domain that is not there');
      if (!ownDomain(c)) throw new Skip(customerDomainNote(c, '406 for a self-signed certificate'));
      await refuse(c, 'certificateUpload', { domain: d, cert: made.ca, key: made.rootKey, ca: made.ca }, 406, '406 for a self-signed certificate');
      const r = await c.call('certificateUpload', { domain: d, cert: made.cert, key: made.key, ca: made.ca }, { expect: [200, 406] });
      if (r.status === 406)
        c.note('certificateUpload', "the backend refused the run's own test root (406): a certificate it trusts is needed for the success path");
      else field(c, 'certificateUpload', r, 'domains', { domain: d }, 'sslType', 'custom');
    },
  },
  {
    operationId: 'certificateGenerate',
    changes: true,
    needs: ['domainAdd'],
    async run(c) {
      await refuse(c, 'certificateGenerate', { domain: absentDomain(c) }, 404, '404 for a domain that is not there');
      const d = domain(c);
      if (!ownDomain(c)) throw new Skip('would replace the certificate of a domain the kit did not add');
      const r = await c.call('certificateGenerate', { domain: d }, { expect: [200, 405] });
      if (r.status === 405) c.note('certificateGenerate', 'the added domain is not pointed at the name servers (405)');
      else field(c, 'certificateGenerate', r, 'domains', { domain: d }, 'sslType', 'letsencrypt');
    },
  },
];
