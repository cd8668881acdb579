import { defaultSshKeyName, ruleMessage } from '@panel/contract/rules';
import { transact } from '../../lib/db.js';
import { conflict, notAcceptable, notFound } from '../../lib/errors.js';
import { checkNewPassword, hashPassword } from '../../lib/passwords.js';
import type { AccountRow } from '../../lib/accounts.js';
import { parsePublicKey } from './ssh-key.js';
import * as repo from './repository.js';
import type { Panel } from '../../panel.js';

/** Sets the FTP password: the account password rules (400 short, 406 common), kept as a hash. */
export async function setFtpPassword(panel: Panel, account: AccountRow, input: { password: string }) {
  checkNewPassword(input.password);
  const hash = await hashPassword(input.password, panel.config.passwordCost);
  repo.setFtpPassword(panel.db, account.id, hash);
}

/** SSH is for plans that include it, and then only once the account is paid; otherwise 406, never 403. */
function requireSsh(account: AccountRow) {
  if (!account.ssh_available) throw notAcceptable(ruleMessage('ssh.error.plan'));
  if (!account.paid) throw notAcceptable(ruleMessage('ssh.error.unpaid'));
}

/**
 * Adds a public key: parsed for real (406 when it is not an ed25519, ECDSA or RSA ≥ 2048 key), the
 * same key again is 409 whatever its comment, a name another key has is 409; no name gives
 * `SSH key #N` with the first unused N. The unique indexes answer any race with the same 409s.
 */
export function uploadSshKey(panel: Panel, account: AccountRow, input: { key: string; name: string }) {
  const { db } = panel;
  requireSsh(account);
  const parsed = /[\r\n]/.test(input.key.trim()) ? undefined : parsePublicKey(input.key);
  if (!parsed) throw notAcceptable(ruleMessage('sshKey.error.invalid'), 'key');
  const publicKey = `${parsed.type} ${parsed.blob.toString('base64')}${commentOf(input.key)}`;
  const typed = input.name.trim();
  const sameKey = () => conflict(ruleMessage('sshKey.error.duplicate'), 'key');
  const sameName = () => conflict(ruleMessage('validation.sshKey.nameTaken'), 'name');
  transact(
    db,
    () => {
      if (repo.findSshKeyByFingerprint(db, account.id, parsed.fingerprint)) throw sameKey();
      const names = repo.listSshKeys(db, account.id).map((k) => k.name);
      const name = typed === '' ? defaultSshKeyName(names) : typed;
      if (names.includes(name)) throw sameName();
      repo.insertSshKey(db, account.id, { name, fingerprint: parsed.fingerprint, publicKey });
    },
    () => (repo.findSshKeyByFingerprint(db, account.id, parsed.fingerprint) ? sameKey() : sameName()),
  );
}

/** The comment of a key line (` anna@laptop`), or nothing. */
const commentOf = (line: string) => {
  const comment = line.trim().split(/\s+/).slice(2).join(' ');
  return comment === '' ? '' : ` ${comment}`;
};

/** Removes a key of the account; of parallel removals one succeeds and the rest find nothing (404). */
export function deleteSshKey(panel: Panel, account: AccountRow, input: { id: number }) {
  requireSsh(account);
  if (!repo.deleteSshKey(panel.db, account.id, input.id)) throw notFound('SSH key');
}
