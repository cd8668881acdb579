import { describe, expect, it } from 'vitest';
import { accountState, domain, signedInAccount, type TestAccount } from '../test/fixtures';
import type { RootState } from '../store/root-reducer';
import { selectDiskUsage, selectSectionCounts } from './queries';

const MB = 1024 * 1024;
const GB = 1024 * MB;

function state(account: Partial<TestAccount>): RootState {
  return { ...accountState(signedInAccount(account)), ui: { toasts: [] }, theme: { theme: 'auto' } };
}

describe('disk usage', () => {
  it('splits the used disk into the segments of the meter', () => {
    const usage = selectDiskUsage(
      state({
        package: { diskLimit: 10 * GB, emailLimit: GB, sshAvailable: true, postgresAvailable: true },
        user: { diskUsed: 3 * GB, hideDomainConfig: false, hideDatabaseConfig: false, hideEmailConfig: false, paid: true },
        domains: [domain('a.com', { diskUsed: GB }), domain('b.com', { diskUsed: 512 * MB })],
        databases: [{ name: 'demo_db', type: 'mysql', diskUsed: 256 * MB }],
        emailAccounts: [
          { domain: 'a.com', name: 'a', diskLimit: 0, diskUsed: 0 },
          { domain: 'a.com', name: 'b', diskLimit: 100 * MB, diskUsed: 20 * MB },
        ],
      }),
    );
    expect(usage.limit).toBe(10 * GB);
    expect(usage.used).toBe(3 * GB);
    expect(usage.percent).toBe(30);
    expect(usage.websites).toBe(1.5 * GB);
    expect(usage.databases).toBe(256 * MB);
    expect(usage.email).toBe(20 * MB);
    expect(usage.backups).toBe(0);
    expect(usage.other).toBe(3 * GB - 1.5 * GB - 256 * MB - 20 * MB);
    expect(usage.reserved).toBe(80 * MB);
  });

  it('floors the other files at zero when the parts exceed the total', () => {
    const usage = selectDiskUsage(
      state({
        user: { diskUsed: 100 * MB, hideDomainConfig: false, hideDatabaseConfig: false, hideEmailConfig: false, paid: true },
        domains: [domain('a.com', { diskUsed: 200 * MB })],
        emailAccounts: [],
        databases: [],
      }),
    );
    expect(usage.other).toBe(0);
  });

  it('caps the reserved e-mail capacity by the plan disk still free', () => {
    const usage = selectDiskUsage(
      state({
        package: { diskLimit: GB, emailLimit: GB, sshAvailable: true, postgresAvailable: true },
        user: { diskUsed: 900 * MB, hideDomainConfig: false, hideDatabaseConfig: false, hideEmailConfig: false, paid: true },
        emailAccounts: [{ domain: 'a.com', name: 'x', diskLimit: 500 * MB, diskUsed: 0 }],
      }),
    );
    expect(usage.reserved).toBe(124 * MB);
  });

  it('never reserves a negative amount when the plan is overused', () => {
    const usage = selectDiskUsage(
      state({
        package: { diskLimit: GB, emailLimit: GB, sshAvailable: true, postgresAvailable: true },
        user: { diskUsed: 2 * GB, hideDomainConfig: false, hideDatabaseConfig: false, hideEmailConfig: false, paid: true },
        emailAccounts: [{ domain: 'a.com', name: 'x', diskLimit: 500 * MB, diskUsed: 600 * MB }],
      }),
    );
    expect(usage.reserved).toBe(0);
    expect(usage.percent).toBe(200);
  });

  it('reports 0% and no limit before the plan is known', () => {
    const usage = selectDiskUsage(state({ package: null, user: null }));
    expect(usage).toMatchObject({ limit: null, used: 0, percent: 0 });
  });
});

describe('section counts', () => {
  it('counts domains, e-mail accounts plus aliases, databases, redirects, certificates and scripts', () => {
    const counts = selectSectionCounts(
      state({
        domains: [domain('a.com'), domain('b.com', { sslType: 'letsencrypt' }), domain('c.com', { sslType: 'custom' })],
        emailAccounts: [{ domain: 'a.com', name: 'x', diskLimit: 1, diskUsed: 0 }],
        emailAliases: [
          { domain: 'a.com', name: 'y', destination: 'x@a.com' },
          { domain: 'a.com', name: 'z', destination: 'x@a.com' },
        ],
        databases: [{ name: 'demo_a', type: 'mysql', diskUsed: 0 }],
        redirects: [],
        scripts: [{ id: 1, type: 'wordpress', domain: 'a.com', directory: '/', database: null }],
      }),
    );
    expect(counts).toEqual({ domains: 3, emails: 3, databases: 1, redirects: 0, ssl: 2, scripts: 1 });
  });
});
