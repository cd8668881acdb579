import type { ZodType } from 'zod';
import { mailboxMessage } from '@panel/contract/rules';
import type { Db } from '../../lib/db.js';
import { invalid, notFound } from '../../lib/errors.js';
import { requireDomain } from '../../lib/domains.js';
import * as repo from './repository.js';

/**
 * What the mailbox extensions (autoresponder, mailboxForwarding) share: the mailbox a call names,
 * and the shared rule's refusal in English with the field it is about.
 */
export function requireMailboxOf(db: Db, accountId: number, input: { domain: string; name: string }) {
  const domain = requireDomain(db, accountId, input.domain);
  const mailbox = repo.findMailbox(db, accountId, domain.name, input.name);
  if (!mailbox) throw notFound('E-mail account');
  return mailbox;
}

/** Checks a call's fields against the dialog's rule: 400 with the rule's English message and its field. */
export function checkMailboxRule<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw invalid(mailboxMessage(issue.message), issue.path.length ? String(issue.path[0]) : undefined);
}
