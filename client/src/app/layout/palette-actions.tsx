import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Domain, Locale } from '@panel/contract';
import { useAvailable, useCapability } from '../../api/capabilities';
import { selectLists } from '../../api/queries';
import { openExternal } from '../../components/external-link';
import { useDialogs } from '../../components/dialog-context';
import { useLogout } from '../../features/account';
import type { DomainMenu } from '../../features/domains';
import { entrySources, itemsSource, messageTemplate, perKey, perList, type PaletteEntry, type PaletteSource } from '../../features/palette';
import { useGoTo } from '../../hooks/use-go-to';
import { themes, useTheme } from '../../hooks/use-theme';
import { supportedLocales, type MessageId } from '../../i18n/messages';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { localeChanged } from '../../store/session-slice';
import { languageNames } from '../../components/language-switcher';
import { accountDialogActions, quickActions, screenDialogActions, useFeatures } from '../commands';

/**
 * The palette's actions, each from the same data as the control it stands for: the screens from the
 * page list, the Add-a-domain menu's quick actions, the user menu's (its colour modes from
 * `useTheme`), the language switcher's languages, and each domain's error log, DNS zone and visitor
 * statistics.
 */
export function usePaletteActions(): PaletteSource[] {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const goTo = useGoTo();
  const { open } = useDialogs();
  const logout = useLogout();
  const locale = useAppSelector((state) => state.session.locale);
  const { theme, setTheme } = useTheme();
  const { domains } = useAppSelector(selectLists);
  const upgrade = useAppSelector((state) => state.session.plan?.upsell?.upgrade);
  const features = useFeatures();
  const screenDialogs = useAvailable(screenDialogActions);
  const accountDialogs = useAvailable(accountDialogActions);
  const dnsZone = useCapability('dnsZone');
  const visitorStats = useCapability('visitorStats');

  return useMemo((): PaletteSource[] => {
    const say = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
    // A domain's action as a source over the domains list: its text formatted once and joined to each
    // name, an entry made only when shown (a format and an entry apiece took most of an opening over big).
    const eachDomain = (key: string, label: MessageId, run: (domain: string) => void) => {
      const text = messageTemplate(intl, label, ['domain']);
      return itemsSource(domains, intl, {
        kind: 'action',
        idPrefix: `${key}:`,
        name: ({ domain }) => domain,
        label: ({ domain }) => text({ domain }),
        run: ({ domain }) => run(domain),
      });
    };
    return [
      ...entrySources([
        ...features.map(({ page, title }): PaletteEntry => ({ id: `screen:${page}`, kind: 'screen', label: say(title), run: () => goTo(page) })),
        ...screenDialogs.map(({ id, label, dialog }): PaletteEntry => ({ id, kind: 'action', label: say(label), run: () => open(dialog) })),
        ...quickActions.map(
          ({ key, label, page, action }): PaletteEntry => ({ id: `quick:${key}`, kind: 'action', label: say(label), run: () => goTo(page, action) }),
        ),
        ...accountDialogs.map(({ id, label, dialog }): PaletteEntry => ({ id, kind: 'action', label: say(label), run: () => open(dialog) })),
        { id: 'action:logout', kind: 'action', label: say('user.logout'), run: () => void logout() },
        ...(upgrade ? [{ id: 'action:upgrade', kind: 'action' as const, label: say('user.upgrade'), run: () => openExternal(upgrade) }] : []),
      ]),
      // Each domain's error log, DNS zone (the dnsZone extension) and visitor statistics (visitorStats),
      // found by their words alone ("error log", "dziennik błędów", "DNS zone", "statystyki odwiedzin").
      eachDomain('errorLog', 'palette.errorLog', (domain) => open('logViewer', { domain, type: 'error' })),
      ...(dnsZone ? [eachDomain('dnsZone', 'dns.palette', (domain) => open('dnsZone', { domain }))] : []),
      ...(visitorStats ? [eachDomain('visitorStats', 'visitor-stats.palette', (domain) => open('visitorStats', { domain }))] : []),
      ...entrySources([
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
      ]),
    ];
  }, [intl, goTo, open, logout, locale, dispatch, theme, setTheme, features, screenDialogs, accountDialogs, domains, upgrade, dnsZone, visitorStats]);
}

// Worked out when a domain's actions are first asked for, once per domains list.
const byName = perList((domains: readonly Domain[]) => new Map(domains.map((domain) => [domain.domain, domain])));

/** A domain's actions ("example.com → Browse files") from its row menu (`useDomainMenu`; an item that does not apply is left out). */
export function useDomainActions(menu: DomainMenu): (name: string) => PaletteEntry[] {
  const intl = useIntl();
  const { domains } = useAppSelector(selectLists);
  return useMemo(() => {
    // The menu's texts formatted once each and joined to the domain: a keystroke naming new domains
    // made some 20 formats a domain.
    const joined = messageTemplate(intl, 'palette.domainAction', ['domain', 'action']);
    const nameOf = perKey((id: MessageId) => intl.formatMessage({ id }));
    return (name: string): PaletteEntry[] => {
      const domain = byName(domains).get(name);
      if (!domain) return [];
      return menu(domain)
        .filter((item) => !item.disabledHint)
        .map((item): PaletteEntry => {
          const action = nameOf(item.label);
          return {
            id: `domainAction:${name}:${item.label}`,
            kind: 'domainAction',
            label: joined({ domain: name, action }),
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
    };
  }, [domains, menu, intl]);
}
