// The QA suite packages.test.ts writes into an empty folder beside the installed tarballs: what a
// team's own suite looks like (docs/qa.md) — a Playwright config that starts `panel-mock` with the
// suite's scenarios folder, and a spec on the kit's fixtures: a clone, its journal, a fault, a
// scenario opened by its hand-off, the typed client outside Playwright, and a walk through a clone
// recorded by `panel-mock record` in front of the running mock, played back by name.

export const QA_TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2022',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: ['node'],
      lib: ['ES2023', 'DOM'],
    },
    include: ['*.ts'],
  },
  null,
  2,
)}\n`;

export const QA_CONFIG = `import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.QA_PORT ?? 8080);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: \`http://127.0.0.1:\${port}\`,
    locale: 'en-US',
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: \`npx panel-mock --port \${port} --scenarios scenarios\`,
    url: \`http://127.0.0.1:\${port}/config.json\`,
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
`;

export const QA_SPEC = `import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createTestControl } from '@panel/test-kit';
import { expect, test, type Faults } from '@panel/test-kit/playwright';

// The kit's types come from the contract: a fixture, a screen or a call it does not have is an
// error (checked by tsc, never run).
const typeChecks = (faults: Faults) => {
  // @ts-expect-error no such fixture
  test.use({ fixture: 'nobody' });
  // @ts-expect-error no such screen
  test.use({ landing: 'mailboxes' });
  // @ts-expect-error no such call
  void faults.dropConnection('/email/create');
};
void typeChecks;

test.describe('a clone of demo on the e-mail screen', () => {
  test.use({ fixture: 'demo', landing: 'emails' });

  test('creating a mailbox: the journal holds the call, its password masked', async ({ signedInPage: page, journal }) => {
    await page.getByRole('tabpanel').getByRole('button', { name: 'Create an e-mail account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Domain').selectOption('example.com');
    await dialog.getByLabel('Name (the part before the @)').fill('team');
    await dialog.getByRole('button', { name: 'Generate a password' }).click();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    const create = await journal.waitForCall('/email/account/create', 200);
    expect(create.body).toMatchObject({ domain: 'example.com', name: 'team', password: '[masked]' });
  });

  test('a dropped connection is named, and Retry works', async ({ signedInPage: page, faults }) => {
    await faults.dropConnection('/email/account/create');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Create an e-mail account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name (the part before the @)').fill('retry');
    await dialog.getByRole('button', { name: 'Generate a password' }).click();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Cannot connect to the server.');
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect(dialog.getByRole('alert')).toBeHidden();
  });
});

test('a shipped scenario opened by its hand-off: the SSL screen by the account clock', async ({ scenario, page }) => {
  const account = await scenario('expiring-certificates');
  await page.goto(account.handoffUrl);
  await expect(page).toHaveURL(/\\/ssl$/);
  const shop = page.locator('[data-testid="ssl-row"][data-domain="shop.example.com"]');
  await expect(shop.getByTestId('ssl-expiry-state')).toHaveText('· expires in 5 days');
});

test('the mock serves its contract, and the typed client works outside Playwright', async ({ request, baseURL }) => {
  const contract = (await (await request.get('/api/docs/json')).json()) as { paths: Record<string, unknown> };
  expect(Object.keys(contract.paths)).toEqual(expect.arrayContaining(['/email/account/create', '/__test/scenario']));
  const control = createTestControl(baseURL!);
  const { scenarios } = await control.scenarios();
  expect(scenarios.map((s) => s.name)).toEqual(expect.arrayContaining(['expiring-certificates', 'over-quota']));
  const clone = await control.account({ fixture: 'basic' });
  await control.deleteAccount({ login: clone.login });
});

test('a walk recorded by panel-mock record in front of the mock plays back with the same lists', async ({ baseURL, request, scenario, testControl }) => {
  const clone = await testControl.account({ fixture: 'demo' });
  const recorder = spawn('node_modules/.bin/panel-mock', ['record', '--target', baseURL + '/api', '--port', '0', 'scenarios/recorded-walk.yaml']);
  let said = '';
  recorder.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
  recorder.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const post = async (api: string, path: string, data: object, token?: string) => {
    const reply = await request.post(api + path, { data, headers: token ? { authorization: 'Bearer ' + token } : {} });
    expect(reply.status(), path).toBe(200);
    return reply.json();
  };
  let seen, folder;
  try {
    await expect.poll(() => said, { timeout: 10_000 }).toMatch(/recording on http:\\/\\/127\\.0\\.0\\.1:\\d+/);
    const through = /recording on (\\S+):/.exec(said)![1] + '/api';
    seen = await post(through, '/account/login', { login: clone.login, password: clone.password });
    await post(through, '/keepalive', {}, seen.token);
    folder = await post(through, '/file/list', { directory: '/domains/example.com/public_html' }, seen.token);
  } finally {
    // Ctrl-C: the recorder writes the file a last time, prints what it holds and ends.
    recorder.kill('SIGINT');
    if (recorder.exitCode === null) await once(recorder, 'exit');
  }
  expect(said).toMatch(/recording: \\d+ domains/);

  const played = await scenario('recorded-walk');
  const signed = await post('/api', '/account/login', { login: played.login, password: played.password });
  for (const list of ['domains', 'emailAccounts', 'databases'] as const) expect(signed[list], list).toHaveLength(seen[list].length);
  const names = (files: { name: string; type: string }[]) => files.filter((f) => f.type === 'file').map((f) => f.name).sort();
  const listings = await Promise.all(signed.domains.map(async (d: { domain: string }) =>
    names((await post('/api', '/file/list', { directory: '/domains/' + d.domain + '/public_html' }, signed.token)).files)));
  expect(listings).toContainEqual(names(folder.files));
});
`;
