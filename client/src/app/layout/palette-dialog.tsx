import { useCallback, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '@panel/contract';
import { useAvailable, useCapability } from '../../api/capabilities';
import { selectLists } from '../../api/queries';
import { openExternal } from '../../components/external-link';
import { useDialogs } from '../../components/dialog-context';
import { useLogout } from '../../features/account';
import type { DomainMenu, DomainMenuSource } from '../../features/domains';
import { CommandPalette, type PaletteEntry } from '../../features/palette';
import { useGoTo } from '../../hooks/use-go-to';
import { themes, useTheme } from '../../hooks/use-theme';
import { supportedLocales } from '../../i18n/messages';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { localeChanged } from '../../store/session-slice';
import { languageNames } from '../../components/language-switcher';
import { accountDialogActions, quickActions, screenDialogActions, useFeatures } from '../commands';

/**
 * The command palette with the panel's actions, each from the same data as the control it stands
 * for: the screens from the page list, the Add-a-domain menu's quick actions, a domain's actions from
 * its row menu (`useDomainMenu`; an item that does not apply is left out), the user menu's (its
 * colour modes from `useTheme`), the language switcher's languages. Loaded the first time the palette opens.
 */
export function PaletteDialog({ menuSource: MenuSource }: { menuSource: typeof DomainMenuSource }) {
  return <MenuSource>{(menu) => <Palette menu={menu} />}</MenuSource>;
}

function Palette({ menu }: { menu: DomainMenu }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const goTo = useGoTo();
  const { open } = useDialogs();
  const logout = useLogout();
  const locale = useAppSelector((state) => state.session.locale);
  const { theme, setTheme } = useTheme();
  const { domains, redirects } = useAppSelector(selectLists);
  const upgrade = useAppSelector((state) => state.session.plan?.upsell?.upgrade);
  const features = useFeatures();
  const screenDialogs = useAvailable(screenDialogActions);
  const accountDialogs = useAvailable(accountDialogActions);
  const dnsZone = useCapability('dnsZone');
  const visitorStats = useCapability('visitorStats');

  const actions = useMemo((): PaletteEntry[] => {
    const say = (id: Parameters<typeof intl.formatMessage>[0]['id'], values?: Record<string, string>) => intl.formatMessage({ id }, values);
    const eachDomain = (key: string, label: Parameters<typeof say>[0], run: (domain: string) => void) =>
      domains.map(({ domain }): PaletteEntry => ({ id: `${key}:${domain}`, kind: 'action', label: say(label, { domain }), run: () => run(domain) }));
    return [
      ...features.map(({ page, title }): PaletteEntry => ({ id: `screen:${page}`, kind: 'screen', label: say(title), run: () => goTo(page) })),
      ...screenDialogs.map(({ id, label, dialog }): PaletteEntry => ({ id, kind: 'action', label: say(label), run: () => open(dialog) })),
      ...quickActions.map(
        ({ key, label, page, action }): PaletteEntry => ({ id: `quick:${key}`, kind: 'action', label: say(label), run: () => goTo(page, action) }),
      ),
      ...accountDialogs.map(({ id, label, dialog }): PaletteEntry => ({ id, kind: 'action', label: say(label), run: () => open(dialog) })),
      { id: 'action:logout', kind: 'action', label: say('user.logout'), run: () => void logout() },
      ...(upgrade ? [{ id: 'action:upgrade', kind: 'action' as const, label: say('user.upgrade'), run: () => openExternal(upgrade) }] : []),
      // Each domain's error log, DNS zone (the dnsZone extension) and visitor statistics (visitorStats),
      // found by their words alone ("error log", "dziennik błędów", "DNS zone", "statystyki odwiedzin").
      ...eachDomain('errorLog', 'palette.errorLog', (domain) => open('logViewer', { domain, type: 'error' })),
      ...(dnsZone ? eachDomain('dnsZone', 'dns.palette', (domain) => open('dnsZone', { domain })) : []),
      ...(visitorStats ? eachDomain('visitorStats', 'visitor-stats.palette', (domain) => open('visitorStats', { domain })) : []),
      ...supportedLocales
        .filter((code) => code !== locale)
        .map(
          (code: Locale): PaletteEntry => ({
            id: `language:${code}`,
            kind: 'action',
            label: say('palette.language', { language: languageNames[code] }),
            run: () => dispatch(localeChanged(code)),
          }),
        ),
      ...themes
        .filter((other) => other !== theme)
        .map(
          (other): PaletteEntry => ({
            id: `theme:${other}`,
            kind: 'action',
            label: say('palette.theme', { theme: say(`theme.${other}`) }),
            run: () => setTheme(other),
          }),
        ),
    ];
  }, [intl, goTo, open, logout, locale, dispatch, theme, setTheme, features, screenDialogs, accountDialogs, domains, upgrade, dnsZone, visitorStats]);

  const byName = useMemo(() => new Map(domains.map((domain) => [domain.domain, domain])), [domains]);
  const rootRedirects = useMemo(() => new Set(redirects.filter((r) => r.directory === '/').map((r) => r.domain)), [redirects]);
  const domainActions = useCallback(
    (name: string): PaletteEntry[] => {
      const domain = byName.get(name);
      if (!domain) return [];
      return menu(domain, rootRedirects.has(name))
        .filter((item) => !item.disabledHint)
        .map((item): PaletteEntry => {
          const action = intl.formatMessage({ id: item.label });
          return {
            id: `domainAction:${name}:${item.label}`,
            kind: 'domainAction',
            label: intl.formatMessage({ id: 'palette.domainAction' }, { domain: name, action }),
            // An 86-character name gives way to the action: every action of it is told apart on a phone too.
            display: (
              <FormattedMessage
                id="palette.domainAction"
                values={{
                  domain: (
                    <span key="domain" className="text-truncate" title={name}>
                      {name}
                    </span>
                  ),
                  action: (
                    <span key="action" className="flex-shrink-0">
                      {action}
                    </span>
                  ),
                }}
              />
            ),
            run: item.run,
          };
        });
    },
    [byName, rootRedirects, menu, intl],
  );

  return <CommandPalette actions={actions} domainActions={domainActions} />;
}
