import { CAPABILITIES, type Capability } from '@panel/contract';
import { ApiError } from './errors.js';
import { sql, type Db } from './db.js';
import type { AccountRow } from './accounts.js';

/**
 * The extensions on for an account: every one this mock implements (the contract package's
 * `CAPABILITIES`), unless QA said which (`/__test/account`, a scenario's `capabilities`), kept in
 * the account's row so a clone keeps them. A stored name the mock no longer implements is left out.
 */
export function capabilitiesOf(account: AccountRow): Capability[] {
  if (account.capabilities === null) return [...CAPABILITIES];
  const chosen = new Set(JSON.parse(account.capabilities) as string[]);
  return CAPABILITIES.filter((c) => chosen.has(c));
}

/** Before each call of an extension: 404 `notAvailable` when it is off for the account. */
export function requireCapability(account: AccountRow, name: Capability) {
  if (!capabilitiesOf(account).includes(name)) {
    throw new ApiError(404, 'notAvailable', `This backend does not offer "${name}" for this account.`);
  }
}

/** Sets the extensions on for an account; `undefined` leaves them, `null` turns every one on. */
export function setCapabilities(db: Db, accountId: number, capabilities: readonly string[] | null | undefined) {
  if (capabilities === undefined) return;
  sql(db, 'UPDATE accounts SET capabilities = ? WHERE id = ?').run(capabilities === null ? null : JSON.stringify([...new Set(capabilities)]), accountId);
}
