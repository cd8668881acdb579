// What the conformance kit's operation modules (one per area) share, all reached through this module:
// refusals and small steps here; the list checks in list-checks.ts, where the kit works (the
// customer's domain, the plan, the files folder) in scope.ts, and builders of keys, certificates,
// archives and uploads in builders.ts.

/* oxlint-disable typescript/no-unsafe-member-access --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */

import { Stop, type Context, type Reply } from '../runner.js';

export { type Item, matches, present, absent, field, lists, undoMatching, IDENTITY, identity, wasThere, placeholder, dropDatabases } from './list-checks.js';
export { domain, ownDomain, customerDomainNote, absentDomain, plan, paid, sshAllowed, filesFolder, gatedSession } from './scope.js';
export { sshKey, certificates, tarArchive, upload } from './builders.js';

export const MB = 1024 * 1024;

/** A refusal the kit causes: the status must come; a wrong one is recorded and the entry goes on. */
export async function refuse(
  c: Context,
  operationId: string,
  body: unknown,
  status: number | number[],
  what: string,
  extra: { message?: string; token?: string | null; ifAccepted?: (reply: Reply) => Promise<unknown> } = {},
) {
  try {
    const r = await c.call(operationId, body, {
      expect: status,
      what,
      token: extra.token,
      // A backend that wrongly accepts the call created something: undo it too.
      onUnexpected:
        extra.ifAccepted &&
        ((reply) => (reply.status === 200 ? c.later(`undo what ${operationId} wrongly accepted`, () => extra.ifAccepted!(reply)) : undefined)),
    });
    if (extra.message !== undefined) {
      c.expect(
        operationId,
        r.body?.message === extra.message,
        { status: r.status, pointer: '/message', expected: JSON.stringify(extra.message), what },
        r.body,
      );
    }
    return r;
  } catch (error) {
    if (error instanceof Stop) return undefined;
    throw error;
  }
}

export const tryStep = async (fn: () => Promise<unknown>) => {
  try {
    await fn();
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
  }
};

export function versionCompare(a: string, b: string) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

export function checkAttachment(c: Context, operationId: string, r: Reply) {
  const disposition = r.headers.get('content-disposition') ?? '';
  c.expect(operationId, /^attachment\b/i.test(disposition), {
    status: r.status,
    pointer: '',
    expected: 'Content-Disposition: attachment; filename=…',
    got: disposition ? `Content-Disposition: ${disposition}` : 'no Content-Disposition',
    what: 'success',
  });
  const sniff = r.headers.get('x-content-type-options') ?? '';
  c.expect(operationId, sniff.toLowerCase() === 'nosniff', {
    status: r.status,
    pointer: '',
    expected: 'X-Content-Type-Options: nosniff',
    got: sniff || 'none',
    what: 'success',
  });
}
