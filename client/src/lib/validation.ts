import type { MessageId } from '../i18n/messages';
import { ruleMessageId } from '../i18n/messages';

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/** The first rule message per top-level field, as catalogue ids. */
export function fieldErrors<K extends string>(issues: readonly IssueLike[]): Partial<Record<K, MessageId>> {
  const errors: Partial<Record<K, MessageId>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '') as K;
    if (!(key in errors)) errors[key] = ruleMessageId(issue.message);
  }
  return errors;
}
