import type { IntlShape } from 'react-intl';

type Level = 'off' | 'low' | 'medium' | 'high';
type Action = 'mark' | 'move' | 'delete';

export const SPAM_LEVEL_TEXT = { off: 'spam.level.off', low: 'spam.level.low', medium: 'spam.level.medium', high: 'spam.level.high' } as const;

/** What happens to spam in a few words: "moved to the spam folder", "deleted after 14 days". */
export const spamActionWords = (intl: IntlShape, setting: { action: Action; days: number | null }) =>
  intl.formatMessage({ id: `spam.summary.${setting.action}` }, { days: setting.days ?? 0 });

/** A spam filter setting in one line: "High, moved to the spam folder" (or just "Off"). */
export function spamSummary(intl: IntlShape, setting: { level: Level; action: Action; days: number | null }): string {
  const level = intl.formatMessage({ id: SPAM_LEVEL_TEXT[setting.level] });
  if (setting.level === 'off') return level;
  return intl.formatMessage({ id: 'spam.summary' }, { level, action: spamActionWords(intl, setting) });
}
