import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from './helpers.js';
import { refusalChecks } from './refusals.js';
import { cloneAccount, expectCleanError, fixture, lists } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));

const { expectNoChange } = refusalChecks(() => t);

const EMPTY_DATABASE_BYTES = 16 * 1024;
const count = (replies: { status: number }[], status: number) => replies.filter((r) => r.status === status).length;
const databasesOf = (body: any, type?: string) => body.databases.filter((d: any) => !type || d.type === type).map((d: any) => d.name);
const userOf = (body: any, type: string) => body.databaseUsers.find((u: any) => u.type === type);

/** Runs failing calls and checks that none of them changed the account's lists. */

/** What /account/sync measures from scratch equals what the calls left behind. */
async function expectUsageTrue(token: string) {
  const before = (await lists(t, token)).user.diskUsed;
  const synced = await t.call('/account/sync', {}, token);
  expect(synced.body.user.diskUsed).toBe(before);
}

describe('/database/create', () => {
  it('stores <login>_<name> in lower case, near zero in size, and counts it in the disk usage', async () => {
    const c = await cloneAccount(t, 'demo');
    const before = await lists(t, c.token);
    const r = await t.call('/database/create', { name: ' Blog_2024 ', type: 'mysql' }, c.token);
    expect(r.status).toBe(200);
    expect(r.body.databases).toContainEqual({ name: `${c.login}_blog_2024`, type: 'mysql', diskUsed: EMPTY_DATABASE_BYTES });
    expect(r.body.databases).toHaveLength(before.databases.length + 1);
    expect(r.body.user.diskUsed).toBe(before.user.diskUsed + EMPTY_DATABASE_BYTES);
    // The existing user keeps its password.
    expect(r.body.databaseUsers).toEqual(before.databaseUsers);
    expect(await lists(t, c.token)).toEqual(r.body);
    await expectUsageTrue(c.token);
  });

  it('creates a Postgres database on a plan with Postgres', async () => {
    const c = await cloneAccount(t, 'demo');
    const r = await t.call('/database/create', { name: 'stats', type: 'postgres' }, c.token);
    expect(r.status).toBe(200);
    expect(databasesOf(r.body, 'postgres')).toEqual([`${c.login}_reports`, `${c.login}_stats`]);
  });

  it('uses a name once per type, whatever its letter case, and the same name for the other type', async () => {
    const c = await cloneAccount(t, 'demo');
    await expectNoChange(c.token, async () => {
      for (const name of ['shop', 'SHOP', ' Shop ']) {
        const r = await t.call('/database/create', { name, type: 'mysql' }, c.token);
        expect(r.status, name).toBe(409);
        expect(r.body).toEqual({ type: 'conflict', message: 'You have already created this database.', field: 'name' });
      }
    });
    const r = await t.call('/database/create', { name: 'Shop', type: 'postgres' }, c.token);
    expect(r.status).toBe(200);
    expect(
      r.body.databases
        .filter((d: any) => d.name === `${c.login}_shop`)
        .map((d: any) => d.type)
        .sort(),
    ).toEqual(['mysql', 'postgres']);
  });

  it('refuses an invalid name with 400 on the name field, changing nothing', async () => {
    const c = await cloneAccount(t, 'demo');
    await expectNoChange(c.token, async () => {
      for (const name of ['', '   ', 'my-db', 'my db', 'bąk', 'a.b', "x'; DROP", 'a'.repeat(41)]) {
        const r = await t.call('/database/create', { name, type: 'mysql' }, c.token);
        expect(r.status, name).toBe(400);
        expect(r.body).toEqual({ type: 'validation', message: 'You need to enter a valid database name.', field: 'name' });
      }
    });
    const longest = await t.call('/database/create', { name: 'a'.repeat(40), type: 'mysql' }, c.token);
    expect(longest.status).toBe(200);
    expect(databasesOf(longest.body)).toContain(`${c.login}_${'a'.repeat(40)}`);
  });

  it('refuses Postgres on a plan without it with 406 (never 403), and keeps the session', async () => {
    const c = await cloneAccount(t, 'basic');
    await expectNoChange(c.token, async () => {
      for (const name of ['reports', 'bad name']) {
        const r = await t.call('/database/create', { name, type: 'postgres' }, c.token);
        expect(r.status).toBe(406);
        expect(r.body).toEqual({ type: 'notAcceptable', message: 'Your current plan does not include Postgres databases.', field: 'type' });
      }
    });
    expect((await t.call('/database/create', { name: 'reports', type: 'mysql' }, c.token)).status).toBe(200);
  });

  it('gives the account its database user of a type with the first database of that type', async () => {
    const c = await cloneAccount(t, 'basic');
    const { db } = t.app.panel;
    db.prepare('DELETE FROM database_users WHERE account_id = (SELECT id FROM accounts WHERE login = ?)').run(c.login);
    expect((await lists(t, c.token)).databaseUsers).toEqual([]);
    const first = await t.call('/database/create', { name: 'one', type: 'mysql' }, c.token);
    expect(first.status).toBe(200);
    const user = userOf(first.body, 'mysql');
    expect(user.login).toBe(c.login);
    expect(user.password).toMatch(/^[A-Za-z0-9]{10}$/);
    const second = await t.call('/database/create', { name: 'two', type: 'mysql' }, c.token);
    expect(second.body.databaseUsers).toEqual([user]);
  });

  it('rejects unknown fields and types by the contract', async () => {
    const c = await cloneAccount(t, 'demo');
    for (const body of [{ name: 'x', type: 'oracle' }, { name: 'x' }, { name: 'x', type: 'mysql', extra: 1 }, { name: 5, type: 'mysql' }]) {
      const r = await t.call('/database/create', body, c.token);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expectCleanError(r);
    }
  });

  it('needs a session (403 before anything else)', async () => {
    const r = await t.call('/database/create', { name: 'x', type: 'mysql' });
    expect(r.status).toBe(403);
  });
});

