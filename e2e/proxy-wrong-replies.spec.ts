import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { startProxy, type Proxy } from '../scripts/proxy.js';
import { startWrongBackend, type OnReply, type WrongBackend } from '../scripts/wrong-backend.js';
import { dialogById, expect, sidebar, submitLogin, test } from './helpers/fixtures';

/**
 * The built client through the validation proxy (`npm run proxy`) against a wrong backend: a front
 * before our mock that changes replies as a drifting real backend would. The panel never goes blank
 * nor throws, and the proxy's drift report names the defect and what the client showed because of it.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.resolve(root, process.env.E2E_CLIENT_DIST ?? 'client/dist');

type Lists = { domains?: Record<string, unknown>[]; emailAccounts?: { domain: string; name: string }[] };
const lists = (body: unknown): Lists => (body && typeof body === 'object' ? body : {});

let front: WrongBackend;
let proxy: Proxy;
/** This test's change to the replies (the front's reply hook). */
let rewrite: OnReply = () => undefined;
const errors: string[] = [];

test.beforeEach(async ({ page, baseURL }) => {
  rewrite = () => undefined;
  errors.length = 0;
  page.on('pageerror', (error) => errors.push(error.message));
  front = await startWrongBackend({ target: `${baseURL}/api`, onReply: (reply, request) => rewrite(reply, request) });
  proxy = await startProxy({ target: front.api, port: 0, clientDir, log: () => undefined });
});

test.afterEach(async () => {
  await proxy.close();
  await front.close();
});

/** Never a white page: the shell's sidebar, or a boundary's message, is on screen. */
async function expectNotBlank(page: Page) {
  await expect(sidebar(page).or(page.getByRole('alert')).first()).toBeVisible();
  expect((await page.locator('body').innerText()).trim()).not.toBe('');
}

/**
 * Signs in with the form through the proxy and waits for Domains. The first calls through a fresh
 * proxy compile its checks of the contract in this worker, beside the password hash on the server:
 * on a loaded machine that takes longer than one expect's default, so the landing gets 20 s.
 */
async function signInThroughProxy(page: Page, account: { login: string; password: string }) {
  await page.goto(`${proxy.url}/login`);
  await submitLogin(page, account.login, account.password);
  await expect(page).toHaveURL(/\/domains$/, { timeout: 20_000 });
}

test('sslExpires sent as a number: the domains and SSL screens still show, and the report names the field and what the client met', async ({
  page,
  account,
}) => {
  rewrite = (reply) => {
    for (const d of lists(reply.body).domains ?? []) d.sslExpires = 1767225600;
    return reply;
  };
  await signInThroughProxy(page, account);
  await expectNotBlank(page);
  await sidebar(page).locator('a[href="/ssl"]').click();
  await expect(page).toHaveURL(/\/ssl$/);
  await expectNotBlank(page);
  // A visit from the address bar too: the lists come from the start-up call then.
  await page.goto(`${proxy.url}/domains`);
  await expectNotBlank(page);
  expect(errors).toEqual([]);

  const field = proxy.drift().replies.find((g) => g.pointer === '/domains/*/sslExpires');
  expect(field).toMatchObject({ kind: 'schema', what: 'expected type ["string","null"], got a number' });
  expect(field!.operations).toContain('accountLogin');
  // What the client showed (a pruned value or a caught screen), tied to a reply with that field.
  await expect.poll(() => proxy.drift().client.filter((c) => c.cause?.some((k) => k.pointer === '/domains/*/sslExpires')).length).toBeGreaterThan(0);
});

test('a sign-in reply without package: the user gets in, and the report names /package and what the client met', async ({ page, account }) => {
  rewrite = (reply, { path: p }) => {
    if (p !== '/account/login' || reply.status !== 200) return undefined;
    delete (reply.body as { package?: unknown }).package;
    return reply;
  };
  await signInThroughProxy(page, account);
  await expectNotBlank(page);
  await expect(sidebar(page)).toBeVisible();
  expect(errors).toEqual([]);

  expect(proxy.drift().replies).toContainEqual(
    expect.objectContaining({ pointer: '/package', what: 'expected a required property, got nothing', operations: ['accountLogin'] }),
  );
  await expect.poll(() => proxy.drift().client.filter((c) => c.operationId === 'accountLogin').length).toBeGreaterThan(0);
});

test('a mailbox create whose reply lacks the new mailbox: no blank page, and the client reports the missing effect', async ({ page, account }) => {
  let hidden: { domain: string; name: string } | undefined;
  rewrite = (reply, { path: p, body: request }) => {
    const body = lists(reply.body);
    if (p === '/email/account/create' && reply.status === 200) {
      const sent = request as { domain: string; name: string };
      hidden = { domain: sent.domain, name: sent.name };
    } else if (!hidden || (p !== '/account/sync' && p !== '/keepalive')) return undefined;
    // The create's reply, and every list after it, without the new mailbox: whichever list the
    // client's check of the effect reads (the sync it asks, or a keepalive or the session's first
    // sync that comes first), the mailbox is not there.
    body.emailAccounts = (body.emailAccounts ?? []).filter((m) => !(m.domain === hidden!.domain && m.name === hidden!.name));
    return reply;
  };
  await signInThroughProxy(page, account);
  await sidebar(page).locator('a[href="/emails"]').click();
  await expect(page).toHaveURL(/\/emails$/);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Create an e-mail account' }).click();
  const dialog = dialogById(page, 'email-create-dialog');
  await dialog.getByLabel('Name (the part before the @)').fill('proxied');
  await dialog.getByRole('button', { name: 'Generate a password' }).click();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect.poll(() => hidden).toBeDefined();
  await expectNotBlank(page);
  expect(errors).toEqual([]);
  await expect.poll(() => proxy.drift().client.filter((c) => c.kind === 'effect-missing' && c.operationId === 'emailAccountCreate').length).toBeGreaterThan(0);
});
