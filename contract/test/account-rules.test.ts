import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COMMON_PASSWORD_COUNT, MIN_PASSWORD_LENGTH, changePasswordSchema, isCommonPassword, newPasswordWithRepeat } from '../src/rules/index';

/** The issues of a failed parse as `path: message id`, or the parsed data. */
function issues(result: z.ZodSafeParseResult<unknown>): string[] {
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('new password with repeat', () => {
  it('accepts a password of the minimum length typed twice', () => {
    const password = 'x'.repeat(MIN_PASSWORD_LENGTH);
    expect(newPasswordWithRepeat.safeParse({ password, repeat: password }).success).toBe(true);
  });

  it('refuses a password shorter than 8 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(issues(newPasswordWithRepeat.safeParse({ password: 'abcdefg', repeat: 'abcdefg' }))).toEqual(['password: validation.password.minLength']);
  });

  it('refuses a repeat that differs, on the repeat field', () => {
    expect(issues(newPasswordWithRepeat.safeParse({ password: 'abcdefgh', repeat: 'abcdefgH' }))).toEqual(['repeat: validation.password.mismatch']);
  });

  it('keeps the repeat check when another form extends it', () => {
    const ftpLike = newPasswordWithRepeat.safeExtend({ name: z.string().min(1, 'validation.test.name') });
    expect(issues(ftpLike.safeParse({ name: '', password: 'abcdefgh', repeat: 'other123' }))).toEqual([
      'name: validation.test.name',
      'repeat: validation.password.mismatch',
    ]);
    expect(ftpLike.safeParse({ name: 'a', password: 'abcdefgh', repeat: 'abcdefgh' }).success).toBe(true);
  });
});

describe('account password change', () => {
  const valid = { oldPassword: 'demo1234', password: 'new-secret-1', repeat: 'new-secret-1' };

  it('accepts a valid change', () => {
    expect(changePasswordSchema.safeParse(valid).success).toBe(true);
  });

  it('needs a current password of at least 8 characters', () => {
    expect(issues(changePasswordSchema.safeParse({ ...valid, oldPassword: '' }))).toEqual(['oldPassword: validation.password.current']);
    expect(issues(changePasswordSchema.safeParse({ ...valid, oldPassword: 'demo123' }))).toEqual(['oldPassword: validation.password.current']);
  });

  it('needs a new password of at least 8 characters, typed twice', () => {
    expect(issues(changePasswordSchema.safeParse({ ...valid, password: 'short', repeat: 'short' }))).toEqual(['password: validation.password.minLength']);
    expect(issues(changePasswordSchema.safeParse({ ...valid, repeat: 'new-secret-2' }))).toEqual(['repeat: validation.password.mismatch']);
  });
});

describe('common passwords', () => {
  it('holds about 200 entries', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(200);
  });

  it.each(['password', '12345678', 'qwerty123', 'Password1', 'PASSW0RD', 'iloveyou', '1q2w3e4r'])('flags %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['demo1234', 'basic1234', 'unpaid1234', 'empty1234', 'big12345', 'new-secret-1', 'Kx9#mPq2vL'])('does not flag %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
