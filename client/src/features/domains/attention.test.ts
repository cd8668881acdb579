import { describe, expect, it } from 'vitest';
import type { EmailAccount } from '@panel/contract';
import { domain } from '../../test/fixtures';
import { attentionItems, phpEndOfLife } from './attention';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const mailbox = (name: string, used: number, limit = 100): EmailAccount => ({ domain: 'a.com', name, diskUsed: used, diskLimit: limit });
const kinds = (items: ReturnType<typeof attentionItems>) =>
  items.map((i) => `${i.kind}:${'address' in i ? i.address : 'domain' in i && typeof i.domain !== 'string' ? i.domain.domain : ''}`);

describe('what needs attention', () => {
  it('is nothing for a healthy account', () => {
    expect(attentionItems({ domains: [domain('a.com', { phpVersion: '8.4' })], emailAccounts: [mailbox('x', 10)], diskPercent: 45, now: NOW })).toEqual([]);
  });

  it('lists every kind, most urgent first: expired, full, not pointed, expiring (soonest first), mailboxes, old PHP', () => {
    const items = attentionItems({
      domains: [
        domain('old.com', { phpVersion: '8.1' }),
        domain('later.com', { phpVersion: '8.4', sslType: 'letsencrypt', sslExpires: '2026-12-08 00:00:00' }),
        domain('soon.com', { phpVersion: '8.4', sslType: 'custom', sslExpires: '2026-11-30 00:00:00' }),
        domain('away.com', { phpVersion: '8.4', pointed: false }),
        domain('gone.com', { phpVersion: '8.4', sslType: 'letsencrypt', sslExpires: '2026-11-20 00:00:00' }),
      ],
      emailAccounts: [mailbox('full', 100), mailbox('nearly', 91), mailbox('fine', 50)],
      diskPercent: 93,
      now: NOW,
    });
    expect(kinds(items)).toEqual([
      'certificateExpired:gone.com',
      'mailboxFull:full@a.com',
      'diskFull:',
      'notPointed:away.com',
      'certificateExpiring:soon.com',
      'certificateExpiring:later.com',
      'mailboxFull:nearly@a.com',
      'phpEndOfLife:old.com',
    ]);
  });

  it('counts the near-full mailboxes of a big account instead of naming them, in one quick pass', () => {
    const emailAccounts = Array.from({ length: 10_000 }, (_, i) => mailbox(`m${i}`, i % 10 === 0 ? 95 : 10));
    const started = performance.now();
    const items = attentionItems({ domains: [], emailAccounts, diskPercent: null, now: NOW });
    expect(performance.now() - started).toBeLessThan(100);
    expect(items).toEqual([{ kind: 'mailboxesFull', count: 1000 }]);
  });

  it('knows which PHP versions are past their end of life', () => {
    expect(phpEndOfLife('8.1', NOW)).toBe('2025-12-31');
    expect(phpEndOfLife('8.2', NOW)).toBeNull();
    expect(phpEndOfLife('5.6', NOW)).toBe('');
    expect(phpEndOfLife('9.0', NOW)).toBeNull();
  });

  it('names the domain with the most errors of the last day once, counting the others', () => {
    const errorLogs = [
      { domain: 'b.com', errors: 7 },
      { domain: 'a.com', errors: 2 },
    ];
    const items = attentionItems({ domains: [domain('a.com', { phpVersion: '8.1' })], emailAccounts: [], diskPercent: 10, now: NOW, errorLogs });
    expect(items).toEqual([{ kind: 'errorLog', domain: 'b.com', errors: 7, count: 2 }, expect.objectContaining({ kind: 'phpEndOfLife' })]);
  });
});
