import { z } from 'zod';

/*
 * The rules of the spam filter (the `spamFilter` extension): a level, what happens to spam and,
 * when spam is deleted, after how many days. One zod schema for the client's dialog and the server;
 * the messages are ids the client's `spam` catalogue translates, the server sends their English text.
 */

export const SPAM_LEVELS = ['off', 'low', 'medium', 'high'] as const;
export const SPAM_ACTIONS = ['mark', 'move', 'delete'] as const;
export type SpamLevelName = (typeof SPAM_LEVELS)[number];
export type SpamActionName = (typeof SPAM_ACTIONS)[number];
export const SPAM_DAYS_MIN = 1;
export const SPAM_DAYS_MAX = 365;
export const SPAM_DAYS_DEFAULT = 30;

/** What a domain never given a default follows: the host's. */
export const HOST_SPAM_DEFAULT = { level: 'medium', action: 'mark', days: null } as const satisfies {
  level: SpamLevelName;
  action: SpamActionName;
  days: number | null;
};

/** English text of the rules' messages, by id. */
export const spamMessages = {
  'spam.validation.level': 'Choose a level: off, low, medium or high.',
  'spam.validation.action': 'Choose what happens to spam: marked, moved to the spam folder or deleted.',
  'spam.validation.days': 'Choose a whole number of days between 1 and 365.',
} as const satisfies Record<string, string>;

export type SpamMessageId = keyof typeof spamMessages;

/** English text for a spam rule's message id; an unknown id comes back unchanged. */
export const spamMessage = (message: string): string => (Object.hasOwn(spamMessages, message) ? spamMessages[message as SpamMessageId] : message);

const id = (message: SpamMessageId) => message;

/**
 * A spam filter setting as the dialog and the calls give it: `days` is kept only with `delete`
 * (1–365, whole), and is null otherwise.
 */
export const spamSettingSchema = z
  .object({
    level: z.string().refine((v): v is SpamLevelName => (SPAM_LEVELS as readonly string[]).includes(v), id('spam.validation.level')),
    action: z.string().refine((v): v is SpamActionName => (SPAM_ACTIONS as readonly string[]).includes(v), id('spam.validation.action')),
    days: z.union([z.number(), z.null()]),
  })
  .superRefine((value, ctx) => {
    if (value.action !== 'delete') return;
    const days = value.days;
    if (days === null || !Number.isInteger(days) || days < SPAM_DAYS_MIN || days > SPAM_DAYS_MAX) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: id('spam.validation.days') });
    }
  })
  .transform((value) => ({
    level: value.level,
    action: value.action,
    days: value.action === 'delete' ? value.days : null,
  }));

export type SpamSettingValue = z.output<typeof spamSettingSchema>;
