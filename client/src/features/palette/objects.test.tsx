import { useIntl, type IntlShape } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@panel/contract';
import { proxyAddress, redirectAddress } from '@panel/contract/rules';
import { addressOf } from '../../lib/mail-address';
import { domain, signedInAccount } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { usePaletteObjects } from './objects';
import type { PaletteSource } from './sources';

const lists = {
  domains: [
    domain('example.com', { sslType: 'letsencrypt' }),
    domain('shop.example.com'),
    domain('Blog.Example.org', { sslType: 'custom' }),
    domain('żółw.example.pl', { sslType: 'letsencrypt' }),
  ],
  emailAccounts: [
    { domain: 'example.com', name: 'Office', diskLimit: 0, diskUsed: 0 },
    { domain: 'żółw.example.pl', name: 'anna', diskLimit: 0, diskUsed: 0 },
  ],
  emailAliases: [{ domain: 'example.com', name: 'sales', destination: 'Boss@example.com' }],
  databases: [
    { name: 'shop_db', type: 'mysql' as const, diskUsed: 0 },
    { name: 'shop_db', type: 'postgres' as const, diskUsed: 0 },
  ],
  redirects: [{ domain: 'example.com', directory: '/old/', destination: 'https://example.net/', type: 'normal' as const, code: 301 as const }],
  scripts: [{ id: 7, type: 'wordpress', domain: 'example.com', directory: '/blog/', database: 'shop_db' }],
  sshKeys: [{ id: 3, name: 'Laptop', fingerprint: 'SHA256:abc' }],
  cronJobs: [{ id: 9, settings: '0 * * * *', command: 'php ~/cron.php' }],
  proxies: [{ domain: 'example.com', directory: '/app/', port: 3000 }],
};

/** The entries as the palette built them before its sources, one object with its texts formatted apiece, in its order. */
function entriesBefore(intl: IntlShape) {
  const say = (id: string) => intl.formatMessage({ id: id as never });
  return [
    ...lists.domains.map((d) => ({ id: `domain:${d.domain}`, kind: 'domain', label: d.domain, detail: undefined })),
    ...lists.domains
      .filter((d) => d.sslType !== 'auto')
      .map((d) => ({ id: `certificate:${d.domain}`, kind: 'certificate', label: d.domain, detail: say(`ssl.state.${d.sslType}`) })),
    ...lists.emailAccounts.map((a) => ({ id: `mailbox:${addressOf(a)}`, kind: 'mailbox', label: addressOf(a), detail: undefined })),
    ...lists.emailAliases.map((a) => ({ id: `alias:${addressOf(a)}`, kind: 'alias', label: addressOf(a), detail: a.destination })),
    ...lists.databases.map((d) => ({ id: `database:${d.type}:${d.name}`, kind: 'database', label: d.name, detail: say(`databases.type.${d.type}`) })),
    ...lists.redirects.map((r) => ({ id: `redirect:${redirectAddress(r)}`, kind: 'redirect', label: redirectAddress(r), detail: r.destination })),
    ...lists.scripts.map((s) => ({ id: `script:${s.id}`, kind: 'script', label: `${s.domain}${s.directory}`, detail: s.type })),
    ...lists.sshKeys.map((k) => ({ id: `sshKey:${k.id}`, kind: 'sshKey', label: k.name, detail: k.fingerprint })),
    ...lists.cronJobs.map((j) => ({ id: `cron:${j.id}`, kind: 'cron', label: j.command, detail: j.settings })),
    ...lists.proxies.map((p) => ({ id: `webApp:${proxyAddress(p)}`, kind: 'webApp', label: proxyAddress(p), detail: String(p.port) })),
  ];
}

function renderObjects(locale: Locale) {
  const seen: { sources: PaletteSource[]; intl: IntlShape | null } = { sources: [], intl: null };
  function Probe({ onRender }: { onRender: (now: typeof seen) => void }) {
    onRender({ intl: useIntl(), sources: usePaletteObjects() });
    return null;
  }
  const view = renderWithProviders(<Probe onRender={(now) => Object.assign(seen, now)} />, {
    account: signedInAccount({ ...lists, locale }),
    route: '/domains',
  });
  return { ...view, seen };
}

describe('the palette objects', () => {
  // English first, then Polish over the same lists: the kept keys follow the language.
  it.each(['en', 'pl'] as const)('are the entries the palette built before, in their order, with their keys (%s)', (locale) => {
    const { seen } = renderObjects(locale);
    const built = seen.sources.flatMap((source) =>
      source.keys.map((key, index) => {
        const { id, kind, label, detail } = source.entry(index);
        return { id, kind, label, detail, key };
      }),
    );
    const before = entriesBefore(seen.intl!);
    expect(built).toEqual(before.map((entry) => ({ ...entry, key: `${entry.label} ${entry.detail ?? ''}`.toLowerCase() })));
    expect(built.find((entry) => entry.id === 'certificate:Blog.Example.org')?.detail).toBe(locale === 'en' ? 'Uploaded' : 'Wgrany');
    // Each is found by its id (a recent choice), by the source of its kind alone.
    for (const { id, label } of before) {
      expect(seen.sources.map((source) => source.find(id)?.label).filter((found) => found !== undefined)).toEqual([label]);
    }
  });

  it('opens an object on its screen with the find instruction for its table', () => {
    const { seen, store } = renderObjects('en');
    const certificates = seen.sources.find((source) => source.kind === 'certificate')!;
    certificates.entry(1).run();
    expect(store.getState().navigation.find).toEqual({ table: 'ssl', text: 'Blog.Example.org' });
    seen.sources
      .find((source) => source.kind === 'database')!
      .entry(1)
      .run();
    expect(store.getState().navigation).toMatchObject({
      redirect: { page: 'databases', action: 'postgres', domain: null },
      find: { table: 'databases', text: 'shop_db' },
    });
  });
});
