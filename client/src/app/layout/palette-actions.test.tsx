import { waitFor } from '@testing-library/react';
import { useIntl, type IntlShape } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@panel/contract';
import { useAvailable } from '../../api/capabilities';
import type { DomainMenu } from '../../features/domains';
import type { PaletteEntry, PaletteSource } from '../../features/palette';
import { themes, useTheme } from '../../hooks/use-theme';
import { supportedLocales, type MessageId } from '../../i18n/messages';
import { languageNames } from '../../components/language-switcher';
import { useAppSelector } from '../../store/hooks';
import { domain, signedInAccount } from '../../test/fixtures';
import { fakeApi, renderWithProviders } from '../../test/render';
import { accountDialogActions, quickActions, screenDialogActions, useFeatures } from '../commands';
import { useDomainActions, usePaletteActions } from './palette-actions';

const domains = [domain('example.com', { sslType: 'letsencrypt' }), domain('shop.example.com'), domain('żółw.example.pl')];

/** A row menu of three items, the last one not offered (as Delete is for the primary domain). */
const menu: DomainMenu = (d) => [
  { label: 'domainMenu.browse', run: vi.fn() },
  { label: 'domainMenu.php', run: vi.fn() },
  { label: 'domainMenu.delete', run: vi.fn(), disabledHint: d.domain === 'example.com' ? 'domainMenu.deletePrimary' : undefined },
];

type Shown = Pick<PaletteEntry, 'id' | 'kind' | 'label'>;

/** The actions as the palette built them before its sources: every entry made, and its text formatted, on each opening. */
function useActionsBefore(): (intl: IntlShape) => Shown[] {
  const features = useFeatures();
  const screenDialogs = useAvailable(screenDialogActions);
  const accountDialogs = useAvailable(accountDialogActions);
  const { theme } = useTheme();
  const upgrade = useAppSelector((state) => state.session.plan?.upsell?.upgrade);
  return (intl) => {
    const say = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
    const eachDomain = (key: string, label: MessageId) =>
      domains.map(({ domain: name }): Shown => ({ id: `${key}:${name}`, kind: 'action', label: say(label, { domain: name }) }));
    return [
      ...features.map(({ page, title }): Shown => ({ id: `screen:${page}`, kind: 'screen', label: say(title) })),
      ...screenDialogs.map(({ id, label }): Shown => ({ id, kind: 'action', label: say(label) })),
      ...quickActions.map(({ key, label }): Shown => ({ id: `quick:${key}`, kind: 'action', label: say(label) })),
      ...accountDialogs.map(({ id, label }): Shown => ({ id, kind: 'action', label: say(label) })),
      { id: 'action:logout', kind: 'action', label: say('user.logout') },
      ...(upgrade ? [{ id: 'action:upgrade', kind: 'action' as const, label: say('user.upgrade') }] : []),
      ...eachDomain('errorLog', 'palette.errorLog'),
      ...eachDomain('dnsZone', 'dns.palette'),
      ...eachDomain('visitorStats', 'visitor-stats.palette'),
      ...supportedLocales
        .filter((code) => code !== intl.locale)
        .map((code): Shown => ({ id: `language:${code}`, kind: 'action', label: say('palette.language', { language: languageNames[code] }) })),
      ...themes
        .filter((other) => other !== theme)
        .map((other): Shown => ({ id: `theme:${other}`, kind: 'action', label: say('palette.theme', { theme: say(`theme.${other}`) }) })),
    ];
  };
}

function renderActions(locale: Locale) {
  type Seen = { intl: IntlShape; actions: PaletteSource[]; domainActions: (name: string) => PaletteEntry[]; before: (intl: IntlShape) => Shown[] };
  const seen = {} as Seen;
  function Probe({ onRender }: { onRender: (now: Seen) => void }) {
    onRender({ intl: useIntl(), actions: usePaletteActions(), domainActions: useDomainActions(menu), before: useActionsBefore() });
    return null;
  }
  const { api } = fakeApi({ '/account/capabilities': () => ({ capabilities: ['dnsZone', 'visitorStats'] }) });
  renderWithProviders(<Probe onRender={(now) => Object.assign(seen, now)} />, { api, account: signedInAccount({ domains, locale }), route: '/domains' });
  return seen;
}

describe('the palette actions', () => {
  it.each(['en', 'pl'] as const)('are the entries the palette built before, in their order, with their keys (%s)', async (locale) => {
    const seen = renderActions(locale);
    // The extensions' actions once the capabilities are known.
    await waitFor(() => expect(['dnsZone:example.com', 'visitorStats:example.com'].every((id) => seen.actions.some((source) => source.find(id)))).toBe(true));
    const built = seen.actions.flatMap((source) =>
      source.keys.map((key, index) => {
        const { id, kind, label } = source.entry(index);
        return { id, kind, label, key };
      }),
    );
    const before = seen.before(seen.intl);
    expect(built).toEqual(before.map((entry) => ({ ...entry, key: `${entry.label} `.toLowerCase() })));
    expect(built.find((entry) => entry.id === 'errorLog:żółw.example.pl')?.label).toBe(
      locale === 'en' ? 'Error log: żółw.example.pl' : 'Dziennik błędów: żółw.example.pl',
    );
    for (const { id, label } of before) expect(seen.actions.map((source) => source.find(id)?.label).filter(Boolean)).toEqual([label]);
  });

  it.each(['en', 'pl'] as const)("gives a domain's actions as formatted one by one before, the menu's order, those offered (%s)", (locale) => {
    const seen = renderActions(locale);
    for (const { domain: name } of domains) {
      const items = menu(domains.find((d) => d.domain === name)!).filter((item) => !item.disabledHint);
      expect(seen.domainActions(name).map(({ id, kind, label }) => ({ id, kind, label }))).toEqual(
        items.map((item) => ({
          id: `domainAction:${name}:${item.label}`,
          kind: 'domainAction',
          label: seen.intl.formatMessage({ id: 'palette.domainAction' }, { domain: name, action: seen.intl.formatMessage({ id: item.label }) }),
        })),
      );
    }
    expect(seen.domainActions('example.com').map((entry) => entry.label)).toEqual(
      locale === 'en' ? ['example.com → Browse files', 'example.com → Change PHP version'] : expect.any(Array),
    );
    expect(seen.domainActions('nowhere.example')).toEqual([]);
  });
});
