import { describe, expect, it } from 'vitest';
import { firstPasscodeField, normalPasscode, passcodeField, twoFactorDisableSchema } from '../src/rules/index';

describe('two-factor codes', () => {
  it('takes an app’s 6 digits or a recovery code, with spaces and capitals as typed', () => {
    for (const code of ['123456', ' 123 456 ', 'abcde-23456', 'ABCDE 23456', 'abcde23456']) expect(passcodeField.safeParse(code).success, code).toBe(true);
    for (const code of ['', '12345', '1234567', 'abcd-12345', 'abcde_12345', '12345a']) expect(passcodeField.safeParse(code).success, code).toBe(false);
    expect(normalPasscode(' ABCDE 23456 ')).toBe('abcde23456');
  });

  it('turns it on only with the app’s code, and off with the password and a code', () => {
    expect(firstPasscodeField.safeParse('123 456').success).toBe(true);
    expect(firstPasscodeField.safeParse('abcde-23456').success).toBe(false);
    const off = twoFactorDisableSchema.safeParse({ password: ' ', passcode: 'x' });
    expect(off.success).toBe(false);
    expect(off.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['password', 'validation.password.invalid'],
      ['passcode', 'validation.twoFactor.passcode'],
    ]);
  });
});
