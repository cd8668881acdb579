import { z } from 'zod';
import { isValidEmailAddress, normalizeAddress } from './email';

/*
 * The rules of a mailbox's automatic reply (the `autoresponder` extension) and forwarding (the
 * `mailboxForwarding` extension), one zod schema each for the client's dialog and the server. The
 * messages are ids the client's `mailbox` catalogue translates; the server sends their English text.
 */

export const AUTOREPLY_SUBJECT_MAX = 200;
export const AUTOREPLY_TEXT_MAX = 4000;
export const AUTOREPLY_INTERVAL_MIN = 1;
export const AUTOREPLY_INTERVAL_MAX = 30;
export const AUTOREPLY_INTERVAL_DEFAULT = 1;
export const FORWARD_MAX = 10;

/** English text of the rules' messages (and of the refusals only the server gives), by id. */
export const mailboxMessages = {
  'mailbox.validation.subject': 'Enter the subject of the reply.',
  'mailbox.validation.subjectLength': 'The subject can be at most 200 characters long.',
  'mailbox.validation.subjectChars': 'The subject cannot hold line breaks or other control characters.',
  'mailbox.validation.text': 'Enter the text of the reply.',
  'mailbox.validation.textLength': 'The text can be at most 4000 characters long.',
  'mailbox.validation.date': 'Enter a date, like 2027-12-24.',
  'mailbox.validation.endBeforeStart': 'The end date cannot be before the start date.',
  'mailbox.validation.endPassed': 'The end date has already passed.',
  'mailbox.validation.interval': 'Choose a whole number of days between 1 and 30.',
  'mailbox.validation.destination': 'Enter a valid e-mail address in every row.',
  'mailbox.validation.destinations': 'Enter at least one address to forward to.',
  'mailbox.validation.destinationsMax': 'Mail can be forwarded to at most 10 addresses.',
  'mailbox.validation.destinationSelf': 'A mailbox cannot forward to itself.',
  'mailbox.validation.destinationDuplicate': 'Each address can be given only once.',
} as const satisfies Record<string, string>;

export type MailboxMessageId = keyof typeof mailboxMessages;

const id = (message: MailboxMessageId) => message;

/** English text for a mailbox rule's message id; an unknown id comes back unchanged. */
export const mailboxMessage = (message: string): string => (Object.hasOwn(mailboxMessages, message) ? mailboxMessages[message as MailboxMessageId] : message);

const hasControl = (text: string, allowLines: boolean) =>
  [...text].some((c) => {
    const code = c.charCodeAt(0);
    if (allowLines && (c === '\n' || c === '\r' || c === '\t')) return false;
    return code < 32 || code === 127;
  });

/** Whether a text is a real day written `YYYY-MM-DD`. */
export function isDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The day (`YYYY-MM-DD`, UTC) of a moment of the account's clock. */
export const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** What an automatic reply does on `today`: off, waiting for its start, answering, or past its end. */
export type AutoreplyState = 'off' | 'scheduled' | 'active' | 'ended';

/** An automatic reply's state on a day: the dates are whole days, both included. */
export function autoreplyState(reply: { enabled: boolean; start: string | null; end: string | null }, today: string): AutoreplyState {
  if (!reply.enabled) return 'off';
  if (reply.end !== null && reply.end < today) return 'ended';
  if (reply.start !== null && reply.start > today) return 'scheduled';
  return 'active';
}

// A date field: '' (or null) is none; anything else a real day.
const dayField = z
  .union([z.string(), z.null()])
  .transform((value) => (value === null ? '' : value.trim()))
  .refine((value) => value === '' || isDay(value), id('mailbox.validation.date'))
  .transform((value) => (value === '' ? null : value));

/**
 * The automatic reply's form and the set call: subject (one line), text, optional start and end
 * days (the end neither before the start nor before `today`, the account's day), and how often the
 * same sender is answered, in days.
 */
export const autoreplySchemaFor = (today: string) =>
  z
    .object({
      subject: z
        .string()
        .transform((s) => s.trim())
        .superRefine((s, ctx) => {
          if (s === '') ctx.addIssue({ code: 'custom', message: id('mailbox.validation.subject') });
          else if (s.length > AUTOREPLY_SUBJECT_MAX) ctx.addIssue({ code: 'custom', message: id('mailbox.validation.subjectLength') });
          else if (hasControl(s, false)) ctx.addIssue({ code: 'custom', message: id('mailbox.validation.subjectChars') });
        }),
      text: z.string().superRefine((s, ctx) => {
        if (s.trim() === '') ctx.addIssue({ code: 'custom', message: id('mailbox.validation.text') });
        else if (s.length > AUTOREPLY_TEXT_MAX) ctx.addIssue({ code: 'custom', message: id('mailbox.validation.textLength') });
      }),
      start: dayField,
      end: dayField,
      interval: z
        .number(id('mailbox.validation.interval'))
        .refine((n) => Number.isInteger(n) && n >= AUTOREPLY_INTERVAL_MIN && n <= AUTOREPLY_INTERVAL_MAX, id('mailbox.validation.interval')),
    })
    .superRefine((form, ctx) => {
      if (form.end === null) return;
      if (form.start !== null && form.end < form.start) ctx.addIssue({ code: 'custom', path: ['end'], message: id('mailbox.validation.endBeforeStart') });
      else if (form.end < today) ctx.addIssue({ code: 'custom', path: ['end'], message: id('mailbox.validation.endPassed') });
    });

export type AutoreplyForm = z.output<ReturnType<typeof autoreplySchemaFor>>;

/**
 * The forwarding form and the set call: 1–10 addresses (trimmed, lower-cased, empty rows dropped),
 * each valid, none twice, not the mailbox's own `address`; and whether the mailbox keeps a copy.
 */
export const forwardingSchemaFor = (address: string) =>
  z.object({
    destinations: z
      .array(z.string())
      .transform((rows) => rows.map(normalizeAddress).filter((row) => row !== ''))
      .superRefine((rows, ctx) => {
        if (rows.length === 0) ctx.addIssue({ code: 'custom', message: id('mailbox.validation.destinations') });
        else if (rows.length > FORWARD_MAX) ctx.addIssue({ code: 'custom', message: id('mailbox.validation.destinationsMax') });
        else if (!rows.every(isValidEmailAddress)) ctx.addIssue({ code: 'custom', message: id('mailbox.validation.destination') });
        else if (rows.includes(normalizeAddress(address))) ctx.addIssue({ code: 'custom', message: id('mailbox.validation.destinationSelf') });
        else if (new Set(rows).size !== rows.length) ctx.addIssue({ code: 'custom', message: id('mailbox.validation.destinationDuplicate') });
      }),
    keepCopy: z.boolean(),
  });

export type ForwardingForm = z.output<ReturnType<typeof forwardingSchemaFor>>;
