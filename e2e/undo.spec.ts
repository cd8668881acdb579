import type { Locator, Page } from '@playwright/test';
import { dialogById, expect, openScreen, serverLists, signIn, test } from './helpers/fixtures';
import { chooseLanguage, looker, viewports } from './helpers/look';

/** The toast whose detail line is `detail`, in either language. */
const toastWith = (page: Page, detail: string) => page.getByTestId('toasts').locator('.toast').filter({ hasText: detail });

async function fromRowMenu(page: Page, actions: string, item: string) {
  await page.getByRole('button', { name: actions, exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
}

/**
 * Presses the removal toast's Undo (clicked, or from the keyboard: the removed row's menu is gone, so
 * the focus is in the list, on the row now in its place, and Ctrl+Z — named in the toast — undoes)
 * and waits for the toast that says it is back; closes that one.
 */
async function undo(page: Page, removed: Locator, restored: string, labels: { undo: string; close: string }, keyboard = false) {
  await expect(removed.getByTestId('undo-countdown')).toBeVisible();
  const button = removed.getByRole('button', { name: labels.undo, exact: true });
  if (keyboard) {
    await expect(page.locator('#panel-main :focus')).toHaveCount(1);
    await expect(removed.getByTestId('undo-shortcut')).toContainText('Ctrl Z');
    await page.keyboard.press('Control+z');
  } else {
    await button.click();
  }
  const back = toastWith(page, restored);
  await expect(back).toHaveAttribute('role', 'status');
  // Undone from the keyboard, the focus stays in the list.
  if (keyboard) await expect(page.locator('#panel-main :focus')).toHaveCount(1);
  await expect(removed).toHaveCount(0);
  // The row back in its place does not find its menu open again.
  await expect(page.getByRole('menu')).toHaveCount(0);
  await back.getByRole('button', { name: labels.close }).click();
  await expect(back).toHaveCount(0);
}

const en = { undo: 'Undo', close: 'Close' };
const pl = { undo: 'Cofnij', close: 'Zamknij' };

test('Undo re-creates a removed redirection, CRON job, Web app, trusted sender and alias exactly as they were; a domain cannot be undone', async ({
  page,
  account,
  api,
}) => {
  const before = await serverLists(api, account);
  const redirect = before.redirects.find((r) => r.domain === 'blog.example.org' && r.directory === '/promo/')!;
  const job = before.cronJobs.find((j) => j.command.startsWith('curl -fsS'))!;
  const app = before.proxies.find((p) => p.domain === 'example.com' && p.directory === '/api/')!;
  const alias = before.emailAliases.find((a) => a.domain === 'example.com' && a.name === 'sales')!;

  // Desktop, English.
  await page.setViewportSize(viewports.desktop);
  await signIn(page, account, 'redirects');
  await fromRowMenu(page, 'Actions for blog.example.org/promo/', 'Delete');
  await dialogById(page, 'redirect-delete-dialog').getByRole('button', { name: 'Delete redirection' }).click();
  const removedRedirect = toastWith(page, 'Redirection was deleted: blog.example.org/promo/');
  await expect(removedRedirect).toContainText('Operation performed successfully.');
  await expect(page.locator('[data-testid="redirect-row"][data-address="blog.example.org/promo/"]')).toHaveCount(0);
  expect((await serverLists(api, account)).redirects).not.toContainEqual(redirect);
  // The toast with Undo looked at in every width, both languages and the dark mode; the focus on Undo
  // holds its countdown meanwhile (as a keyboard user's does).
  await removedRedirect.getByRole('button', { name: 'Undo', exact: true }).focus();
  await looker(page)('toast-undo', 'page', { dark: true });
  await undo(page, removedRedirect, 'Redirection was restored: blog.example.org/promo/', en);
  await expect(page.locator('[data-testid="redirect-row"][data-address="blog.example.org/promo/"]')).toContainText('302');
  expect((await serverLists(api, account)).redirects).toContainEqual(redirect);

  await openScreen(page, 'advanced');
  await page.getByRole('tab', { name: 'CRON jobs' }).click();
  await fromRowMenu(page, `Actions for the job ${job.command}`, 'Remove');
  await dialogById(page, 'cron-remove-dialog').getByRole('button', { name: 'Remove' }).click();
  const removedJob = toastWith(page, 'CRON job was removed.');
  await expect(page.getByTestId('cron-row')).toHaveCount(before.cronJobs.length - 1);
  await undo(page, removedJob, 'CRON job was restored.', en);
  await expect(page.getByTestId('cron-row')).toHaveCount(before.cronJobs.length);
  // The contract's add call takes no id: the job comes back with its schedule and command under a new one.
  const jobs = (await serverLists(api, account)).cronJobs;
  expect(jobs.filter((j) => j.settings === job.settings && j.command === job.command)).toHaveLength(1);

  await page.getByRole('tab', { name: 'Web apps' }).click();
  await fromRowMenu(page, 'Actions for example.com/api/', 'Remove');
  await dialogById(page, 'web-app-remove-dialog').getByRole('button', { name: 'Remove' }).click();
  await undo(page, toastWith(page, 'Web app was removed: example.com/api/'), 'Web app was restored: example.com/api/', en);
  expect((await serverLists(api, account)).proxies).toContainEqual(app);

  // Tablet, English: a trusted sender.
  const sender = before.emailWhitelists.find((w) => w.domain === 'example.com' && w.sender === 'bank.example')!;
  await page.setViewportSize(viewports.tablet);
  await openScreen(page, 'emails');
  await page.getByRole('tab', { name: 'Filters', exact: true }).click();
  await page.getByRole('button', { name: 'Remove bank.example from the trusted senders of example.com', exact: true }).click();
  await dialogById(page, 'email-sender-remove-dialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Remove bank.example from the trusted senders of example.com', exact: true })).toHaveCount(0);
  expect((await serverLists(api, account)).emailWhitelists).not.toContainEqual(sender);
  await undo(
    page,
    toastWith(page, 'bank.example is no longer a trusted sender for example.com.'),
    'bank.example is a trusted sender for example.com again.',
    en,
  );
  expect((await serverLists(api, account)).emailWhitelists).toContainEqual(sender);

  // Phone, Polish.
  await page.setViewportSize(viewports.phone);
  await chooseLanguage(page, 'pl');
  await page.getByRole('tab', { name: 'Aliasy' }).click();
  await fromRowMenu(page, 'Akcje dla sales@example.com', 'Usuń alias');
  await dialogById(page, 'email-alias-delete-dialog').getByRole('button', { name: 'Usuń alias' }).click();
  const removedAlias = toastWith(page, 'Usunięto alias e-mail: sales@example.com');
  await expect(removedAlias).toContainText('Operacja została wykonana pomyślnie.');
  await expect(removedAlias.getByRole('button', { name: 'Cofnij' })).toBeInViewport();
  // At the bottom on a phone, across the width: the heading stays in sight above it.
  const heading = (await page.locator('#panel-main h1').boundingBox())!;
  expect((await removedAlias.boundingBox())!.y).toBeGreaterThan(heading.y + heading.height);
  expect((await serverLists(api, account)).emailAliases).not.toContainEqual(alias);
  await undo(page, removedAlias, 'Przywrócono alias e-mail: sales@example.com', pl, true);
  await expect(page.locator('[data-testid="alias-row"][data-address="sales@example.com"]')).toBeVisible();
  expect((await serverLists(api, account)).emailAliases).toContainEqual(alias);

  await openScreen(page, 'domains');
  await fromRowMenu(page, 'Akcje dla blog.example.org', 'Usuń domenę');
  const removeDomain = dialogById(page, 'domain-remove-dialog');
  await expect(removeDomain.getByTestId('cannot-undo')).toHaveText('Tej operacji nie można cofnąć.');
  await page.keyboard.press('Escape');
  await expect(removeDomain).toBeHidden();
});
