import type { TestApp } from './helpers.js';
import { refusalChecks } from './refusals.js';

/** The names of the domains a reply lists, in its order. */
export const names = (body: any) => body.domains.map((d: any) => d.domain);

/** The domain of that name in a reply's list. */
export const domainOf = (body: any, name: string) => body.domains.find((d: any) => d.domain === name);

/** Runs failing calls and checks that none of them changed the account's lists or its domains' folders. */
export function domainChecks(app: () => TestApp) {
  const { expectNoChange } = refusalChecks(app);
  return {
    expectNoChange: (token: string, login: string, calls: () => Promise<void>) => expectNoChange(token, calls, { login, folder: '/domains' }),
  };
}