describe('/database/delete', () => {
  it('deletes a database by its full name and takes its size off the disk usage', async () => {
    const c = await cloneAccount(t, 'demo');
    const before = await lists(t, c.token);
    const shop = fixture('demo').databases.find((d: any) => d.name === 'demo_shop');
    const r = await t.call('/database/delete', { name: `${c.login}_shop`, type: 'mysql' }, c.token);
    expect(r.status).toBe(200);
    expect(databasesOf(r.body)).toEqual(databasesOf(before).filter((n: string) => n !== `${c.login}_shop`));
    expect(r.body.user.diskUsed).toBe(before.user.diskUsed - shop.diskUsed);
    expect(await lists(t, c.token)).toEqual(r.body);
    await expectUsageTrue(c.token);
    // The name is free again.
    const again = await t.call('/database/create', { name: 'shop', type: 'mysql' }, c.token);
    expect(again.status).toBe(200);
    expect(again.body.databases).toContainEqual({ name: `${c.login}_shop`, type: 'mysql', diskUsed: EMPTY_DATABASE_BYTES });
  });

  it("answers 404 for an unknown name, the wrong type, a short name and another customer's database", async () => {
    const c = await cloneAccount(t, 'demo');
    await expectNoChange(c.token, async () => {
      for (const body of [
        { name: `${c.login}_nothing`, type: 'mysql' },
        { name: `${c.login}_shop`, type: 'postgres' },
        { name: 'shop', type: 'mysql' },
        { name: 'basic_site', type: 'mysql' },
        { name: 'demo_shop', type: 'mysql' },
      ]) {
        const r = await t.call('/database/delete', body, c.token);
        expect(r.status, JSON.stringify(body)).toBe(404);
        expect(r.body).toEqual({ type: 'notFound', message: 'Database not found.' });
      }
    });
    // Demo's own database is untouched by its clone's attempt.
    expect(databasesOf(await lists(t, await t.login('demo', 'demo1234')))).toContain('demo_shop');
  });

  it('accepts the full name in any letter case', async () => {
    const c = await cloneAccount(t, 'demo');
    const r = await t.call('/database/delete', { name: `${c.login}_REPORTS`.toUpperCase(), type: 'postgres' }, c.token);
    expect(r.status).toBe(200);
    expect(databasesOf(r.body, 'postgres')).toEqual([]);
  });
});

