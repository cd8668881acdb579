// Probes the conformance kit adds to what an entry does: a valid body with one unknown field (must be
// refused, not silently dropped) and a 429 caused on a session of the kit's own (its Retry-After).
/* oxlint-disable typescript/no-unsafe-member-access --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */
import type { Operation } from './contract.js';
import { Stop, type Checking, type Reply } from './types.js';

/** The field the kit adds to a valid body; no request schema has it. */
export const UNKNOWN_FIELD = 'conformanceUnknownField';

/** Calls whose success changes nothing: sending their valid body again is harmless. */
const READS = new Set(['keepalive', 'accountSync', 'fileList', 'fileFileGet', 'logShow', 'certificateCheck']);
/** Refusals that change nothing: the same body again, at once, is refused the same way by a backend that drops the field. */
const REFUSALS = new Set([404, 405, 406, 409, 412]);

const probed = new WeakMap<Checking, Set<string>>();

/**
 * After a call with a valid JSON body that changed nothing (a read, or a documented refusal), the
 * same body with one unknown field must be refused with 400 `validation` (every request schema has
 * `additionalProperties: false`). Sent at once, once per operation: a backend that drops the field
 * answers as before, which changes nothing either.
 */
export async function unknownFieldProbe(c: Checking, op: Operation, body: unknown, reply: Reply, token?: string | null) {
  if (c.cleaningUp || op.contentType !== 'application/json' || op.body?.additionalProperties !== false) return;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || UNKNOWN_FIELD in body) return;
  if (!(REFUSALS.has(reply.status) || (reply.status === 200 && READS.has(op.operationId)))) return;
  let done = probed.get(c);
  if (!done) probed.set(c, (done = new Set()));
  if (done.has(op.operationId)) return;
  done.add(op.operationId);
  const what = `the same valid body plus an unknown field (${UNKNOWN_FIELD}): refused, not ignored`;
  try {
    // On the session of the call it repeats (a refusal on the --restricted-login account stays there).
    const r = await c.call(
      op.operationId,
      { ...body, [UNKNOWN_FIELD]: true },
      { token, expect: 400, what, tag: { requestPointer: `/${UNKNOWN_FIELD}` }, probe: false },
    );
    c.expect(op.operationId, r.body?.type === 'validation', { status: 400, pointer: '/type', expected: '"validation"', what }, r.body);
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
  }
}

/** Wrong current passwords sent on the probe's own session before the kit gives up waiting for a 429. */
const THROTTLE_TRIES = 15;

/**
 * A 429 the kit causes on a session of its own: wrong current passwords at /account/password, which
 * the contract throttles per session (the mock: 10 in 15 minutes). The session is signed out after;
 * the account's password and other sessions are untouched. Its Retry-After is checked with every
 * other reply's headers (checks.ts).
 */
export async function throttleProbe(c: Checking) {
  const id = 'accountPassword';
  const s = await c.call('accountLogin', { login: c.login, password: c.password }, { expect: 200, what: 'a session of its own, for the throttle probe' });
  const token = s.body?.token as string;
  const signOut = c.later("sign out the throttle probe's session", () => c.call('accountLogout', {}, { token, expect: [200, 403], what: 'clean-up' }));
  const wrong = { oldPassword: `${c.base}-wrong`, newPassword: `${c.base}-New1` };
  const restore = (reply: Reply) =>
    reply.status === 200 &&
    c.later('change back the password a wrong current password changed', () =>
      c.call(id, { oldPassword: wrong.newPassword, newPassword: c.password }, { expect: 200, what: 'clean-up' }),
    );
  try {
    for (let i = 0; i < (c.options.plan ? 1 : THROTTLE_TRIES); i++) {
      const r = await c.call(id, wrong, {
        token,
        expect: [403, 429],
        what: "429 with Retry-After after wrong current passwords on a session of the kit's own",
        onUnexpected: restore,
      });
      if (r.status === 429) {
        c.note(id, `429 caused after ${i} wrong current passwords on a session of the kit's own, its Retry-After checked`);
        return;
      }
    }
    if (!c.options.plan) c.note(id, `no 429 after ${THROTTLE_TRIES} wrong current passwords on one session: Retry-After not checked`);
  } finally {
    await signOut.now();
  }
}
