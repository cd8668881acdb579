import { useDeferredValue, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { ArrowRightSquare, PlusLg } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Redirect } from '@panel/contract';
import { useDialogs } from '../../components/dialog-host';
import { PageTitle } from '../../components/page-title';
import { PAGE_SIZE, Pager, pageCountOf } from '../../components/pager';
import { SearchBox } from '../../components/search-box';
import { useScreenEntry } from '../../hooks/use-screen-entry';
import { useAppSelector } from '../../store/hooks';
import { DeleteRedirectDialog } from './delete-redirect-dialog';
import { filterRedirects } from './filter-redirects';
import { RedirectDialog } from './redirect-dialog';
import { RedirectsTable, type RedirectActions } from './redirects-table';

/**
 * The account's redirections. The instruction `redirect` (a domain's menu, the quick actions) opens
 * the dialog for that domain's root: modify when the root is redirected already, create otherwise.
 */
export function RedirectsPage() {
  const intl = useIntl();
  const { show } = useDialogs();
  const redirects = useAppSelector((state) => state.account.redirects);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);

  useScreenEntry('redirects', ({ action, domain }) => {
    if (action !== 'redirect') return;
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
  const deferredSearch = useDeferredValue(search);
  const filtered = useMemo(() => filterRedirects(redirects, deferredSearch), [redirects, deferredSearch]);
  const pageCount = pageCountOf(filtered.length, PAGE_SIZE);
  const currentPage = Math.min(page, pageCount - 1);
  const visible = useMemo(() => filtered.slice(currentPage * PAGE_SIZE, (currentPage + 1) * PAGE_SIZE), [filtered, currentPage]);
  const create = () => show(<RedirectDialog />);

  return (
    <>
      <PageTitle id="redirects.title">
        <Button variant="primary" size="sm" onClick={create}>
          <PlusLg aria-hidden="true" className="me-1" />
          <FormattedMessage id="redirects.create" />
        </Button>
      </PageTitle>
      {redirects.length === 0 ? (
        <Card body className="text-center py-4" data-testid="redirects-empty">
          <ArrowRightSquare aria-hidden="true" className="fs-2 text-body-secondary mb-2" />
          <p className="mb-3">
            <FormattedMessage id="redirects.empty" />
          </p>
          <Button variant="primary" onClick={create}>
            <FormattedMessage id="redirects.createFirst" />
          </Button>
        </Card>
      ) : (
        <Card>
          <Card.Header className="bg-body d-flex flex-wrap align-items-center gap-2">
            <SearchBox
              id="redirects-search"
              className="redirects-search"
              value={search}
              label={intl.formatMessage({ id: 'redirects.search' })}
              onChange={(value) => {
                setSearch(value);
                setPage(0);
              }}
            />
            <span className="ms-auto small text-body-secondary" data-testid="redirects-count">
              <FormattedMessage id="redirects.count" values={{ count: filtered.length }} />
            </span>
          </Card.Header>
          <RedirectsTable redirects={visible} actions={actions} />
          {filtered.length > PAGE_SIZE && (
            <Card.Footer className="bg-body">
              <Pager page={currentPage} pageSize={PAGE_SIZE} total={filtered.length} onPage={setPage} label={intl.formatMessage({ id: 'redirects.pager' })} />
            </Card.Footer>
          )}
        </Card>
      )}
    </>
  );
}
