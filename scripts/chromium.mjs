import fs from 'node:fs';
import path from 'node:path';

/**
 * The browser the tests and the bench drive, from Debian (Playwright never downloads one here):
 * CHROMIUM_PATH when set, else Chromium's headless shell (`apt-get install -y chromium-headless-shell`),
 * else Chromium itself. The shell is the same engine without the browser around it, the build
 * Playwright itself runs headless tests in: the end-to-end suites take a tenth less time in it.
 * `{ shell: false }` passes the shell by: the bench measures the browser customers run.
 */
export function findChromium({ shell = true } = {}) {
  const candidates = [
    process.env.CHROMIUM_PATH,
    ...(shell ? ['/usr/bin/chromium-headless-shell'] : []),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean);
  return candidates.find((p) => fs.existsSync(p));
}

/**
 * `findChromium()` once an install still under way has ended: CHROMIUM_INSTALLING names the folder
 * where it writes its output (`log`) and, when it ends, its exit status (`status`) — CI's install
 * (.ci/run), which runs beside `npm ci` and the stages before the end-to-end suites, the only ones
 * that need the browser. A failed install's output is printed. Resolves at once without it.
 */
export async function chromiumWhenInstalled() {
  const installing = process.env.CHROMIUM_INSTALLING;
  if (installing) {
    const status = path.join(installing, 'status');
    while (!fs.existsSync(status)) await new Promise((resolve) => setTimeout(resolve, 500));
    const code = fs.readFileSync(status, 'utf8').trim();
    if (code !== '0') {
      console.error(`\nInstalling Chromium failed (exit status ${code}):`);
      process.stderr.write(fs.readFileSync(path.join(installing, 'log')));
    }
  }
  return findChromium();
}

/** The flags this machine needs: no sandbox as root, and no background calls to the closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
