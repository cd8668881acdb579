import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginSchema } from '../src/rules/index';

/** The issues of a failed parse as `path: message id`, or the parsed data. */
function issues(result: z.ZodSafeParseResult<unknown>): string[] {
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('login form', () => {
  it('accepts a login and a password and trims the login only', () => {
    const result = loginSchema.safeParse({ login: '  demo ', password: ' demo1234 ' });
    expect(result.success && result.data).toEqual({ login: 'demo', password: ' demo1234 ' });
  });

  it('refuses an empty or blank login', () => {
    expect(issues(loginSchema.safeParse({ login: '', password: 'demo1234' }))).toEqual(['login: validation.login.invalid']);
    expect(issues(loginSchema.safeParse({ login: ' \t ', password: 'demo1234' }))).toEqual(['login: validation.login.invalid']);
  });

  it('refuses an empty or blank password', () => {
    expect(issues(loginSchema.safeParse({ login: 'demo', password: '' }))).toEqual(['password: validation.password.invalid']);
    expect(issues(loginSchema.safeParse({ login: 'demo', password: '   ' }))).toEqual(['password: validation.password.invalid']);
  });

  it('reports both fields at once', () => {
    expect(issues(loginSchema.safeParse({ login: ' ', password: ' ' }))).toEqual(['login: validation.login.invalid', 'password: validation.password.invalid']);
  });
});
