import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Domain } from '@panel/contract';
import { proxyAddress, redirectAddress } from '@panel/contract/rules';
import { selectLists } from '../../api/queries';
import type { MessageId } from '../../i18n/messages';
import { useGoTo } from '../../hooks/use-go-to';
import { addressOf } from '../../lib/mail-address';
import { useAppSelector } from '../../store/hooks';
import { itemsSource, perKey, perList, type PaletteSource } from './sources';

/** The domains with a certificate of their own (Let's Encrypt's or uploaded), one list per domains list: the certificates' keys are kept by it. */
const withCertificate = perList((domains: readonly Domain[]) => domains.filter((d) => d.sslType !== 'auto'));

/**
 * Every object the account holds as palette entries, a source per kind; choosing one opens its
 * screen (the tab that lists it) with the object found in its table and focused, through `useGoTo`'s
 * instruction. The search keys are made once per list (the lists cache keeps an unchanged list's
 * reference) and language; an entry only when it is shown.
 */
export function usePaletteObjects(): PaletteSource[] {
  const intl = useIntl();
  const goTo = useGoTo();
  const { domains, emailAccounts, emailAliases, databases, redirects, scripts, sshKeys, cronJobs, proxies } = useAppSelector(selectLists);
  return useMemo(() => {
    const find = (table: string, text: string) => ({ table, text });
    // A detail of a few kinds of text (a certificate's state, a database's type) formatted once a kind.
    const say = perKey((id: MessageId) => intl.formatMessage({ id }));
    return [
      itemsSource(domains, intl, {
        kind: 'domain',
        idPrefix: 'domain:',
        name: (d) => d.domain,
        label: (d) => d.domain,
        run: (d) => goTo('domains', null, null, find('domains', d.domain)),
      }),
      itemsSource(withCertificate(domains), intl, {
        kind: 'certificate',
        idPrefix: 'certificate:',
        name: (d) => d.domain,
        label: (d) => d.domain,
        detail: (d) => say(`ssl.state.${d.sslType}`),
        run: (d) => goTo('ssl', null, null, find('ssl', d.domain)),
      }),
      itemsSource(emailAccounts, intl, {
        kind: 'mailbox',
        idPrefix: 'mailbox:',
        name: addressOf,
        label: addressOf,
        run: (a) => goTo('emails', 'accounts', null, find('emails', addressOf(a))),
      }),
      itemsSource(emailAliases, intl, {
        kind: 'alias',
        idPrefix: 'alias:',
        name: addressOf,
        label: addressOf,
        detail: (a) => a.destination,
        run: (a) => goTo('emails', 'forwarders', null, find('aliases', addressOf(a))),
      }),
      itemsSource(databases, intl, {
        kind: 'database',
        idPrefix: 'database:',
        name: (d) => `${d.type}:${d.name}`,
        label: (d) => d.name,
        detail: (d) => say(`databases.type.${d.type}`),
        run: (d) => goTo('databases', d.type, null, find('databases', d.name)),
      }),
      itemsSource(redirects, intl, {
        kind: 'redirect',
        idPrefix: 'redirect:',
        name: redirectAddress,
        label: redirectAddress,
        detail: (r) => r.destination,
        run: (r) => goTo('redirects', null, null, find('redirects', redirectAddress(r))),
      }),
      itemsSource(scripts, intl, {
        kind: 'script',
        idPrefix: 'script:',
        name: (s) => String(s.id),
        label: (s) => `${s.domain}${s.directory}`,
        detail: (s) => s.type,
        run: (s) => goTo('scripts', null, null, find('scripts', `${s.domain}${s.directory}`)),
      }),
      itemsSource(sshKeys, intl, {
        kind: 'sshKey',
        idPrefix: 'sshKey:',
        name: (k) => String(k.id),
        label: (k) => k.name,
        detail: (k) => k.fingerprint,
        run: (k) => goTo('access', 'ssh', null, find('ssh-keys', k.name)),
      }),
      itemsSource(cronJobs, intl, {
        kind: 'cron',
        idPrefix: 'cron:',
        name: (j) => String(j.id),
        label: (j) => j.command,
        detail: (j) => j.settings,
        run: (j) => goTo('advanced', 'cron', null, find('cron', j.command)),
      }),
      itemsSource(proxies, intl, {
        kind: 'webApp',
        idPrefix: 'webApp:',
        name: proxyAddress,
        label: proxyAddress,
        detail: (p) => String(p.port),
        run: (p) => goTo('advanced', 'apps', null, find('apps', proxyAddress(p))),
      }),
    ];
  }, [domains, emailAccounts, emailAliases, databases, redirects, scripts, sshKeys, cronJobs, proxies, goTo, intl]);
}
