import { certificateRefusal, certificateSchema, ruleMessage } from '@panel/contract/rules';
import { transact } from '../../lib/db.js';
import { requireDomain } from '../../lib/domains.js';
import { ApiError, checkRule, notAcceptable } from '../../lib/errors.js';
import type { AccountRow } from '../../lib/accounts.js';
import type { Panel } from '../../panel.js';
import { inspectCertificate, panelDate, type CertificateTexts } from './inspect.js';
import * as repo from './repository.js';

/** How long a generated (Let's Encrypt) certificate lives. */
export const GENERATED_LIFETIME_DAYS = 90;
const DAY = 24 * 60 * 60 * 1000;

/** What the texts hold, judged against the account's clock; nothing is stored. */
export function checkCertificate(panel: Panel, account: AccountRow, input: CertificateTexts) {
  const texts = checkRule(certificateSchema, input);
  return inspectCertificate(texts, panel.clock.now(account));
}

/**
 * Installs a certificate on one of the customer's domains after checking it again: the key must
 * match, the chain be complete, the certificate be neither self-signed nor expired, and it must
 * cover the domain named.
 */
export function uploadCertificate(panel: Panel, account: AccountRow, input: CertificateTexts & { domain: string }) {
  // Another customer's or an unknown domain is 404 whatever the texts hold.
  requireDomain(panel.db, account.id, input.domain);
  const texts = checkRule(certificateSchema, input);
  const info = inspectCertificate(texts, panel.clock.now(account));
  transact(panel.db, () => {
    const domain = requireDomain(panel.db, account.id, input.domain);
    const refusal = certificateRefusal(info, [domain.name]);
    if (refusal) throw notAcceptable(ruleMessage(refusal), refusal === 'certificate.error.domain' ? 'domain' : 'cert');
    repo.setDomainCertificate(panel.db, account.id, domain.name, {
      sslType: 'custom',
      sslExpires: info.expires,
      ...texts,
    });
  });
}

/** Gives a domain pointed at our name servers a free certificate that expires in 90 days. */
export function generateCertificate(panel: Panel, account: AccountRow, input: { domain: string }) {
  const expires = panelDate(panel.clock.now(account) + GENERATED_LIFETIME_DAYS * DAY);
  transact(panel.db, () => {
    const domain = requireDomain(panel.db, account.id, input.domain);
    if (!domain.pointed) throw new ApiError(405, 'notPointed', ruleMessage('certificate.error.notPointed'), 'domain');
    repo.setDomainCertificate(panel.db, account.id, domain.name, {
      sslType: 'letsencrypt',
      sslExpires: expires,
      cert: null,
      key: null,
      ca: null,
    });
  });
}
