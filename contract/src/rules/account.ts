import { z } from 'zod';
import { messageId } from './messages';

export const MIN_PASSWORD_LENGTH = 8;

/** Sign-in form. The login is sent trimmed; the password is sent as typed. */
export const loginSchema = z.object({
  login: z.string().trim().min(1, messageId('validation.login.invalid')),
  password: z.string().refine((value) => value.trim() !== '', messageId('validation.password.invalid')),
});
export type LoginForm = z.infer<typeof loginSchema>;

export const newPasswordField = z.string().min(MIN_PASSWORD_LENGTH, messageId('validation.password.minLength'));

/**
 * A new password typed twice. Other forms reuse it with `.safeExtend({...})` (FTP, e-mail account,
 * database user), which keeps the repeat check. The mismatch is reported on `repeat` even when
 * other fields of the form fail too.
 */
export const newPasswordWithRepeat = z.object({ password: newPasswordField, repeat: z.string() }).refine((value) => value.password === value.repeat, {
  message: messageId('validation.password.mismatch'),
  path: ['repeat'],
  when: ({ value }) => {
    const form = value as { password?: unknown; repeat?: unknown };
    return typeof form.password === 'string' && typeof form.repeat === 'string';
  },
});
export type NewPasswordForm = z.infer<typeof newPasswordWithRepeat>;

/** Account password change; the call sends `{ oldPassword, newPassword: password }`. */
export const changePasswordSchema = newPasswordWithRepeat.safeExtend({
  oldPassword: z.string().min(MIN_PASSWORD_LENGTH, messageId('validation.password.current')),
});
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;
