/** The schedules the builder offers, each written as a cron expression. */
export const BUILDER_KINDS = ['minutes', 'hours', 'daily', 'weekdays', 'weekly', 'monthly'] as const;
export type BuilderKind = (typeof BUILDER_KINDS)[number];

export interface BuilderChoice {
  kind: BuilderKind;
  /** Every how many minutes (1–59) or hours (1–23). */
  every: number;
  /** The time of day, `HH:MM` (daily, weekdays, weekly, monthly). */
  time: string;
  /** The day of the week, 0 (Sunday) to 6 (weekly). */
  weekday: number;
  /** The day of the month, 1 to 31 (monthly). */
  monthDay: number;
}

export const DEFAULT_CHOICE: BuilderChoice = { kind: 'daily', every: 15, time: '06:30', weekday: 1, monthDay: 1 };

const clamp = (value: number, min: number, max: number) => (Number.isInteger(value) ? Math.min(max, Math.max(min, value)) : min);

/** The expression a choice writes: "on weekdays at 6:30" is `30 6 * * 1-5`. */
export function buildCron(choice: BuilderChoice): string {
  const [hour, minute] = (/^(\d{1,2}):(\d{2})$/.exec(choice.time)?.slice(1) ?? ['0', '0']).map(Number);
  const at = `${clamp(minute, 0, 59)} ${clamp(hour, 0, 23)}`;
  switch (choice.kind) {
    case 'minutes': {
      const every = clamp(choice.every, 1, 59);
      return every === 1 ? '* * * * *' : `*/${every} * * * *`;
    }
    case 'hours': {
      const every = clamp(choice.every, 1, 23);
      return every === 1 ? '0 * * * *' : `0 */${every} * * *`;
    }
    case 'daily':
      return `${at} * * *`;
    case 'weekdays':
      return `${at} * * 1-5`;
    case 'weekly':
      return `${at} * * ${clamp(choice.weekday, 0, 6)}`;
    case 'monthly':
      return `${at} ${clamp(choice.monthDay, 1, 31)} * *`;
  }
}
