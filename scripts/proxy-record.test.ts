// Recording an account into a scenario: the validation proxy with `record` in front of our own mock,
// a clone of `demo` signed in and walked through it (the lists, folders of the file browser, a file
// opened, both log tails), the proxy stopped; the file then holds no name, address or secret of the
// account, and played back (by name from PANEL_SCENARIOS, and inline) makes an account whose lists,
// folders and logs are the recorded ones under the same pseudonyms. What a recording does at its
// limits is tested in proxy-record-limits.test.ts, its texts in proxy-record-texts.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '@panel/contract';
import { postJson as post, type OwnServer } from './conformance/server.js';
import type { Pseudonyms } from './proxy/pseudonym.js';
import { startProxy } from './proxy.js';
import { recordingFolders, startScenarioServer } from './proxy-record-helpers.js';

type Session = Schemas['Session'];
type FileEntry = Schemas['FileEntry'];

const demo = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../fixtures/accounts/demo.json'), 'utf8')) as {
  emailAccounts: { password: string }[];
  databasePasswords: Record<string, string>;
  ftpPassword: string;
};
const { work, scenarios, clientDir } = recordingFolders();
const file = path.join(scenarios, 'recorded-shop.yaml');

const FOLDERS = ['/', '/domains', '/domains/example.com/public_html', '/domains/example.com/public_html/blog'];
const VISITOR = '81.2.69.160';
const TOKEN_IN_URL = 'q9TokenValue77';

let server: OwnServer;
let session: Session;
let names: Pseudonyms;
let yamlText: string;
let logsText: string;
const listed = new Map<string, FileEntry[]>();
const logs = new Map<string, string>();
let opened = '';
let writtenDuringWalk = false;

beforeAll(async () => {
  server = await startScenarioServer(scenarios);
  const account = (await post(server.api, '/__test/account', { fixture: 'demo' })).body as { login: string; password: string };
  // A visitor's address, an address of the account and a token in a URL, for the log tail to scrub.
  await post(server.api, '/__test/log', {
    login: account.login,
    domain: 'example.com',
    kind: 'access',
    lines: [`${VISITOR} - - [27/Nov/2026:12:00:00 +0000] "GET /x?token=${TOKEN_IN_URL}&page=2 HTTP/1.1" 200 10 "-" "mailer john.smith@example.com"`],
  });
  const proxy = await startProxy({ target: server.api, port: 0, clientDir, record: file, log: () => undefined });
  names = proxy.recorder!.names;
  const api = `${proxy.url}/api`;
  const login = await post<Session>(api, '/account/login', { login: account.login, password: account.password });
  expect(login.status).toBe(200);
  session = login.body;
  expect((await post(api, '/keepalive', {}, session.token)).status).toBe(200);
  for (const folder of FOLDERS) listed.set(folder, (await post<{ files: FileEntry[] }>(api, '/file/list', { directory: folder }, session.token)).body.files);
  opened = (await post<{ file: string }>(api, '/file/file/get', { file: '/domains/example.com/public_html/blog/wp-config.php' }, session.token)).body.file;
  for (const type of ['access', 'error'])
    logs.set(type, (await post<{ log: string }>(api, '/log/show', { domain: 'example.com', type }, session.token)).body.log);
  await new Promise((r) => setTimeout(r, 600));
  writtenDuringWalk = fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes('blog/wp-config.php');
  await proxy.close();
  yamlText = fs.readFileSync(file, 'utf8');
  logsText = fs.readFileSync(file.replace(/\.yaml$/, '.logs.json'), 'utf8');
}, 120_000);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

/** A path of the recorded account with its domain names as the recording writes them. */
const pathOf = (p: string) =>
  p
    .split('/')
    .map((part) => (session.domains.some((d) => d.domain === part) ? names.domain(part) : part))
    .join('/');

/** A new account from the recording, signed in: by name (PANEL_SCENARIOS) or inline. */
async function playBack(how: 'name' | 'inline') {
  const body = how === 'name' ? { name: 'recorded-shop' } : { scenario: parse(yamlText) as unknown };
  const made = await post<{ login: string; password: string }>(server.api, '/__test/scenario', body);
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const signed = await post<Session>(server.api, '/account/login', { login: made.body.login, password: made.body.password });
  expect(signed.status).toBe(200);
  return signed.body;
}

