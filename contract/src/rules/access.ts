import { z } from 'zod';
import { messageId } from './messages';
import { newPasswordWithRepeat } from './account';

/** The FTP password dialog: the account password rules (at least 8 characters, typed twice). */
export const ftpPasswordSchema = newPasswordWithRepeat;
export type FtpPasswordForm = z.infer<typeof ftpPasswordSchema>;

/** The name a key gets when none is typed: `SSH key #N` with the first N no key uses. */
export function defaultSshKeyName(existing: Iterable<string>): string {
  const taken = new Set(existing);
  let n = 1;
  while (taken.has(`SSH key #${n}`)) n++;
  return `SSH key #${n}`;
}

/** Whether a text looks like one OpenSSH public key line (`type base64 [comment]`); the server parses it for real. */
export function looksLikePublicKey(text: string): boolean {
  return /^(ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp(256|384|521))\s+[A-Za-z0-9+/]+={0,2}(\s+.*)?$/.test(text.trim()) && !/[\r\n]/.test(text.trim());
}

/** The add-key dialog: a key line, and a name not used by another key (empty: the default name). */
export function sshKeySchemaFor(existingNames: Iterable<string>) {
  const names = [...existingNames];
  const taken = new Set(names);
  return z
    .object({
      key: z.string().trim().refine(looksLikePublicKey, messageId('validation.sshKey.invalid')),
      name: z.string().trim(),
    })
    .transform((form) => ({ key: form.key, name: form.name === '' ? defaultSshKeyName(names) : form.name }))
    .refine((form) => !taken.has(form.name), { message: messageId('validation.sshKey.nameTaken'), path: ['name'] });
}
export type SshKeyForm = z.input<ReturnType<typeof sshKeySchemaFor>>;
