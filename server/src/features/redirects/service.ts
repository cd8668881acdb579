import { isValidSubdirectory, normalizeDirectory, redirectSchema, ruleMessage } from '@panel/contract/rules';
import { transact } from '../../lib/db.js';
import { checkRule, conflict, invalid, notFound } from '../../lib/errors.js';
import { requireDomain } from '../../lib/domains.js';
import type { AccountRow } from '../../lib/accounts.js';
import * as repo from './repository.js';
import type { Panel } from '../../panel.js';

type RedirectInput = { domain: string; directory: string; type: 'normal' | 'http'; destination: string; code: 301 | 302 };

/**
 * The body as the dialogs' shared rule reads it (directory with leading and trailing slash, a scheme
 * on the destination, `{domain}{directory}` for HTTP to HTTPS), for a domain the customer holds.
 */
function readRedirect(panel: Panel, account: AccountRow, input: RedirectInput) {
  const redirect = checkRule(redirectSchema, input);
  const domain = requireDomain(panel.db, account.id, redirect.domain);
  return { ...redirect, domain: domain.name };
}

/** Redirects an address; one address (domain + directory) has one redirection, so a second is 409. */
export function createRedirect(panel: Panel, account: AccountRow, input: RedirectInput) {
  const { db } = panel;
  const redirect = readRedirect(panel, account, input);
  const duplicate = () => conflict(ruleMessage('validation.redirect.duplicate'), 'directory');
  transact(
    db,
    () => {
      if (repo.findRedirect(db, account.id, redirect.domain, redirect.directory)) throw duplicate();
      repo.insertRedirect(db, account.id, redirect);
    },
    duplicate,
  );
}

/** Replaces type, destination and code of an existing redirection. */
export function modifyRedirect(panel: Panel, account: AccountRow, input: RedirectInput) {
  const redirect = readRedirect(panel, account, input);
  if (!repo.updateRedirect(panel.db, account.id, redirect)) throw notFound('Redirection');
}

/** Deletes the redirection of an address (the directory however it was typed). */
export function deleteRedirect(panel: Panel, account: AccountRow, input: { domain: string; directory: string }) {
  const { db } = panel;
  if (!isValidSubdirectory(input.directory.trim())) throw invalid(ruleMessage('validation.redirect.directory'), 'directory');
  const domain = requireDomain(db, account.id, input.domain);
  if (!repo.deleteRedirect(db, account.id, domain.name, normalizeDirectory(input.directory))) throw notFound('Redirection');
}
