/**
 * English text of every message id the shared rules produce. The client copies these into its
 * catalogues (en, pl); the server sends the English text in error replies.
 */
export const ruleMessages = {
  'validation.login.invalid': 'You need to enter a valid login.',
  'validation.password.invalid': 'You need to enter a valid password.',
  'validation.password.current': 'You need to provide your current password.',
  'validation.password.minLength': 'Password must be at least 8 characters long.',
  'validation.password.mismatch': 'The passwords do not match.',
  'validation.domain.invalid': 'You need to enter a valid domain name.',
  'validation.domain.duplicate': 'You have already added this domain.',
} as const satisfies Record<string, string>;

export type RuleMessageId = keyof typeof ruleMessages;

/** Typed message id for a zod issue, so a rule cannot name an id the catalogue lacks. */
export function messageId(id: RuleMessageId): RuleMessageId {
  return id;
}

/** English text for a message id; unknown ids come back unchanged. */
export function ruleMessage(id: string): string {
  return Object.hasOwn(ruleMessages, id) ? ruleMessages[id as RuleMessageId] : id;
}
