import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../src/config.js';
import type { TestApp } from './helpers.js';
import { cloneAccount, setClock } from './util.js';

/** The test certificates (fixtures/certs) and the clones that use them, for the SSL tests. */
const CERTS = path.join(ROOT_DIR, 'fixtures/certs');

export const pem = (...parts: string[]) => fs.readFileSync(path.join(CERTS, ...parts), 'utf8');

export const scenario = (name: string) => ({ cert: pem(name, 'cert.pem'), key: pem(name, 'key.pem'), ca: pem(name, 'ca.pem') });

export const SHOP = scenario('shop.example.com');

/** A moment when every test certificate but the expired one is valid. */
export const IN_VALIDITY = '2027-03-01T12:00:00.000Z';

/**
 * A clone of demo living at a virtual time, signed in at that time (a session started at the real
 * time would look expired once the clock jumps ahead).
 */
export async function cloneAt(t: TestApp, now: string) {
  const c = await cloneAccount(t, 'demo');
  await setClock(t, c.login, now);
  return { ...c, token: await t.login(c.login, c.password) };
}
