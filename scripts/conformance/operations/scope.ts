// Where the conformance kit works: the domain objects are created under (and whether the kit may
// change its settings), the account's plan, the files folder, and the session of an account whose
// plan lacks a feature.

/* oxlint-disable typescript/no-unsafe-member-access, typescript/no-unsafe-assignment --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */

import { Skip, type Context } from '../runner.js';

/** The domain objects are created under; the entry skips when there is none. */
export function domain(c: Context): string {
  if (!c.state.domain) throw new Skip('no domain to work under (adding one failed, or --domain names none)');
  return c.state.domain as string;
}

/**
 * Whether the kit may change the working domain's settings (PHP version, catch-all, BCC, certificate):
 * it added the domain itself, or the account is a clone the kit made (--test-control). A domain named
 * by --domain is the customer's: no probe that could change one of its settings goes there, even one
 * a conforming backend refuses (a wrong one that accepted it would lose the customer's setting).
 */
export function ownDomain(c: Context) {
  return !c.options.domain || c.options.testControl === true;
}

/** The reason an entry gives for a probe it does not send to the customer's domain. */
export const customerDomainNote = (c: Context, probe: string) =>
  `${probe} not sent: ${String(c.options.domain)} is the customer's domain (--domain), and a backend that wrongly accepted it would change its setting`;

export const absentDomain = (c: Context) => `${c.base}-absent.example`;
export const plan = (c: Context) => (c.session?.package ?? {}) as { sshAvailable?: boolean; postgresAvailable?: boolean; emailLimit?: number };
export const paid = (c: Context) => c.session?.user?.paid === true;
export const sshAllowed = (c: Context) => plan(c).sshAvailable === true && paid(c);
/** The files folder the file calls work in, made by fileDirectoryCreate. */
export function filesFolder(c: Context): string {
  if (!c.state.folder) throw new Skip('needs the folder that fileDirectoryCreate makes');
  return c.state.folder as string;
}

/**
 * A session of an account whose plan lacks `feature`, for the plan-gated refusals: a clone of the
 * `basic` fixture with --test-control (removed at the end of the run), else the --restricted-login
 * account (signed in once; the kit only sends it refusals), else none.
 */
export async function gatedSession(c: Context, feature: 'ssh' | 'postgres'): Promise<string | undefined> {
  if (c.state.gated === undefined) {
    c.state.gated = null;
    if (c.options.testControl) {
      const clone = await c.call('testAccount', { fixture: 'basic' }, { expect: 200, what: 'a clone of basic for the plan-gated refusals' });
      const login = clone.body.login as string;
      c.later(`remove the clone ${login}`, () => c.call('testAccountDelete', { login }, { expect: [200, 404], what: "clean-up: remove the kit's clone" }));
      const s = await c.call('accountLogin', { login, password: clone.body.password }, { expect: 200, what: 'sign-in to the clone of basic' });
      c.state.gated = { token: s.body.token, package: s.body.package, paid: s.body.user?.paid };
    } else if (c.options.restrictedLogin && c.options.restrictedPassword) {
      const s = await c.call(
        'accountLogin',
        { login: c.options.restrictedLogin, password: c.options.restrictedPassword },
        { expect: 200, what: 'sign-in to the --restricted-login account' },
      );
      c.state.gated = { token: s.body.token, package: s.body.package, paid: s.body.user?.paid };
      c.state.restrictedInitial = s.body;
    }
  }
  const g = c.state.gated as { token: string; package?: { sshAvailable?: boolean; postgresAvailable?: boolean }; paid?: boolean } | null;
  if (!g) return undefined;
  if (c.options.plan) return g.token;
  // Only a refusal the account's own plan promises: on a plan that has the feature the probe would create something.
  const lacks = feature === 'ssh' ? g.package?.sshAvailable !== true || g.paid !== true : g.package?.postgresAvailable !== true;
  if (!lacks) return undefined;
  return g.token;
}
