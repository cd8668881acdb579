import { z } from 'zod';
import { messageId } from './messages';

/** A code of an authenticator app (RFC 6238): 6 digits. */
export const TOTP_CODE = /^\d{6}$/;
/** A recovery code: ten letters and digits, shown as `xxxxx-xxxxx` (the hyphen may be left out). */
export const RECOVERY_CODE = /^[a-z0-9]{5}-?[a-z0-9]{5}$/;

/** A code as typed, with spaces taken out and letters lower-cased (`123 456`, ` ABCDE-12345 `). */
export const normalPasscode = (value: string) => value.replace(/\s+/g, '').toLowerCase();

/** A two-factor code: an app's 6 digits or a recovery code, sent as typed and read by `normalPasscode`. */
export const passcodeField = z.string().refine((value) => {
  const code = normalPasscode(value);
  return TOTP_CODE.test(code) || RECOVERY_CODE.test(code);
}, messageId('validation.twoFactor.passcode'));

/** The first code that turns two-factor sign-in on: only the app's 6 digits. */
export const firstPasscodeField = z.string().refine((value) => TOTP_CODE.test(normalPasscode(value)), messageId('validation.twoFactor.firstPasscode'));

/** Turning two-factor sign-in off: the password and a code. */
export const twoFactorDisableSchema = z.object({
  password: z.string().refine((value) => value.trim() !== '', messageId('validation.password.invalid')),
  passcode: passcodeField,
});
