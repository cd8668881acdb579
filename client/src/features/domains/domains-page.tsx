import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Hdd, PlusLg } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDialogs } from '../../components/dialog-host';
import { PageTitle } from '../../components/page-title';
import { PAGE_SIZE, Pager, pageCountOf } from '../../components/pager';
import { SearchBox } from '../../components/search-box';
import { SkeletonRows } from '../../components/skeleton-rows';
import { useGoTo } from '../../hooks/use-go-to';
import { useScreenEntry } from '../../hooks/use-screen-entry';
import { useAppSelector } from '../../store/hooks';
import { selectDomains } from '../../store/selectors';
import { AddDomainDialog } from './add-domain-dialog';
import { DomainConfigDialog } from './domain-config-dialog';
import { DomainsTable, sortDomains, type DomainSort } from './domains-table';
import { NameServers } from './name-servers';
import { filterDomains } from '../../lib/filter-domains';
import { useDomainMenu } from './use-domain-menu';

export function DomainsPage() {
  const intl = useIntl();
  const goTo = useGoTo();
  const { show, open } = useDialogs();
  const menu = useDomainMenu();
  const domains = useAppSelector(selectDomains);
  // The account's lists have not arrived yet: no table, and no first-run state, until they have.
  const loading = useAppSelector((state) => state.account.user === null);
  const redirects = useAppSelector((state) => state.account.redirects);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<DomainSort | null>(null);

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

  const filtered = useMemo(() => sortDomains(filterDomains(domains, search), sort), [domains, search, sort]);
  const pageCount = pageCountOf(filtered.length, PAGE_SIZE);
  const currentPage = Math.min(page, pageCount - 1);
  const visible = useMemo(() => filtered.slice(currentPage * PAGE_SIZE, (currentPage + 1) * PAGE_SIZE), [filtered, currentPage]);
  const rootRedirects = useMemo(() => new Set(redirects.filter((r) => r.directory === '/').map((r) => r.domain)), [redirects]);

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
      {loading ? (
        <Card>
          <SkeletonRows />
        </Card>
      ) : domains.length === 0 ? (
        <FirstRun onAdd={addDomain} />
      ) : (
        <Card>
          <Card.Header className="bg-body d-flex flex-wrap align-items-center gap-2">
            <SearchBox
              id="domains-search"
              className="domains-search"
              value={search}
              label={intl.formatMessage({ id: 'domains.search' })}
              onChange={(value) => {
                setSearch(value);
                setPage(0);
              }}
            />
            <span className="ms-auto small text-body-secondary" data-testid="domains-count">
              <FormattedMessage id="domains.count" values={{ count: filtered.length }} />
            </span>
          </Card.Header>
          <DomainsTable
            domains={visible}
            rootRedirects={rootRedirects}
            menu={menu}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              setPage(0);
            }}
          />
          {filtered.length > PAGE_SIZE && (
            <Card.Footer className="bg-body">
              <Pager page={currentPage} pageSize={PAGE_SIZE} total={filtered.length} onPage={setPage} label={intl.formatMessage({ id: 'domains.pager' })} />
            </Card.Footer>
          )}
        </Card>
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
