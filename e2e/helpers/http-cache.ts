import type { BrowserContext } from '@playwright/test';

/**
 * Keeps the browser's HTTP cache across the tests of a worker. Playwright's reused context
 * (`reuseContext`, playwright.config.ts) empties it at every reset, so every test's first page load
 * fetched the client's ~70 scripts and styles again from the test server (on 48 tests of the domains,
 * e-mail and SSL specs the server's CPU time went from 15 to 9 s with the cache kept). The client's assets are
 * content-hashed and served as immutable, API replies `no-store`, and a page with routes of its own
 * has Playwright switch the cache off for it, so what a test sees does not change; its cookies,
 * storage, permissions and pages are still reset as before.
 *
 * The reset's cache step is reached through Playwright's in-process connection (the browser is driven
 * from the worker's process); where that is not there (another Playwright, a remote browser) this
 * does nothing and the cache is emptied as before.
 */
export function keepHttpCache(context: BrowserContext) {
  const connection: unknown = Reflect.get(context, '_connection');
  const toImpl: unknown = connection ? Reflect.get(connection, 'toImpl') : undefined;
  if (typeof toImpl !== 'function') return;
  const inner: unknown = toImpl.call(connection, context);
  if (inner && typeof Reflect.get(inner, 'clearCache') === 'function') Reflect.set(inner, 'clearCache', async () => {});
}
