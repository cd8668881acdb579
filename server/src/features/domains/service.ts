import path from 'node:path';
import { isValidDomainName, normalizeDomain, ruleMessage } from '@panel/contract/rules';
import { transact } from '../../lib/db.js';
import { conflict, notAcceptable } from '../../lib/errors.js';
import { newestPhp } from '../../lib/platform.js';
import { adjustDiskUsed, type AccountRow } from '../../lib/accounts.js';
import { domainDirectory, domainFolder, findDomain, requireDomain } from '../../lib/domains.js';
import * as repo from './repository.js';
import type { Panel } from '../../panel.js';

export const welcomePage = (domain: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${domain}</title></head>
<body><h1>${domain}</h1><p>This website is hosted here. Upload your files to replace this page.</p></body>
</html>
`;

/**
 * Creates a domain's folders, welcome page and empty logs (server-built paths only). On failure
 * it removes what it made, so the call changes nothing.
 */
export function createDomainFiles(panel: Panel, login: string, domain: string, withIndex = true) {
  const { sandbox } = panel;
  const created: string[] = [];
  let undoLogs = () => {};
  try {
    const dir = sandbox.mkdirp(login, domainDirectory(domain), created);
    if (withIndex) sandbox.writeNew(path.join(dir, 'index.html'), welcomePage(domain));
    undoLogs = sandbox.createLogs(login, domain);
  } catch (e) {
    undoLogs();
    for (const dir of created.reverse()) sandbox.removeTree(dir);
    throw e;
  }
}

/**
 * Adds a domain. The checks, the row and the folders happen in one synchronous transaction, so
 * parallel calls act one after the other; the unique index on the name answers any race left.
 */
export function addDomain(panel: Panel, account: AccountRow, input: { domain: string }) {
  const { db, sandbox } = panel;
  const name = normalizeDomain(input.domain);
  if (!isValidDomainName(name)) throw notAcceptable(ruleMessage('domainAdd.error.invalid'), 'domain');
  const folder = sandbox.resolveTrusted(account.login, domainFolder(name));
  const taken = () =>
    findDomain(db, account.id, name)
      ? conflict(ruleMessage('validation.domain.duplicate'), 'domain')
      : conflict(ruleMessage('domainAdd.error.taken'), 'domain');
  transact(
    db,
    () => {
      if (findDomain(db, account.id, name) || repo.domainHeldElsewhere(db, account.id, name)) throw taken();
      // Files the user already keeps in the domain's folder stay; an entry in the way refuses the call.
      const before = sandbox.size(folder);
      repo.insertDomain(db, account.id, { name, phpVersion: newestPhp(panel.platform) });
      createDomainFiles(panel, account.login, name);
      const after = sandbox.size(folder);
      repo.setDomainDiskUsed(db, account.id, name, after);
      adjustDiskUsed(db, account.id, after - before);
    },
    taken,
  );
}

/** Removes a domain with all that hangs on it; of parallel removes, one succeeds and the rest find nothing. */
export function removeDomain(panel: Panel, account: AccountRow, input: { domain: string }) {
  const { db, sandbox } = panel;
  const name = transact(db, () => {
    const domain = requireDomain(db, account.id, input.domain);
    if (domain.is_primary) throw notAcceptable('The primary domain cannot be removed.', 'domain');
    const files = sandbox.size(sandbox.resolveTrusted(account.login, domainFolder(domain.name)));
    const mailboxes = repo.mailboxUsage(db, account.id, domain.name);
    repo.deleteDomainCascade(db, account.id, domain.name);
    adjustDiskUsed(db, account.id, -(files + mailboxes));
    return domain.name;
  });
  sandbox.removeTree(sandbox.resolveTrusted(account.login, domainFolder(name)));
  sandbox.removeLogs(account.login, name);
}

export function setPhp(panel: Panel, account: AccountRow, input: { domain: string; version: string }) {
  const domain = requireDomain(panel.db, account.id, input.domain);
  if (!panel.platform.phpVersions.includes(input.version)) throw notAcceptable('This PHP version is not available.', 'version');
  repo.setDomainPhp(panel.db, account.id, domain.name, input.version);
}
