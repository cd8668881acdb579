import fs from 'node:fs';

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
