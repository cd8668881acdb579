import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MAX_DATABASE_NAME_LENGTH, databaseCreateSchemaFor, databaseFullName, databasePasswordSchema } from '../src/rules/index';

function issues(result: z.ZodSafeParseResult<unknown>): string[] {
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('database create form', () => {
  const schema = databaseCreateSchemaFor('demo', [{ name: 'demo_shop', type: 'mysql' }]);

  it.each(['shop2', 'Blog_2024', '_x', '0', 'a'.repeat(MAX_DATABASE_NAME_LENGTH)])('accepts %s', (name) => {
    expect(schema.safeParse({ name, type: 'mysql' }).success).toBe(true);
  });

  it.each(['', '  ', 'my-db', 'my db', 'zażółć', 'a.b', 'a;b', 'a'.repeat(MAX_DATABASE_NAME_LENGTH + 1)])('refuses %j', (name) => {
    expect(issues(schema.safeParse({ name, type: 'mysql' }))).toEqual(['name: validation.database.invalid']);
  });

  it('trims the name it sends', () => {
    const result = schema.safeParse({ name: ' stats ', type: 'postgres' });
    expect(result.success && result.data).toEqual({ name: 'stats', type: 'postgres' });
  });

  it('refuses a full name the account has for that type, in any case, and allows it for the other type', () => {
    expect(issues(schema.safeParse({ name: 'SHOP', type: 'mysql' }))).toEqual(['name: validation.database.duplicate']);
    expect(schema.safeParse({ name: 'shop', type: 'postgres' }).success).toBe(true);
  });

  it('builds the full name as <login>_<name> in lower case', () => {
    expect(databaseFullName('demo', ' My_DB ')).toBe('demo_my_db');
  });
});

describe('database password form', () => {
  it('accepts 8 characters or more typed twice', () => {
    expect(databasePasswordSchema.safeParse({ password: 'Secret-12', repeat: 'Secret-12' }).success).toBe(true);
  });

  it('names the first quote, double quote or backtick it finds', () => {
    const check = (password: string) => issues(databasePasswordSchema.safeParse({ password, repeat: password }));
    expect(check("it's-secret")).toEqual(['password: validation.databasePassword.quote']);
    expect(check('say-"hi"-now')).toEqual(['password: validation.databasePassword.doubleQuote']);
    expect(check("tick`-then-'")).toEqual(['password: validation.databasePassword.backtick']);
  });

  it('checks the length and the repeat', () => {
    expect(issues(databasePasswordSchema.safeParse({ password: 'short', repeat: 'short' }))).toEqual(['password: validation.password.minLength']);
    expect(issues(databasePasswordSchema.safeParse({ password: 'Secret-12', repeat: 'Secret-13' }))).toEqual(['repeat: validation.password.mismatch']);
  });
});
