import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Hdd, PlusLg } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import { useDialogs } from '../../components/dialog-context';
import { PageTitle } from '../../components/page-title';
import { ListScreen } from '../../components/list-screen';
import { SkeletonRows } from '../../components/skeleton-rows';
import { useGoTo } from '../../hooks/use-go-to';
import { useScreenEntry } from '../../hooks/use-screen-entry';
import { useAppSelector } from '../../store/hooks';
import { AddDomainDialog } from './dialogs';
import { DomainConfigDialog } from './domain-config-dialog';
import { domainRow, useDomainColumns } from './domains-table';
import { NameServers } from './name-servers';
import { filterDomains } from '../../lib/filter-domains';
import { useDomainMenu } from './use-domain-menu';
import { selectLists } from '../../api/queries';
import { AttentionPanel } from './attention-panel';

export function DomainsPage() {
  const goTo = useGoTo();
  const { show, open } = useDialogs();
  const menu = useDomainMenu();
  const domains = useAppSelector((state) => selectLists(state).domains);
  // The account's lists have not arrived yet: no table, and no first-run state, until they have. The
  // table does not wait for the mail authentication status (the mailAuth extension): its badges and
  // its Needs attention item have their room kept until it comes (domains-table.tsx, attention-panel.tsx).
  const loading = useAppSelector((state) => selectLists(state).user === null);

  useScreenEntry('domains', ({ action, domain }) => {
    switch (action) {
      case 'password':
        return open('changePassword');
      case 'redirect':
        return goTo('redirects', 'redirect', domain);
      case 'script':
        return goTo('scripts', 'script', domain);
      case 'ssl':
        return goTo('ssl', 'ssl', domain);
    }
  });

  const columns = useDomainColumns(menu);
  const addDomain = () => show(<AddDomainDialog />);

  return (
    <>
      <PageTitle id="domains.title">
        {/* Add a domain is the top bar's (one button for it on every screen); the first-run state has its own. */}
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-secondary" size="sm" onClick={() => show(<DomainConfigDialog />)}>
            <Hdd aria-hidden="true" className="me-1" />
            <FormattedMessage id="domains.config" />
          </Button>
        </div>
      </PageTitle>
      {/* What needs attention across the account: shown with the table, in the same render. */}
      {!loading && domains.length > 0 && <AttentionPanel />}
      {loading ? (
        <Card>
          <SkeletonRows />
        </Card>
      ) : (
        <ListScreen
          list={{ id: 'domains', items: domains, columns, rowProps: domainRow }}
          texts={{ label: 'domains.tableLabel', count: 'domains.count', pager: 'domains.pager', noMatch: { text: 'domains.empty', testId: 'domains-empty' } }}
          firstRun={<FirstRun onAdd={addDomain} />}
          search={{ className: 'domains-search', label: 'domains.search', filter: filterDomains }}
          responsive={false}
        />
      )}
    </>
  );
}

/** An account without domains: what to do first, the action, and the name servers a domain points to. */
function FirstRun({ onAdd }: { onAdd: () => void }) {
  return (
    <Card className="first-run" data-testid="domains-first-run">
      <Card.Body className="p-4">
        <h2 className="h5">
          <FormattedMessage id="domains.firstRun.title" />
        </h2>
        <p className="text-body-secondary">
          <FormattedMessage id="domains.firstRun.text" />
        </p>
        <div className="first-run-servers mb-4">
          <NameServers />
        </div>
        <Button variant="primary" onClick={onAdd}>
          <PlusLg aria-hidden="true" className="me-1" />
          <FormattedMessage id="domains.firstRun.add" />
        </Button>
      </Card.Body>
    </Card>
  );
}
