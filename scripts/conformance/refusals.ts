// The refusals the conformance kit checks for every operation, whatever its entry in the table says:
// 403 without a session and with an invalid one, both before the body; 415 for another media type;
// 400 for a broken body; the CORS preflight with --origin; a 429 of its own for the throttled call.
/* oxlint-disable typescript/no-unsafe-member-access --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */
import { preflight } from './checks.js';
import type { Operation } from './contract.js';
import { throttleProbe } from './probes.js';
import { Stop, type Context } from './runner.js';

/** A body whose every required field has the wrong JSON type, plus an unknown field: 400 everywhere. */
export function brokenBody(op: Operation): Record<string, unknown> {
  const out: Record<string, unknown> = { conformanceUnknownField: true };
  const props = (op.body?.properties ?? {}) as Record<string, { type?: string | string[] }>;
  for (const name of op.body?.required ?? []) {
    const types = ([] as (string | undefined)[]).concat(props[name]?.type);
    out[name] = types.includes('string') ? 12345 : 'conformance';
  }
  return out;
}

/** The refusals every operation has: 403 without a session before the body, 415 for another media type, 400 for a broken body. */
export async function commonRefusals(c: Context, op: Operation, changesAllowed: boolean) {
  const id = op.operationId;
  const tryIt = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
    } catch (error) {
      if (!(error instanceof Stop)) throw error;
    }
  };
  await preflight(c, op, `${c.options.api.replace(/\/+$/, '')}${op.path}`);
  if (op.secured) {
    // A missing token, and a present one that is not a session: both 403 whatever the body is.
    for (const [token, what] of [
      [null, '403 without a session, before the body is checked'],
      [`${c.base}-invalid-token`, '403 for an invalid session token, before the body is checked'],
    ] as const) {
      await tryIt(() => {
        const tag = { kind: 'security' as const };
        if (op.contentType === 'multipart/form-data') {
          const form = new FormData();
          form.append('conformanceUnknownField', 'x');
          return c.call(id, undefined, { token, expect: 403, multipart: form, what, tag });
        }
        return c.call(id, undefined, { token, expect: 403, raw: { body: '{"conformanceUnknownField": ', type: 'application/json' }, what, tag });
      });
      if (op.contentType === 'application/json' && op.body) {
        // A body that parses but breaks the schema: a backend that validates first answers 400 here.
        await tryIt(() => c.call(id, brokenBody(op), { token, expect: 403, what: `${what} (a body that breaks the schema)`, tag: { kind: 'security' } }));
      }
    }
  } else if (op.sessionField) {
    await tryIt(() =>
      c.call(id, undefined, {
        expect: 403,
        form: { [op.sessionField!]: `${c.base}-not-a-session`, conformance: 'x' },
        what: '403 for a form post without a valid session',
      }),
    );
  }
  if (!changesAllowed) return;
  // A 429 of the kit's own, on a session of its own, for the Retry-After the client reads.
  if (id === 'accountPassword') await tryIt(() => throttleProbe(c));
  await tryIt(() => {
    const what = '415 for a body of another media type';
    if (op.contentType === 'application/json') return c.call(id, undefined, { expect: 415, raw: { body: 'conformance', type: 'text/plain' }, what });
    return c.call(id, undefined, { expect: 415, raw: { body: '{}', type: 'application/json' }, what });
  });
  if (op.contentType === 'application/json' && op.body) {
    await tryIt(async () => {
      const r = await c.call(id, brokenBody(op), { expect: 400, what: '400 for a body that breaks the request schema' });
      c.expect(id, r.body?.type === 'validation', { status: 400, pointer: '/type', expected: '"validation"', what: '400 for a broken body' }, r.body);
    });
  }
}
