// A recording at its limits, through the validation proxy with `record` in front of our own mock: a
// drifting backend's entries without their names are left out and the file still plays back, a big
// account is cut to a scenario's limits, and a file name /__test/scenario could not take is refused.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '@panel/contract';
import { postJson as post, type OwnServer } from './conformance/server.js';
import { Pseudonyms } from './proxy/pseudonym.js';
import type { Seen } from './proxy/record-seen.js';
import { buildRecording } from './proxy/record-scenario.js';
import { TextScrubber } from './proxy/record-text.js';
import { SeenSecrets } from './proxy/secrets.js';
import { startProxy } from './proxy.js';
import { recordingFolders, startScenarioServer } from './proxy-record-helpers.js';
import { startWrongBackend } from './wrong-backend.js';

type Session = Schemas['Session'];

const { work, scenarios, clientDir } = recordingFolders();

let server: OwnServer;
/** What a clone of `demo` shows when signed in straight, without the proxy: the account recorded below. */
let session: Session;

beforeAll(async () => {
  server = await startScenarioServer(scenarios);
  const account = (await post<{ login: string; password: string }>(server.api, '/__test/account', { fixture: 'demo' })).body;
  const login = await post<Session>(server.api, '/account/login', account);
  expect(login.status).toBe(200);
  session = login.body;
}, 120_000);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('recording an account through the proxy, at its limits', () => {
  it('records what it can of a drifting backend: entries without their names are left out, the file still plays back', async () => {
    const front = await startWrongBackend({
      target: server.api,
      onReply: (reply) => {
        const body = reply.body as Partial<Session> | undefined;
        if (!Array.isArray(body?.emailAccounts)) return undefined;
        delete (body.emailAccounts[0] as Partial<Schemas['EmailAccount']>).name;
        for (const d of body.domains ?? []) (d as { sslExpires: unknown }).sslExpires = 20270101;
        (body.databases ?? []).forEach((d) => ((d as { type: string }).type = 'oracle'));
        return reply;
      },
    });
    const drifting = path.join(scenarios, 'drifting.yaml');
    const proxy = await startProxy({ target: front.api, port: 0, clientDir, record: drifting, log: () => undefined });
    try {
      const account = (await post<{ login: string; password: string }>(server.api, '/__test/account', { fixture: 'demo' })).body;
      expect((await post(`${proxy.url}/api`, '/account/login', account)).status).toBe(200);
    } finally {
      await proxy.close();
      await front.close();
    }
    const made = await post<{ login: string; password: string }>(server.api, '/__test/scenario', { name: 'drifting' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const played = (await post<Session>(server.api, '/account/login', { login: made.body.login, password: made.body.password })).body;
    expect(played.emailAccounts).toHaveLength(session.emailAccounts.length - 1);
    expect(played.domains).toHaveLength(session.domains.length);
    expect(played.databases).toEqual([]);
    expect(played.domains.every((d) => d.sslType === 'auto')).toBe(true);
  });

  it("keeps a big account within a scenario's limits: 100 domains, 1,000 files, 10,000 rows, the plan's space", async () => {
    const big: Seen = {
      login: 'bigshop',
      locale: 'pl',
      at: Date.now(),
      opened: new Map(),
      logs: new Map(),
      package: { diskLimit: 20 * 2 ** 20, emailLimit: 2 ** 30, sshAvailable: true, postgresAvailable: false },
      user: { paid: true, diskUsed: 0, hideDomainConfig: false, hideDatabaseConfig: false, hideEmailConfig: false },
      lists: {
        domains: Array.from({ length: 150 }, (_, i) => ({
          domain: `sklep-${i}.com.pl`,
          directory: '',
          phpVersion: '8.3',
          canDelete: true,
          catchallEmail: null,
          bccEmail: null,
          sslType: 'auto' as const,
          sslExpires: null,
          diskUsed: 0,
          ip: '81.2.69.1',
        })),
        emailAccounts: Array.from({ length: 12_000 }, (_, i) => ({
          domain: `sklep-${i % 100}.com.pl`,
          name: `jan.nowak${i}`,
          diskLimit: 100 * 2 ** 20,
          diskUsed: 0,
        })),
      },
      folders: new Map([
        [
          '/domains/sklep-1.com.pl/public_html',
          Array.from({ length: 1500 }, (_, i) => ({
            name: `faktura-${i}.pdf`,
            type: 'file' as const,
            size: 100_000,
            permissions: '-rw-r--r--',
            day: '1',
            month: 'Jan',
            time: '10:00',
            target: null,
            number: 1,
          })),
        ],
      ]),
    };
    const recording = buildRecording(big, new Pseudonyms(), new TextScrubber(new Pseudonyms(), new SeenSecrets()), 'Rec-Fresh-Password-1');
    const s = recording.scenario;
    expect(s.domains).toHaveLength(100);
    expect(s.files).toHaveLength(1000);
    const rows = (s.domains?.length ?? 0) + (s.files?.length ?? 0) + (s.mailboxes ?? []).reduce((n, m) => n + (m.names?.length ?? 0), 0);
    expect(rows).toBe(10_000);
    expect(s.files!.reduce((n, f) => n + (f.bytes ?? 0), 0)).toBeLessThan(20 * 2 ** 20);
    expect(recording.yaml).toMatch(/# +50 domains left out/);
    expect(recording.yaml).toMatch(/# +500 files left out/);
    expect(recording.yaml).toMatch(/# +file sizes scaled by/);
    fs.writeFileSync(path.join(scenarios, 'big-recorded.yaml'), recording.yaml);
    const made = await post<{ login: string; password: string }>(server.api, '/__test/scenario', { name: 'big-recorded' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const played = (await post<Session>(server.api, '/account/login', { login: made.body.login, password: made.body.password })).body;
    expect(played.domains).toHaveLength(100);
    expect(played.emailAccounts).toHaveLength(10_000 - 1100);
  }, 60_000);

  it('refuses a file name /__test/scenario could not take', async () => {
    await expect(startProxy({ target: server.api, port: 0, clientDir, record: path.join(work, 'My Shop.yaml') })).rejects.toThrow(/<name>\.yaml/);
  });
});
