import { createPublicKey, generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { sql, type Db } from '../../lib/db.js';
import { DKIM_SELECTOR } from './checks.js';

/*
 * The DKIM key the host signs a domain's mail with: RSA 2048 (what every receiver and provider
 * accepts), one per domain, its private half kept here and never answered by any call.
 */

const generate = promisify(generateKeyPair);

export interface DkimKey {
  selector: string;
  /** The public half as DER (SubjectPublicKeyInfo), what `p=` publishes in base64. */
  publicDer: Buffer;
}

const stored = (db: Db, accountId: number, domain: string) =>
  sql(db, 'SELECT selector, public_key AS publicKey FROM mail_auth_keys WHERE account_id = ? AND domain = ?').get(accountId, domain) as
    | { selector: string; publicKey: string }
    | undefined;

/** The domain's key, if it has one. */
export function domainKey(db: Db, accountId: number, domain: string): DkimKey | undefined {
  const row = stored(db, accountId, domain);
  if (!row) return undefined;
  return { selector: row.selector, publicDer: createPublicKey(row.publicKey).export({ type: 'spki', format: 'der' }) };
}

/** A new key pair as PEM texts (off the main thread: RSA 2048 takes a moment). */
export async function newKeyPair(): Promise<{ privateKey: string; publicKey: string }> {
  return generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/**
 * The domain's key, keeping `pair` as it when it has none yet (call inside the fix's transaction):
 * of parallel fixes each made a pair, the first kept is the one every fix publishes.
 */
export function keepKey(db: Db, accountId: number, domain: string, pair: { privateKey: string; publicKey: string }): DkimKey {
  sql(db, 'INSERT OR IGNORE INTO mail_auth_keys (account_id, domain, selector, private_key, public_key) VALUES (?, ?, ?, ?, ?)').run(
    accountId,
    domain,
    DKIM_SELECTOR,
    pair.privateKey,
    pair.publicKey,
  );
  return domainKey(db, accountId, domain)!;
}
