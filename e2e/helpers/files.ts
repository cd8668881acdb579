import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, control, expect, type Account } from './fixtures';

/** What the file browser specs (e2e/files/) share: the site folder, rows, the server's listing, the row menu, a zip builder. */

export const SITE = '/domains/example.com/public_html';

export const row = (page: Page, name: string) => page.locator(`[data-testid="file-row"][data-name="${name}"]`);

/** What the server lists in a folder now, through a session of the test's own. */
export async function serverFiles(api: APIRequestContext, account: Account, directory: string) {
  const { files } = await control<{ files: { name: string; type: string; permissions: string; size: number; target: string | null }[] }>(
    api,
    '/file/list',
    { directory },
    await apiToken(api, account),
  );
  return files;
}

/** Opens a domain's folder through the domains screen's "Browse files". */
export async function browseSite(page: Page) {
  await page.getByRole('button', { name: 'Actions for example.com' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Browse files' }).click();
  await expect(page).toHaveURL(/\/files$/);
  await expect(page.getByLabel('Current directory', { exact: true })).toHaveValue(SITE);
  await expect(row(page, 'index.html')).toBeVisible();
}

export async function rowMenu(page: Page, name: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
}

/** A zip (stored, no compression) of the given files. */
export function zipOf(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const n = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(n.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(10, 4);
    central.writeUInt16LE(10, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, n, data);
    centrals.push(central, n);
    offset += 30 + n.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

function crc32(buf: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buf) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** Uploads a zip of `files` into `directory` through the contract (one call: the server extracts it). */
export async function uploadZip(api: APIRequestContext, account: Account, directory: string, files: Record<string, string>) {
  const reply = await api.post('/api/file/zip/upload', {
    headers: { authorization: `Bearer ${await apiToken(api, account)}` },
    multipart: { directory, 'files[]': { name: 'files.zip', mimeType: 'application/zip', buffer: zipOf(files) } },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** Opens a folder of the listing by its name. */
export async function openFolder(page: Page, name: string) {
  await row(page, name).getByRole('button', { name, exact: true }).click();
}