describe('recording an account through the proxy', () => {
  it('writes the file while the walk goes on, and no name, address or secret of the account', () => {
    expect(writtenDuringWalk).toBe(true);
    const everything = yamlText + logsText;
    const secrets = [
      session.login,
      session.token,
      'demo1234',
      ...demo.emailAccounts.map((m) => m.password),
      ...Object.values(demo.databasePasswords),
      demo.ftpPassword,
      ...session.databaseUsers.map((u) => u.password),
      ...session.databases.map((d) => d.name),
      VISITOR,
      TOKEN_IN_URL,
      ...session.domains.map((d) => d.domain),
      'example.com',
      'example.org',
      ...session.emailAccounts.map((m) => `${m.name}@${m.domain}`),
      'john.smith',
      'anna_nowak',
      ...session.sshKeys.flatMap((k) => [k.name, k.fingerprint]),
      ...session.cronJobs.map((c) => c.command),
    ];
    for (const s of secrets) expect(everything.toLowerCase(), s).not.toContain(s.toLowerCase());
    // The file opened is written by its size only: none of its lines.
    for (const line of opened.split('\n').filter((l) => l.trim().length > 12)) expect(everything, line).not.toContain(line.trim());
    // What the format cannot hold is said at the top, pseudonymised.
    expect(yamlText).toMatch(/^# Recorded by the validation proxy/);
    expect(yamlText).toContain(`forwarders (${session.emailAliases.length})`);
    expect(yamlText).toContain(`SSH keys: ${session.sshKeys.length}`);
    expect(yamlText).toContain(`redirects (${session.redirects.length})`);
  });

  it('keeps each name in shape: its length, its dots and dashes, its top-level domain', () => {
    for (const { domain } of session.domains) {
      const p = names.domain(domain);
      expect(p).not.toBe(domain);
      expect(p.replace(/[a-z]/g, 'a')).toBe(domain.replace(/[a-z]/g, 'a'));
      expect(p.split('.').at(-1)).toBe(domain.split('.').at(-1));
    }
    expect(names.domain('shop.example.com')).toBe(`shop.${names.domain('example.com')}`);
    expect(names.local('john.smith')).toMatch(/^[a-z]{4}\.[a-z]{5}$/);
    expect(names.local('office')).toBe('office');
  });

  it('lists the file among the usable scenarios, and plays back into an account with the recorded lists', async () => {
    const list = await post<Schemas['TestScenarioList']>(server.api, '/__test/scenarios', {});
    expect(list.body.invalid).toEqual([]);
    expect(list.body.scenarios.map((s) => s.name)).toContain('recorded-shop');
    for (const how of ['name', 'inline'] as const) {
      const played = await playBack(how);
      expect(played.domains.map((d) => d.domain).sort()).toEqual(session.domains.map((d) => names.domain(d.domain)).sort());
      const mailbox = (m: Schemas['EmailAccount'], n: (x: string) => string, d: (x: string) => string) => `${n(m.name)}@${d(m.domain)} ${m.diskLimit}`;
      const same = (x: string) => x;
      expect(played.emailAccounts.map((m) => mailbox(m, same, same)).sort()).toEqual(
        session.emailAccounts
          .map((m) =>
            mailbox(
              m,
              (x) => names.local(x),
              (x) => names.domain(x),
            ),
          )
          .sort(),
      );
      const short = (login: string, d: Schemas['Database']) => `${d.type}:${d.name.slice(login.length + 1)}`;
      expect(played.databases.map((d) => short(played.login, d)).sort()).toEqual(
        session.databases
          .map((d) => short(session.login, d))
          .map((k) => k.replace(/:(.*)$/, (_a, n: string) => `:${names.databaseName(n).toLowerCase()}`))
          .sort(),
      );
      for (const d of session.domains.filter((x) => x.sslType !== 'auto')) {
        const got = played.domains.find((x) => x.domain === names.domain(d.domain))!;
        expect(got.sslType).toBe(d.sslType);
        expect(Math.abs(Date.parse(`${got.sslExpires!.replace(' ', 'T')}Z`) - Date.parse(`${d.sslExpires!.replace(' ', 'T')}Z`))).toBeLessThan(86_400_000);
      }
      expect(played.package).toEqual(session.package);
      expect(played.user.paid).toBe(session.user.paid);
      expect(played.locale).toBe(session.locale);
    }
  });

  it('plays back the folders listed, each entry with its type and each file with its size', async () => {
    const played = await playBack('inline');
    const shown = (entries: FileEntry[], folder: string, drop: (e: FileEntry) => boolean) =>
      entries
        .filter((e) => !drop(e) && (e.type === 'file' || e.type === 'directory'))
        .map((e) => `${pathOf(e.name)} ${e.type} ${e.type === 'file' ? e.size : ''}`)
        .sort();
    for (const folder of FOLDERS) {
      const got = (await post<{ files: FileEntry[] }>(server.api, '/file/list', { directory: pathOf(folder) }, played.token)).body.files;
      const isWelcome = (e: FileEntry) => folder.endsWith('/public_html') && e.name === 'index.html';
      expect(
        shown(got, folder, (e) => isWelcome(e) || (e.name === '.keep' && !listed.get(folder)!.some((x) => x.name === '.keep'))),
        folder,
      ).toEqual(shown(listed.get(folder)!, folder, isWelcome));
    }
  });

  it('writes the log tails shown beside it, scrubbed, as calls of /__test/log that append them', async () => {
    const played = await playBack('inline');
    const { logs: calls } = JSON.parse(logsText) as { logs: { domain: string; kind: 'access' | 'error'; lines: string[] }[] };
    const domain = names.domain('example.com');
    expect([...new Set(calls.map((t) => `${t.domain} ${t.kind}`))].sort()).toEqual([`${domain} access`, `${domain} error`]);
    for (const call of calls) {
      const appended = await post(server.api, '/__test/log', { login: played.login, ...call });
      expect(appended.status, JSON.stringify(appended.body)).toBe(200);
    }
    for (const kind of ['access', 'error'] as const) {
      const shown = (await post<{ log: string }>(server.api, '/log/show', { domain, type: kind }, played.token)).body.log.split('\n').filter(Boolean);
      expect(shown).toEqual(calls.filter((c) => c.kind === kind).flatMap((c) => c.lines));
      expect(shown).toHaveLength(logs.get(kind)!.split('\n').filter(Boolean).length);
    }
    const visit = calls
      .filter((t) => t.kind === 'access')
      .at(-1)!
      .lines.at(-1)!;
    expect(visit).toMatch(/^(192\.0\.2|198\.51\.100|203\.0\.113)\.\d+ - - .*"GET \/x\?token=\[masked\]&page=2 HTTP\/1\.1"/);
    expect(visit).toContain(`mailer ${names.email('john.smith@example.com')}"`);
  });
});
