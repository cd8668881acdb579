import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { expectCleanError, setClock } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));

const NOW = '2031-05-10T12:00:00.000Z';
const BOX = { domain: 'example.com', name: 'office' };
const REPLY = { ...BOX, subject: 'Out of office', text: 'Back on Monday.\n<b>Not bold</b>', start: '2031-05-12', end: '2031-05-14', interval: 3 };

/** A clone on the account's clock at NOW, signed in then (a session lives on that clock). */
async function account(capabilities?: string[]) {
  const r = await t.call('/__test/account', { fixture: 'demo', ...(capabilities && { capabilities }) });
  await setClock(t, r.body.login, NOW);
  return { login: r.body.login as string, password: r.body.password as string, token: await t.login(r.body.login, r.body.password) };
}

const list = async (token: string) => {
  const r = await t.call('/email/autoresponder/list', {}, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.autoresponders as { domain: string; name: string; enabled: boolean; state: string; start: string | null; end: string | null }[];
};

describe('autoresponder', () => {
  it('is scheduled, active and ended as the account’s clock passes its dates, and off once turned off', async () => {
    const a = await account();
    expect(await list(a.token)).toEqual([]);
    const set = await t.call('/email/autoresponder/set', REPLY, a.token);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toEqual({
      ...BOX,
      enabled: true,
      subject: 'Out of office',
      text: REPLY.text,
      start: '2031-05-12',
      end: '2031-05-14',
      interval: 3,
      state: 'scheduled',
    });
    const stateOn = async (now: string) => {
      // A session lives on the account's clock: moved days on, it has expired; a new one sees the day.
      await setClock(t, a.login, now);
      a.token = await t.login(a.login, a.password);
      return (await list(a.token)).map((r) => r.state);
    };
    expect(await stateOn('2031-05-11T23:59:00.000Z')).toEqual(['scheduled']);
    expect(await stateOn('2031-05-12T00:00:00.000Z')).toEqual(['active']);
    expect(await stateOn('2031-05-14T23:59:00.000Z')).toEqual(['active']);
    expect(await stateOn('2031-05-15T00:00:00.000Z')).toEqual(['ended']);
    const off = await t.call('/email/autoresponder/disable', BOX, a.token);
    expect(off.body.autoresponder).toMatchObject({ enabled: false, state: 'off', subject: 'Out of office', start: '2031-05-12' });
    // Without dates it answers from now on until turned off.
    await t.call('/email/autoresponder/set', { ...REPLY, start: null, end: null }, a.token);
    expect(await list(a.token)).toMatchObject([{ state: 'active', start: null, end: null }]);
    expect((await t.call('/email/autoresponder/disable', { domain: 'example.com', name: 'contact' }, a.token)).body).toEqual({ autoresponder: null });
  });

  it('refuses bad input field by field in words, and changes nothing', async () => {
    const a = await account();
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ subject: '  ' }, 'subject', 'Enter the subject of the reply.'],
      [{ subject: 'x'.repeat(201) }, 'subject', 'The subject can be at most 200 characters long.'],
      [{ subject: 'Two\nlines' }, 'subject', 'The subject cannot hold line breaks or other control characters.'],
      [{ text: '' }, 'text', 'Enter the text of the reply.'],
      [{ text: 'x'.repeat(4001) }, 'text', 'The text can be at most 4000 characters long.'],
      [{ start: '2031-02-30' }, 'start', 'Enter a date, like 2027-12-24.'],
      [{ end: '12/24/2031' }, 'end', 'Enter a date, like 2027-12-24.'],
      [{ start: '2031-05-20', end: '2031-05-19' }, 'end', 'The end date cannot be before the start date.'],
      [{ start: null, end: '2031-05-09' }, 'end', 'The end date has already passed.'],
      [{ interval: 0 }, 'interval', 'Choose a whole number of days between 1 and 30.'],
      [{ interval: 31 }, 'interval', 'Choose a whole number of days between 1 and 30.'],
      [{ interval: 1.5 }, 'interval', 'Choose a whole number of days between 1 and 30.'],
    ];
    for (const [change, field, message] of refusals) {
      const r = await t.call('/email/autoresponder/set', { ...REPLY, ...change }, a.token);
      expect(r.status, JSON.stringify(change)).toBe(400);
      expectCleanError(r);
      expect(r.body, JSON.stringify(change)).toMatchObject({ type: 'validation', field, message });
    }
    const unknown = await t.call('/email/autoresponder/set', { ...REPLY, name: 'nobody' }, a.token);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'E-mail account not found.']);
    expect((await t.call('/email/autoresponder/disable', { domain: 'nowhere.example', name: 'office' }, a.token)).status).toBe(404);
    expect(await list(a.token)).toEqual([]);
  });

  it('keeps one reply per mailbox after a burst of parallel sets, and loses it with the mailbox', async () => {
    const a = await account();
    const subjects = Array.from({ length: 8 }, (_, i) => `Away ${i}`);
    const replies = await Promise.all(subjects.map((subject) => t.call('/email/autoresponder/set', { ...REPLY, subject }, a.token)));
    expect(replies.map((r) => r.status)).toEqual(subjects.map(() => 200));
    const after = await list(a.token);
    expect(after).toHaveLength(1);
    expect(subjects).toContain((after[0] as unknown as { subject: string }).subject);
    expect((await t.call('/email/account/delete', BOX, a.token)).status).toBe(200);
    expect(await list(a.token)).toEqual([]);
  });

  it('answers 404 notAvailable when the extension is off, and changes nothing', async () => {
    const a = await account(['mailboxForwarding']);
    for (const [path, body] of [
      ['/email/autoresponder/list', {}],
      ['/email/autoresponder/set', REPLY],
      ['/email/autoresponder/disable', BOX],
    ] as const) {
      const r = await t.call(path, body, a.token);
      expect([r.status, r.body.type], path).toEqual([404, 'notAvailable']);
    }
    expect((await t.call('/email/forwarding/list', {}, a.token)).status).toBe(200);
  });
});
