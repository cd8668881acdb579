import { describe, expect, expectTypeOf, it } from 'vitest';
import { createTestControl, matchesPattern, type JournalEntry, type PanelApiPath, type PanelOperationId, type Transport } from '../src/client';

let sequence = 0;
/** The error a promise fails with (an Error saying so when it does not fail). */
const failure = (p: Promise<unknown>) =>
  p.then(
    () => new Error('it did not fail'),
    (e: unknown) => e as Error,
  );
const entry = (path: PanelApiPath, operationId: PanelOperationId, status: number, body: Record<string, unknown> | null): JournalEntry => ({
  sequence: ++sequence,
  path,
  operationId,
  status,
  body,
  durationMs: 1,
  time: '2030-01-01T00:00:00.000Z',
});

/** A server whose journal for `demo2` is `journal` (calls may be pushed later), `since` honoured. */
function journalServer(journal: JournalEntry[]) {
  const transport: Transport = async (path, body: any) => {
    if (path !== '/__test/requests') return { status: 200, body: { ok: true } };
    const requests = journal.filter((e) => body.since === undefined || e.sequence > body.since);
    return { status: 200, body: { requests, inFlight: 0, sequence } };
  };
  return createTestControl(transport);
}

describe('expectCalls', () => {
  const journal = [
    entry('/keepalive', 'keepalive', 200, {}),
    entry('/domain/add', 'domainAdd', 200, { domain: 'one.com' }),
    entry('/domain/add', 'domainAdd', 406, { domain: 'bad..com' }),
    entry('/email/account/create', 'emailAccountCreate', 200, { domain: 'one.com', name: 'team', quota: 104857600, password: '[masked]' }),
  ];
  const control = journalServer(journal);

  it('counts the calls of an operation, by path or operationId, with a body like the one given and a status', async () => {
    expect(await control.expectCalls('demo2', '/domain/add', { times: 2 })).toHaveLength(2);
    expect(await control.expectCalls('demo2', 'domainAdd', { times: 1, status: 406 })).toEqual([journal[2]]);
    expect(await control.expectCalls('demo2', '/domain/add', { times: 1, body: { domain: /^one\./ } })).toEqual([journal[1]]);
    await control.expectCalls('demo2', '/email/account/create', { times: 1, body: { name: 'team', password: '[masked]', quota: 104857600 } });
    await control.expectCalls('demo2', '/domain/remove', { times: 0 });
    await control.expectCalls('demo2', '/keepalive');
    await control.expectCalls('demo2', '/domain/add', { times: { atLeast: 1, atMost: 2 } });
  });

  it('fails with the calls it saw, the counting ones marked', async () => {
    const error = await failure(control.expectCalls('demo2', '/domain/add', { times: 3, body: { domain: 'one.com' }, timeout: 50 }));
    expect(error.message).toContain('Expected 3 calls of /domain/add with a body like {"domain":"one.com"}, saw 1.');
    expect(error.message).toContain(`✓ #${journal[1].sequence} /domain/add 200 {"domain":"one.com"}`);
    expect(error.message).toContain(`✗ #${journal[2].sequence} /domain/add 406 {"domain":"bad..com"}`);
    const none = await failure(control.expectCalls('demo2', '/database/create', { timeout: 20 }));
    expect(none.message).toContain('Expected a call of /database/create, saw 0.');
    expect(none.message).toContain('No call of /database/create; the journal holds calls of /keepalive, /domain/add, /email/account/create.');
  });

  it('fails at once when there are more calls than wanted, without waiting out the timeout', async () => {
    const started = Date.now();
    await expect(control.expectCalls('demo2', '/domain/add', { times: 1, timeout: 5_000 })).rejects.toThrow('Expected 1 call of /domain/add, saw 2.');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('waits for calls still on their way, and counts only those after `since`', async () => {
    const growing = [entry('/keepalive', 'keepalive', 200, {})];
    const live = journalServer(growing);
    const mark = growing[0].sequence;
    setTimeout(() => growing.push(entry('/cron/add', 'cronAdd', 200, { command: '[contents: 10 characters]' })), 60);
    setTimeout(() => growing.push(entry('/cron/add', 'cronAdd', 500, { command: '[contents: 10 characters]' })), 120);
    expect(await live.expectCalls('demo2', 'cronAdd', { times: 2, since: mark, interval: 10 })).toHaveLength(2);
    expect(await live.expectCalls('demo2', '/keepalive', { times: 0, since: mark })).toEqual([]);
  });
});

describe('waitForCall', () => {
  it('answers the first call of the operation, any status unless one is given', async () => {
    const journal = [
      entry('/domain/php', 'domainPhp', 500, { domain: 'x.com', version: '8.2' }),
      entry('/domain/php', 'domainPhp', 200, { domain: 'x.com', version: '8.3' }),
    ];
    const control = journalServer(journal);
    expect(await control.waitForCall('demo2', '/domain/php')).toEqual(journal[0]);
    expect(await control.waitForCall('demo2', '/domain/php', { status: 200 })).toEqual(journal[1]);
    expect(await control.waitForCall('demo2', 'domainPhp', { body: { version: '8.3' } })).toEqual(journal[1]);
    await expect(control.waitForCall('demo2', '/domain/php', { status: 404, timeout: 20 })).rejects.toThrow(
      'Expected a call of /domain/php answered 404, saw 0.',
    );
  });
});

describe('a body pattern', () => {
  it('compares fields, nested objects and lists, texts by RegExp, and wants a field left out for undefined', () => {
    const body = { domain: 'a.com', files: ['x', 'y'], opts: { deep: 1, other: 2 }, n: 42 };
    expect(matchesPattern(body, { domain: 'a.com', opts: { deep: 1 } })).toBe(true);
    expect(matchesPattern(body, { files: ['x', 'y'] })).toBe(true);
    expect(matchesPattern(body, { files: ['x'] })).toBe(false);
    expect(matchesPattern(body, { n: /^4\d$/, domain: /\.com$/ })).toBe(true);
    expect(matchesPattern(body, { missing: undefined })).toBe(true);
    expect(matchesPattern(body, { domain: undefined })).toBe(false);
    expect(matchesPattern(body, { opts: { deep: 2 } })).toBe(false);
    expect(matchesPattern(null, { domain: 'a.com' })).toBe(false);
  });
});

describe('the types', () => {
  it("types the journal entry's path and operation from the contract", () => {
    expectTypeOf<JournalEntry['path']>().toEqualTypeOf<PanelApiPath>();
    expectTypeOf<'/domain/add'>().toMatchTypeOf<JournalEntry['path']>();
    expectTypeOf<'domainAdd'>().toMatchTypeOf<JournalEntry['operationId']>();
    const control = journalServer([]);
    // @ts-expect-error a path the contract does not have
    void (() => control.expectCalls('demo2', '/domain/ad'));
    // @ts-expect-error a test-control call is never journalled
    void (() => control.waitForCall('demo2', '/__test/fault'));
  });
});
