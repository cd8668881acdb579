import fs from 'node:fs';
import path from 'node:path';
import { isValidDomainName, normalizeDomain } from '@panel/contract/rules';
import { conflict, notAcceptable, notFound } from '../../lib/errors.js';
import { newestPhp } from '../../lib/platform.js';
import * as repo from './repository.js';
import { accountLists } from '../account/lists.js';
import { adjustDiskUsed, type AccountRow } from '../account/repository.js';
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
  const created: string[] = [];
  const logDir = path.dirname(panel.sandbox.logFile(login, domain, 'access'));
  const hadLogs = fs.existsSync(logDir);
  try {
    const dir = panel.sandbox.mkdirp(login, repo.domainDirectory(domain), created);
    if (withIndex) panel.sandbox.writeNew(path.join(dir, 'index.html'), welcomePage(domain));
    fs.mkdirSync(logDir, { recursive: true });
    for (const type of ['access', 'error'] as const) {
      const file = panel.sandbox.logFile(login, domain, type);
      if (!fs.existsSync(file)) fs.writeFileSync(file, '');
    }
  } catch (e) {
    if (!hadLogs) fs.rmSync(logDir, { recursive: true, force: true });
    for (const dir of created.reverse()) fs.rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}

export function requireDomain(panel: Panel, account: AccountRow, name: string) {
  const domain = repo.findDomain(panel.db, account.id, name);
  if (!domain) throw notFound('Domain');
  return domain;
}

export async function addDomain(panel: Panel, account: AccountRow, input: { domain: string }) {
  const name = normalizeDomain(input.domain);
  if (!isValidDomainName(name)) throw notAcceptable('This domain name is invalid.', 'domain');
  if (repo.findDomain(panel.db, account.id, name)) throw conflict('You have already added this domain.', 'domain');
  if (repo.domainHeldElsewhere(panel.db, account.id, name)) throw conflict('Another user has added this domain.', 'domain');
  const folder = panel.sandbox.resolveTrusted(account.login, repo.domainFolder(name));
  const before = await panel.sandbox.size(folder);
  panel.db.transaction(() => {
    repo.insertDomain(panel.db, account.id, name, newestPhp(panel.platform));
    // Files the user already keeps in the domain's folder stay; an entry in the way refuses the call.
    createDomainFiles(panel, account.login, name);
  })();
  // Only this folder is measured; /account/sync measures everything again.
  const after = await panel.sandbox.size(folder);
  panel.db.transaction(() => {
    repo.setDomainDiskUsed(panel.db, account.id, name, after);
    adjustDiskUsed(panel.db, account.id, after - before);
  })();
  return accountLists(panel, account);
}

function removeDomainFiles(panel: Panel, login: string, name: string) {
  panel.sandbox.removeTree(panel.sandbox.resolveTrusted(login, repo.domainFolder(name)));
  panel.sandbox.removeTree(path.dirname(panel.sandbox.logFile(login, name, 'access')));
}

export async function removeDomain(panel: Panel, account: AccountRow, input: { domain: string }) {
  const domain = requireDomain(panel, account, normalizeDomain(input.domain));
  if (domain.is_primary) throw notAcceptable('The primary domain cannot be removed.', 'domain');
  const files = await panel.sandbox.size(panel.sandbox.resolveTrusted(account.login, repo.domainFolder(domain.name)));
  panel.db.transaction(() => {
    const mailboxes = repo.mailboxUsage(panel.db, account.id, domain.name);
    repo.deleteDomainCascade(panel.db, account.id, domain.name);
    adjustDiskUsed(panel.db, account.id, -(files + mailboxes));
  })();
  removeDomainFiles(panel, account.login, domain.name);
  return accountLists(panel, account);
}

export function setPhp(panel: Panel, account: AccountRow, input: { domain: string; version: string }) {
  const domain = requireDomain(panel, account, normalizeDomain(input.domain));
  if (!panel.platform.phpVersions.includes(input.version)) throw notAcceptable('This PHP version is not available.', 'version');
  repo.setDomainPhp(panel.db, account.id, domain.name, input.version);
  return accountLists(panel, account);
}
