import {
  MB,
  MIN_QUOTA_MB,
  emailDomainField,
  emailNameField,
  isValidEmailAddress,
  isValidQuotaMb,
  maxQuotaMb,
  normalizeAddress,
  normalizeSender,
  ruleMessage,
  senderType,
  splitDestinations,
  usedQuotaMb,
} from '@panel/contract/rules';
import { transact, type Db } from '../../lib/db.js';
import { checkRule, conflict, invalid, notFound } from '../../lib/errors.js';
import { adjustDiskUsed, type AccountRow } from '../../lib/accounts.js';
import { requireDomain } from '../../lib/domains.js';
import { checkNewPassword, hashPassword, MAILBOX_PASSWORD_COST } from '../../lib/passwords.js';
import * as repo from './repository.js';
import type { Panel } from '../../panel.js';

/** Simulated size of a new mailbox: the welcome message it starts with. */
export const NEW_MAILBOX_BYTES = 2048;

type SenderListName = 'white' | 'black';

/** The recipient domain a call names: chosen at all (400), then this customer's (404). */
function checkDomainChosen(value: string) {
  checkRule(emailDomainField, value, 'domain');
}

/** A quota in bytes: whole MB from 1 MB to the plan's limit (400 with the form's message). */
function checkQuota(bytes: number, account: AccountRow) {
  const maxMb = maxQuotaMb(account.email_limit);
  if (!isValidQuotaMb(bytes / MB, maxMb)) throw invalid(ruleMessage('validation.email.quota', { min: MIN_QUOTA_MB, max: maxMb }), 'quota');
}

/** Comma-joined destinations: trimmed, lower-cased, empty ones dropped, at least one, each an address. */
function checkDestinations(value: string) {
  const addresses = splitDestinations(value);
  if (addresses.length === 0 || !addresses.every(isValidEmailAddress)) throw invalid(ruleMessage('validation.email.invalid'), 'destination');
  return [...new Set(addresses)].join(',');
}

function requireMailbox(db: Db, accountId: number, input: { domain: string; name: string }) {
  const domain = requireDomain(db, accountId, input.domain);
  const mailbox = repo.findMailbox(db, accountId, domain.name, input.name);
  if (!mailbox) throw notFound('E-mail account');
  return mailbox;
}

const nameTaken = (db: Db, accountId: number, domain: string, name: string) => {
  if (repo.findMailboxByAddress(db, accountId, domain, name)) return 'account' as const;
  if (repo.aliasNameTaken(db, accountId, domain, name)) return 'alias' as const;
  return undefined;
};

export async function createAccount(panel: Panel, account: AccountRow, input: { domain: string; name: string; quota: number; password: string }) {
  const { db } = panel;
  checkDomainChosen(input.domain);
  const name = checkRule(emailNameField, input.name, 'name');
  checkQuota(input.quota, account);
  checkNewPassword(input.password);
  requireDomain(db, account.id, input.domain);
  const passwordHash = await hashPassword(input.password, MAILBOX_PASSWORD_COST);
  const refusal = (taken: 'account' | 'alias' | undefined) =>
    conflict(ruleMessage(taken === 'alias' ? 'validation.email.aliasExists' : 'validation.email.accountDuplicate'), 'name');
  transact(
    db,
    () => {
      const domain = requireDomain(db, account.id, input.domain);
      const taken = nameTaken(db, account.id, domain.name, name);
      if (taken) throw refusal(taken);
      repo.insertEmailAccount(db, account.id, { domain: domain.name, name, diskLimit: input.quota, diskUsed: NEW_MAILBOX_BYTES, passwordHash });
      adjustDiskUsed(db, account.id, NEW_MAILBOX_BYTES);
    },
    () => refusal('account'),
  );
}

/** Deletes a mailbox and turns off the catch-all and monitoring settings that name it; aliases stay as they are. */
export function deleteAccount(panel: Panel, account: AccountRow, input: { domain: string; name: string }) {
  const { db } = panel;
  transact(db, () => {
    const mailbox = requireMailbox(db, account.id, input);
    repo.deleteMailbox(db, account.id, mailbox.domain, mailbox.name);
    repo.clearDomainAddress(db, account.id, `${mailbox.name}@${mailbox.domain}`);
    adjustDiskUsed(db, account.id, -mailbox.disk_used);
  });
}

export function setQuota(panel: Panel, account: AccountRow, input: { domain: string; name: string; quota: number }) {
  const { db } = panel;
  transact(db, () => {
    const mailbox = requireMailbox(db, account.id, input);
    checkQuota(input.quota, account);
    const used = usedQuotaMb(mailbox.disk_used);
    if (input.quota / MB < used) throw invalid(ruleMessage('validation.email.quotaUsed', { used }), 'quota');
    repo.setMailboxQuota(db, account.id, mailbox.domain, mailbox.name, input.quota);
  });
}

