import { firstPasscodeField, passcodeField } from '@panel/contract/rules';
import { checkRule, conflict, invalid } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { capabilitiesOf } from '../../lib/capabilities.js';
import type { AccountRow } from '../../lib/accounts.js';
import type { Panel } from '../../panel.js';
import { beginAttempt } from './throttle.js';
import * as keys from './two-factor-keys.js';

// The extension twoFactor's own calls (the sign-in's second step is two-factor-sign-in.ts).

export const wrongCode = () => invalid('The code is not correct.', 'passcode');
const notStarted = () => conflict('Start turning two-factor sign-in on first.');

/** Whether an account signs in with a code: the extension on for it, and its key confirmed. */
export const twoFactorRequired = (panel: Panel, account: AccountRow) => capabilitiesOf(account).includes('twoFactor') && keys.isOn(panel.db, account.id);

/** `/account/two-factor`: on or off, and the recovery codes left. */
export function status(panel: Panel, account: AccountRow) {
  const enabled = keys.isOn(panel.db, account.id);
  return { enabled, recoveryCodesLeft: enabled ? keys.recoveryCodesLeft(panel.db, account.id) : 0 };
}

/** `/account/two-factor/start`: a new key, not in force until a first code confirms it. */
export function start(panel: Panel, account: AccountRow) {
  if (keys.isOn(panel.db, account.id)) throw conflict('Two-factor sign-in is already on.');
  const key = keys.newKey(account.login);
  keys.storePendingKey(panel.db, account.id, key.secret);
  return key;
}

/**
 * `/account/two-factor/confirm`: the first code turns the started key on and answers the recovery
 * codes, shown this once. Synchronous from the count of the attempt to the write: of confirmations
 * racing, the first turns it on and the others find it on (409).
 */
export function confirm(panel: Panel, account: AccountRow, sessionHash: string, input: { passcode: string }) {
  const passcode = checkRule(firstPasscodeField, input.passcode, 'passcode');
  const { db } = panel;
  return (
    db.transaction(() => {
      const row = keys.findTwoFactor(db, account.id);
      if (row?.enabled === 1) throw conflict('Two-factor sign-in is already on.');
      if (!row) throw notStarted();
      const attempt = beginAttempt(panel, 'twoFactorCode', account.login, sessionHash);
      const step = keys.codeStep(row.secret, passcode, panel.clock.now(account), row.last_step);
      if (step === undefined) return undefined;
      attempt.succeeded();
      const recoveryCodes = keys.newRecoveryCodes();
      keys.enable(db, account.id, row.secret, step, recoveryCodes);
      return { recoveryCodes };
    })() ?? throwWrongCode()
  );
}

const throwWrongCode = (): never => {
  throw wrongCode();
};

/**
 * `/account/two-factor/disable`: the password and a code (or a recovery code) turn it off. The
 * attempt is counted per session before the slow password check; the code is checked and the key
 * forgotten in one step after it.
 */
export async function disable(panel: Panel, account: AccountRow, sessionHash: string, input: { password: string; passcode: string }) {
  const passcode = checkRule(passcodeField, input.passcode, 'passcode');
  if (!keys.isOn(panel.db, account.id)) throw conflict('Two-factor sign-in is not on.');
  const attempt = beginAttempt(panel, 'twoFactorCode', account.login, sessionHash);
  if (!(await verifyPassword(input.password, account.password_hash, panel.config.passwordCost))) {
    throw invalid('Incorrect password.', 'password');
  }
  const { db } = panel;
  const done = db.transaction(() => {
    const row = keys.findTwoFactor(db, account.id);
    if (row?.enabled !== 1) throw conflict('Two-factor sign-in is not on.');
    if (!keys.takePasscode(db, row, passcode, panel.clock.now(account))) return false;
    keys.disable(db, account.id);
    return true;
  })();
  if (!done) throw wrongCode();
  attempt.succeeded();
  return { ok: true as const };
}

export const twoFactorSecretAlone = () => invalid('twoFactorSecret needs the capability twoFactor.', 'twoFactorSecret');

/** Test control: two-factor on from the start with a known key (no recovery codes), so a test computes the codes. */
export function enableWithKey(panel: Panel, account: AccountRow, secret: string) {
  if (!capabilitiesOf(account).includes('twoFactor')) throw twoFactorSecretAlone();
  keys.enable(panel.db, account.id, secret, -1, []);
}
