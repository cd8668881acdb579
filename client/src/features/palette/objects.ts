import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { proxyAddress, redirectAddress } from '@panel/contract/rules';
import { selectLists, type Lists } from '../../api/queries';
import { useGoTo } from '../../hooks/use-go-to';
import { addressOf } from '../../lib/mail-address';
import { useAppSelector } from '../../store/hooks';
import { searchable, type Searchable } from './search';

type GoTo = ReturnType<typeof useGoTo>;

/**
 * Every object the account holds as a palette entry; choosing one opens its screen (the tab that
 * lists it) with the object found in its table and focused, through `useGoTo`'s instruction. Built
 * again only when a list changes (the lists cache keeps an unchanged list's reference).
 */
export function usePaletteObjects(): Searchable[] {
  const intl = useIntl();
  const goTo = useGoTo();
  const { domains, emailAccounts, emailAliases, databases, redirects, scripts, sshKeys, cronJobs, proxies } = useAppSelector(selectLists);
  return useMemo(() => {
    const go = (page: Parameters<GoTo>[0], action: Parameters<GoTo>[1], table: string | null, text: string) => () =>
      goTo(page, action, null, table === null ? undefined : { table, text });
    return [
      ...domainEntries(domains, goTo, intl),
      ...emailAccounts.map((a) => mail('mailbox', addressOf(a), undefined, go('emails', 'accounts', 'emails', addressOf(a)))),
      ...emailAliases.map((a) => mail('alias', addressOf(a), a.destination, go('emails', 'forwarders', 'aliases', addressOf(a)))),
      ...databases.map((d) =>
        searchable({
          id: `database:${d.type}:${d.name}`,
          kind: 'database',
          label: d.name,
          detail: intl.formatMessage({ id: `databases.type.${d.type}` }),
          run: go('databases', d.type, 'databases', d.name),
        }),
      ),
      ...redirects.map((r) => {
        const address = redirectAddress(r);
        return searchable({
          id: `redirect:${address}`,
          kind: 'redirect',
          label: address,
          detail: r.destination,
          run: go('redirects', null, 'redirects', address),
        });
      }),
      ...scripts.map((s) => {
        const address = `${s.domain}${s.directory}`;
        return searchable({ id: `script:${s.id}`, kind: 'script', label: address, detail: s.type, run: go('scripts', null, 'scripts', address) });
      }),
      ...sshKeys.map((k) =>
        searchable({ id: `sshKey:${k.id}`, kind: 'sshKey', label: k.name, detail: k.fingerprint, run: go('access', 'ssh', 'ssh-keys', k.name) }),
      ),
      ...cronJobs.map((j) =>
        searchable({ id: `cron:${j.id}`, kind: 'cron', label: j.command, detail: j.settings, run: go('advanced', 'cron', 'cron', j.command) }),
      ),
      ...proxies.map((p) => {
        const address = proxyAddress(p);
        return searchable({ id: `webApp:${address}`, kind: 'webApp', label: address, detail: String(p.port), run: go('advanced', 'apps', 'apps', address) });
      }),
    ];
  }, [domains, emailAccounts, emailAliases, databases, redirects, scripts, sshKeys, cronJobs, proxies, goTo, intl]);
}

function mail(kind: 'mailbox' | 'alias', address: string, detail: string | undefined, run: () => void): Searchable {
  return searchable({ id: `${kind}:${address}`, kind, label: address, detail, run });
}

/** The domains, and the certificates (a domain whose SSL is Let's Encrypt's or uploaded). */
function domainEntries(domains: Lists['domains'], goTo: GoTo, intl: IntlShape): Searchable[] {
  const entries = domains.map((d) =>
    searchable({ id: `domain:${d.domain}`, kind: 'domain', label: d.domain, run: () => goTo('domains', null, null, { table: 'domains', text: d.domain }) }),
  );
  for (const d of domains) {
    if (d.sslType === 'auto') continue;
    entries.push(
      searchable({
        id: `certificate:${d.domain}`,
        kind: 'certificate',
        label: d.domain,
        detail: intl.formatMessage({ id: `ssl.state.${d.sslType}` }),
        run: () => goTo('ssl', null, null, { table: 'ssl', text: d.domain }),
      }),
    );
  }
  return entries;
}
