import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Domain } from '@panel/contract';
import { pagePath } from '@panel/contract/pages';
import { useCapability } from '../../api/capabilities';
import { selectLists } from '../../api/queries';
import { useDialogs } from '../../components/dialog-context';
import { useGoTo } from '../../hooks/use-go-to';
import type { RowMenuItem } from '../../components/row-menu';
import type { MessageId } from '../../i18n/messages';
import { fileDirSet } from '../../store/navigation-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { PhpVersionDialog, RemoveDomainDialog } from './dialogs';
import { groupDomainMenu } from './domain-menu-look';

export type DomainMenuItem = RowMenuItem & { label: MessageId };

export type DomainMenu = (domain: Domain) => DomainMenuItem[];

/**
 * The per-domain menu, grouped (e-mail, web, security, danger) with icons, each item with what it
 * does. Delete stays in the primary domain's menu, disabled, saying why.
 */
export function useDomainMenu(): DomainMenu {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const goTo = useGoTo();
  const { show, open } = useDialogs();
  const dnsZone = useCapability('dnsZone');
  const visitorStats = useCapability('visitorStats');
  const redirects = useAppSelector((state) => selectLists(state).redirects);
  // The domains a redirect sends whole (its folder `/`): their menu changes that redirect rather than adding one.
  const rootRedirects = useMemo(() => new Set(redirects.filter((r) => r.directory === '/').map((r) => r.domain)), [redirects]);
  return useCallback(
    (domain) => {
      const name = domain.domain;
      const items: DomainMenuItem[] = [
        { label: 'domainMenu.emailAccount', run: () => goTo('emails', 'accountAdd', name) },
        { label: 'domainMenu.emailAlias', run: () => goTo('emails', 'forwarderAdd', name) },
        { label: rootRedirects.has(name) ? 'domainMenu.modifyRedirect' : 'domainMenu.createRedirect', run: () => goTo('redirects', 'redirect', name) },
        { label: 'domainMenu.ssl', run: () => goTo('ssl', 'ssl', name) },
        // The free certificate: for a domain without one, or in place of an uploaded one; a Let's Encrypt one is renewed.
        ...(domain.sslType === 'letsencrypt' ? [] : [{ label: 'domainMenu.generate' as const, run: () => open('generateCertificate', { domain: name }) }]),
        ...(domain.sslType === 'auto'
          ? []
          : [
              {
                label: 'domainMenu.renew' as const,
                run: () => (domain.sslType === 'letsencrypt' ? open('generateCertificate', { domain: name, renew: true }) : goTo('ssl', 'ssl', name)),
              },
            ]),
        { label: 'domainMenu.accessLog', run: () => open('logViewer', { domain: name }) },
        { label: 'domainMenu.errorLog', run: () => open('logViewer', { domain: name, type: 'error' }) },
        // The DNS zone editor (the dnsZone extension); for a domain whose DNS is elsewhere it says which name servers to set.
        ...(dnsZone ? [{ label: 'domainMenu.dnsZone' as const, run: () => open('dnsZone', { domain: name }) }] : []),
        // The domain's visitor statistics from its access log (the visitorStats extension).
        ...(visitorStats ? [{ label: 'visitor-stats.menu' as const, run: () => open('visitorStats', { domain: name }) }] : []),
        {
          label: 'domainMenu.browse',
          run: () => {
            dispatch(fileDirSet(domain.directory));
            void navigate(pagePath('files'));
          },
        },
        { label: 'domainMenu.php', run: () => show(<PhpVersionDialog domain={domain} />) },
        { label: 'domainMenu.wordpress', run: () => goTo('scripts', 'script', name) },
        { label: 'domainMenu.trustedSender', run: () => goTo('emails', 'trustedAdd', name) },
        { label: 'domainMenu.blockedSender', run: () => goTo('emails', 'blockedAdd', name) },
      ];
      items.push({
        label: 'domainMenu.delete',
        danger: true,
        disabledHint: domain.canDelete ? undefined : 'domainMenu.deletePrimary',
        run: () => show(<RemoveDomainDialog domain={name} />),
      });
      return groupDomainMenu(items);
    },
    [dispatch, navigate, goTo, show, open, dnsZone, visitorStats, rootRedirects],
  );
}