describe('/database/password', () => {
  it('sets the password of the database user of that type, which the lists then show', async () => {
    const c = await cloneAccount(t, 'demo');
    const before = await lists(t, c.token);
    const r = await t.call('/database/password', { type: 'postgres', password: 'N3w-pg-secret' }, c.token);
    expect(r.status).toBe(200);
    expect(userOf(r.body, 'postgres')).toEqual({ type: 'postgres', login: c.login, password: 'N3w-pg-secret' });
    expect(userOf(r.body, 'mysql')).toEqual(userOf(before, 'mysql'));
    expect(await lists(t, c.token)).toEqual(r.body);
  });

  it('refuses a short password with 400 and a quote, double quote or backtick with its own message', async () => {
    const c = await cloneAccount(t, 'demo');
    await expectNoChange(c.token, async () => {
      const cases: [string, string][] = [
        ['', 'Password must be at least 8 characters long.'],
        ['short1', 'Password must be at least 8 characters long.'],
        ["it's-a-secret", "Invalid character in password: '"],
        ['say "cheese" now', 'Invalid character in password: "'],
        ['back`tick-secret', 'Invalid character in password: `'],
        ["first`then'later", 'Invalid character in password: `'],
      ];
      for (const [password, message] of cases) {
        const r = await t.call('/database/password', { type: 'mysql', password }, c.token);
        expect(r.status, password).toBe(400);
        expect(r.body).toEqual({ type: 'validation', message, field: 'password' });
      }
    });
  });

  it('refuses a common password with 406', async () => {
    const c = await cloneAccount(t, 'demo');
    await expectNoChange(c.token, async () => {
      for (const password of ['password123', 'QWERTY123', '12345678']) {
        const r = await t.call('/database/password', { type: 'mysql', password }, c.token);
        expect(r.status, password).toBe(406);
        expect(r.body).toEqual({ type: 'notAcceptable', message: 'Try using a different password.', field: 'password' });
      }
    });
  });

  it('refuses Postgres on a plan without it with 406 and creates no user', async () => {
    const c = await cloneAccount(t, 'basic');
    await expectNoChange(c.token, async () => {
      const r = await t.call('/database/password', { type: 'postgres', password: 'N3w-pg-secret' }, c.token);
      expect(r.status).toBe(406);
      expect(r.body).toEqual({ type: 'notAcceptable', message: 'Your current plan does not include Postgres databases.', field: 'type' });
    });
  });
});

describe('bursts', () => {
  it('creates a name once when twenty creates of it (in different cases) race', async () => {
    const c = await cloneAccount(t, 'demo');
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.call('/database/create', { name: i % 2 ? 'Race' : 'race', type: 'mysql' }, c.token)),
    );
    expect(count(replies, 200)).toBe(1);
    expect(count(replies, 409)).toBe(19);
    for (const r of replies.filter((x) => x.status === 409)) expect(r.body.message).toBe('You have already created this database.');
    expect(databasesOf(await lists(t, c.token)).filter((n: string) => n === `${c.login}_race`)).toHaveLength(1);
    await expectUsageTrue(c.token);
  });

  it('deletes a database once when twenty deletes race, and takes its size off once', async () => {
    const c = await cloneAccount(t, 'demo');
    const replies = await Promise.all(Array.from({ length: 20 }, () => t.call('/database/delete', { name: `${c.login}_analytics`, type: 'mysql' }, c.token)));
    expect(count(replies, 200)).toBe(1);
    expect(count(replies, 404)).toBe(19);
    await expectUsageTrue(c.token);
  });

  it('answers interleaved creates and deletes of one name with 200, 404 or 409 and keeps usage true', async () => {
    const c = await cloneAccount(t, 'demo');
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2
          ? t.call('/database/delete', { name: `${c.login}_flip`, type: 'postgres' }, c.token)
          : t.call('/database/create', { name: 'flip', type: 'postgres' }, c.token),
      ),
    );
    for (const r of replies) expect([200, 404, 409], JSON.stringify(r.body)).toContain(r.status);
    const held = databasesOf(await lists(t, c.token), 'postgres').filter((n: string) => n === `${c.login}_flip`);
    expect(held.length).toBeLessThanOrEqual(1);
    await expectUsageTrue(c.token);
  });

  it('leaves one of the passwords set when password changes race', async () => {
    const c = await cloneAccount(t, 'demo');
    const passwords = Array.from({ length: 12 }, (_, i) => `Parallel-${i}-pass`);
    const replies = await Promise.all(passwords.map((password) => t.call('/database/password', { type: 'mysql', password }, c.token)));
    expect(count(replies, 200)).toBe(12);
    expect(passwords).toContain(userOf(await lists(t, c.token), 'mysql').password);
    expect((await lists(t, c.token)).databaseUsers.filter((u: any) => u.type === 'mysql')).toHaveLength(1);
  });
});
