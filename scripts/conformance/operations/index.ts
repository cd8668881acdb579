// The conformance kit's operation table: one entry per operation of contract/openapi.yaml, saying
// how to set it up, call it, check what the refreshed lists say, cause its documented refusals and
// clean up. Objects the kit creates are named `conformance-<run id>-…`; it touches nothing else.
// A test (scripts/conformance.test.ts) fails when an operation of the contract has no entry here.
// The entries live in one module per area; they run in this order, the domain's removal after
// every area that works under it, and test-control last.

import type { Entry } from '../runner.js';
import { access } from './access.js';
import { account } from './account.js';
import { advanced } from './advanced.js';
import { backups } from './backups.js';
import { databases } from './databases.js';
import { dnsZone } from './dns-zone.js';
import { domainRemoval, domains } from './domains.js';
import { email } from './email.js';
import { extensions } from './extensions.js';
import { files } from './files.js';
import { fileTrash } from './file-trash.js';
import { logs } from './logs.js';
import { mailAuth } from './mail-auth.js';
import { mailboxExtras } from './mailbox-extras.js';
import { redirects } from './redirects.js';
import { scripts } from './scripts.js';
import { spamFilter } from './spam-filter.js';
import { ssl } from './ssl.js';
import { testControl } from './test-control.js';
import { twoFactor } from './two-factor.js';
import { visitorStats } from './visitor-stats.js';

export const ENTRIES: Entry[] = [
  ...account,
  ...extensions,
  ...twoFactor,
  ...domains,
  ...email,
  ...databases,
  ...redirects,
  ...access,
  ...ssl,
  ...scripts,
  ...advanced,
  ...logs,
  ...files,
  ...fileTrash,
  ...backups,
  ...dnsZone,
  ...mailAuth,
  ...mailboxExtras,
  ...spamFilter,
  ...visitorStats,
  ...domainRemoval,
  ...testControl,
];
