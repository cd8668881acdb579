import { describe, expect, it } from 'vitest';
import { cronProblem, describeCron, nextRuns } from './cron-meaning';

describe('a CRON schedule in plain words', () => {
  it('reads a schedule in English and in Polish', () => {
    expect(describeCron('15 3 * * *', 'en')).toBe('At 03:15 AM');
    expect(describeCron('15 3 * * *', 'pl')).toBe('O 03:15');
    expect(describeCron('*/5  * * * 1-5', 'en')).toBe('Every 5 minutes, Monday through Friday');
    expect(describeCron('*/5 * * * 1-5', 'pl')).toBe('Co 5 minut, od poniedziałku do piątku');
    expect(describeCron('@reboot', 'pl')).toBe('Uruchom raz, przy starcie');
    expect(describeCron('61 * * * *', 'en')).toBeNull();
  });

  // Cases after "od … do" and "w", plural counts, written ordinals.
  const polish: Record<string, string> = {
    '30 2 * * 0,6': 'O 02:30, tylko w niedzielę i sobotę',
    '0 0 * * 3': 'O 00:00, tylko w środę',
    '0 0 * 1-6 *': 'O 00:00, od stycznia do czerwca',
    '0 0 * 3,7 *': 'O 00:00, tylko w marcu i lipcu',
    '*/2 * * * *': 'Co 2 minuty',
    '*/22 * * * *': 'Co 22 minuty',
    '*/12 * * * *': 'Co 12 minut',
    '0 */3 * * *': 'O pełnej godzinie, co 3 godziny',
    '0 0 1 */3 *': 'O 00:00, 1. dnia miesiąca, co 3 miesiące',
    '0 0 1 */5 *': 'O 00:00, 1. dnia miesiąca, co 5 miesięcy',
    '0 12 1-15 * *': 'O 12:00, od 1. do 15. dnia miesiąca',
  };
  it.each(Object.entries(polish))('reads %s in grammatical Polish', (schedule, words) => {
    expect(describeCron(schedule, 'pl')).toBe(words);
  });

  it('lists the next five runs in the given time zone', () => {
    const from = new Date('2026-01-01T10:00:00Z');
    expect(nextRuns('15 3 * * *', from, 'UTC').map((d) => d.toISOString())).toEqual([
      '2026-01-02T03:15:00.000Z',
      '2026-01-03T03:15:00.000Z',
      '2026-01-04T03:15:00.000Z',
      '2026-01-05T03:15:00.000Z',
      '2026-01-06T03:15:00.000Z',
    ]);
    // 03:15 in Warsaw (UTC+1 in winter) is 02:15 UTC.
    expect(nextRuns('15 3 * * *', from, 'Europe/Warsaw')[0].toISOString()).toBe('2026-01-02T02:15:00.000Z');
    expect(nextRuns('@daily', from, 'UTC')[0].toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(nextRuns('@reboot', from, 'UTC')).toEqual([]);
    expect(nextRuns('0 25 * * *', from, 'UTC')).toEqual([]);
  });

  it('names the field that is wrong and what it takes', () => {
    expect(cronProblem('0 * * * *')).toBeNull();
    expect(cronProblem('@hourly')).toBeNull();
    expect(cronProblem('')).toBeNull();
    expect(cronProblem('61 * * * *')).toEqual({ kind: 'field', field: 'minute', position: 1, min: 0, max: 59 });
    expect(cronProblem('0 24 * * *')).toMatchObject({ field: 'hour', min: 0, max: 23 });
    expect(cronProblem('0 0 0 * *')).toMatchObject({ field: 'dayOfMonth', min: 1, max: 31 });
    expect(cronProblem('0 0 * 13 *')).toMatchObject({ field: 'month' });
    expect(cronProblem('0 0 * * xyz')).toMatchObject({ field: 'dayOfWeek', position: 5 });
    expect(cronProblem('0 0 * *')).toEqual({ kind: 'count', count: 4 });
    expect(cronProblem('@sometimes')).toEqual({ kind: 'macro', macro: '@sometimes' });
    expect(cronProblem('0 0 31 2 *')).toEqual({ kind: 'never' });
  });
});
