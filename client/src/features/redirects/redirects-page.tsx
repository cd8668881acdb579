import { useMemo } from 'react';
import { ArrowRightSquare } from 'react-bootstrap-icons';
import type { Redirect } from '@panel/contract';
import { ListScreen } from '../../components/list-screen';
import { useDialogs } from '../../components/dialog-context';
import { AddDomainFirst } from '../../components/add-domain-first';
import { EmptyState } from '../../components/empty-state';
import { PageTitle } from '../../components/page-title';
import { CreateButton } from '../../components/toolbar-button';
import { useHasDomains } from '../../hooks/use-domain-names';
import { useScreenEntry } from '../../hooks/use-screen-entry';
import { useAppSelector } from '../../store/hooks';
import { DeleteRedirectDialog } from './delete-redirect-dialog';
import { filterRedirects } from './filter-redirects';
import { RedirectDialog } from './redirect-dialog';
import { redirectRow, useRedirectColumns, type RedirectActions } from './redirects-table';
import { selectLists } from '../../api/queries';

/**
 * The account's redirections. The instruction `redirect` (a domain's menu, the quick actions) opens
 * the dialog for that domain's root: modify when the root is redirected already, create otherwise.
 * A redirection starts at a domain: without one, the screen is the prompt to add it.
 */
export function RedirectsPage() {
  const { show } = useDialogs();
  const redirects = useAppSelector((state) => selectLists(state).redirects);
  const hasDomains = useHasDomains();

  useScreenEntry('redirects', ({ action, domain }) => {
    if (action !== 'redirect' || !hasDomains) return;
    const root = domain === null ? undefined : redirects.find((r) => r.domain === domain && r.directory === '/');
    show(root ? <RedirectDialog redirect={root} /> : <RedirectDialog domain={domain ?? undefined} />);
  });

  const actions = useMemo<RedirectActions>(
    () => ({
      modify: (redirect: Redirect) => show(<RedirectDialog redirect={redirect} />),
      remove: (redirect: Redirect) => show(<DeleteRedirectDialog redirect={redirect} />),
    }),
    [show],
  );
  const columns = useRedirectColumns(actions);
  const create = () => show(<RedirectDialog />);

  return (
    <>
      <PageTitle id="redirects.title" />
      <ListScreen
        buttons={hasDomains && <CreateButton label="redirects.create" onClick={create} />}
        list={{ id: 'redirects', items: redirects, columns, rowProps: redirectRow }}
        texts={{ label: 'redirects.tableLabel', count: 'redirects.count', pager: 'redirects.pager', noMatch: 'redirects.noMatch' }}
        firstRun={
          hasDomains ? (
            <EmptyState testId="redirects-empty" icon={ArrowRightSquare} text="redirects.empty" action={{ label: 'redirects.createFirst', onClick: create }} />
          ) : (
            <AddDomainFirst testId="redirects-no-domain" text="redirects.noDomains" />
          )
        }
        search={{ className: 'redirects-search', label: 'redirects.search', filter: filterRedirects }}
      />
    </>
  );
}