export async function setPassword(panel: Panel, account: AccountRow, input: { domain: string; name: string; password: string }) {
  const { db } = panel;
  requireMailbox(db, account.id, input);
  checkNewPassword(input.password);
  const passwordHash = await hashPassword(input.password, MAILBOX_PASSWORD_COST);
  transact(db, () => {
    const mailbox = requireMailbox(db, account.id, input);
    repo.setMailboxPassword(db, account.id, mailbox.domain, mailbox.name, passwordHash);
  });
}

export function createAlias(panel: Panel, account: AccountRow, input: { domain: string; name: string; destination: string }) {
  const { db } = panel;
  checkDomainChosen(input.domain);
  const name = checkRule(emailNameField, input.name, 'name');
  const destination = checkDestinations(input.destination);
  const refusal = (taken: 'account' | 'alias') =>
    conflict(ruleMessage(taken === 'account' ? 'validation.email.accountExists' : 'validation.email.aliasExists'), 'name');
  transact(
    db,
    () => {
      const domain = requireDomain(db, account.id, input.domain);
      const taken = nameTaken(db, account.id, domain.name, name);
      if (taken) throw refusal(taken);
      repo.insertEmailAlias(db, account.id, { domain: domain.name, name, destination });
    },
    () => refusal('alias'),
  );
}

export function modifyAlias(panel: Panel, account: AccountRow, input: { domain: string; name: string; destination: string }) {
  const { db } = panel;
  const destination = checkDestinations(input.destination);
  transact(db, () => {
    const domain = requireDomain(db, account.id, input.domain);
    if (!repo.findAlias(db, account.id, domain.name, input.name)) throw notFound('E-mail alias');
    repo.setAliasDestination(db, account.id, domain.name, input.name, destination);
  });
}

export function deleteAlias(panel: Panel, account: AccountRow, input: { domain: string; name: string }) {
  const { db } = panel;
  transact(db, () => {
    const domain = requireDomain(db, account.id, input.domain);
    if (!repo.deleteAlias(db, account.id, domain.name, input.name)) throw notFound('E-mail alias');
  });
}

const senderConflict = (list: SenderListName, holder: SenderListName | undefined) => {
  if (holder === list || holder === undefined) return conflict(ruleMessage('validation.sender.duplicate'), 'sender');
  return conflict(ruleMessage(holder === 'white' ? 'validation.sender.whitelisted' : 'validation.sender.blacklisted'), 'sender');
};

/** Puts a sender on a domain's trusted ('white') or blocked ('black') list; a sender is on one list at most. */
export function addSender(panel: Panel, account: AccountRow, list: SenderListName, input: { domain: string; sender: string }) {
  const { db } = panel;
  checkDomainChosen(input.domain);
  const sender = normalizeSender(input.sender);
  if (!senderType(sender)) throw invalid(ruleMessage('sender.error.invalid'), 'sender');
  const domain = requireDomain(db, account.id, input.domain).name;
  transact(
    db,
    () => {
      requireDomain(db, account.id, domain);
      const holder = repo.senderList(db, account.id, domain, sender);
      if (holder) throw senderConflict(list, holder);
      repo.insertSender(db, account.id, list, { domain, sender });
    },
    () => senderConflict(list, repo.senderList(db, account.id, domain, sender)),
  );
}

export function removeSender(panel: Panel, account: AccountRow, list: SenderListName, input: { domain: string; sender: string }) {
  const { db } = panel;
  transact(db, () => {
    const domain = requireDomain(db, account.id, input.domain);
    if (!repo.deleteSender(db, account.id, list, domain.name, normalizeSender(input.sender))) throw notFound('Sender');
  });
}

/**
 * Sets a domain's catch-all or monitoring address: one of this customer's mailboxes (stored as
 * the mailbox spells it), or null to turn the setting off.
 */
export function setDomainAddress(panel: Panel, account: AccountRow, setting: 'catchall' | 'monitoring', input: { domain: string; email: string | null }) {
  const { db } = panel;
  const email = input.email === null ? null : normalizeAddress(input.email);
  if (email !== null && !isValidEmailAddress(email)) throw invalid(ruleMessage('validation.email.select'), 'email');
  const set = setting === 'catchall' ? repo.setCatchall : repo.setMonitoring;
  transact(db, () => {
    const domain = requireDomain(db, account.id, input.domain);
    let address: string | null = null;
    if (email !== null) {
      const at = email.lastIndexOf('@');
      const mailbox = repo.findMailboxByAddress(db, account.id, email.slice(at + 1), email.slice(0, at));
      if (!mailbox) throw notFound('E-mail account');
      address = `${mailbox.name}@${mailbox.domain}`;
    }
    set(db, account.id, domain.name, address);
  });
}
