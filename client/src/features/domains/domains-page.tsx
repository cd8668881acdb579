import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Hdd, PlusLg } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Domain } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageTitle } from '../../components/page-title';
import { Pager, pageCountOf } from '../../components/pager';
import { SearchBox } from '../../components/search-box';
import { useGoTo } from '../../hooks/use-go-to';
import { useScreenEntry } from '../../hooks/use-screen-entry';
import type { RedirectInstruction } from '../../store/account-slice';
import { fileDirSet } from '../../store/account-slice';
import { selectDomains } from '../../store/selectors';
import { dialogOpened } from '../../store/ui-slice';
import type { DomainAction } from './domain-actions-menu';
import { DomainConfigDialog } from './domain-config-dialog';
import { DomainsTable } from './domains-table';
import { filterDomains } from './filter-domains';
import { LogViewerDialog } from './log-viewer-dialog';
import { PhpVersionDialog } from './php-version-dialog';
import { RemoveDomainDialog } from './remove-domain-dialog';

export const DOMAINS_PAGE_SIZE = 50;

type OpenDialog = { kind: 'config' } | { kind: 'remove'; domain: string } | { kind: 'php'; domain: string } | { kind: 'log'; domain: string } | null;

export function DomainsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const goTo = useGoTo();
  const domains = useAppSelector(selectDomains);
  const redirects = useAppSelector((state) => state.account.redirects);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  useScreenEntry('domains', (instruction: RedirectInstruction) => {
    switch (instruction.action) {
      case 'password':
        dispatch(dialogOpened('changePassword'));
        break;
      case 'redirect':
        goTo('redirects', 'redirect', instruction.domain);
        break;
      case 'script':
        goTo('scripts', 'script', instruction.domain);
        break;
      case 'ssl':
        goTo('ssl', 'ssl', instruction.domain);
        break;
      default:
        break;
    }
  });

  const deferredSearch = useDeferredValue(search);
  const filtered = useMemo(() => filterDomains(domains, deferredSearch), [domains, deferredSearch]);
  const pageCount = pageCountOf(filtered.length, DOMAINS_PAGE_SIZE);
  const currentPage = Math.min(page, pageCount - 1);
  const visible = useMemo(() => filtered.slice(currentPage * DOMAINS_PAGE_SIZE, (currentPage + 1) * DOMAINS_PAGE_SIZE), [filtered, currentPage]);
  const rootRedirects = useMemo(() => new Set(redirects.filter((r) => r.directory === '/').map((r) => r.domain)), [redirects]);

  const onAction = useCallback(
    (action: DomainAction, domain: Domain) => {
      const name = domain.domain;
      switch (action) {
        case 'emailAccount':
          return goTo('emails', 'accounts', name);
        case 'emailAlias':
          return goTo('emails', 'forwarders', name);
        case 'redirect':
          return goTo('redirects', 'redirect', name);
        case 'ssl':
          return goTo('ssl', 'ssl', name);
        case 'accessLog':
          return setDialog({ kind: 'log', domain: name });
        case 'browse':
          dispatch(fileDirSet(domain.directory));
          return navigate('/files');
        case 'php':
          return setDialog({ kind: 'php', domain: name });
        case 'wordpress':
          return goTo('scripts', 'script', name);
        case 'trustedSender':
        case 'blockedSender':
          return goTo('emails', 'filters', name);
        case 'delete':
          return setDialog({ kind: 'remove', domain: name });
      }
    },
    [dispatch, goTo, navigate],
  );

  const closeDialog = () => setDialog(null);
  const phpDomain = dialog?.kind === 'php' ? (domains.find((d) => d.domain === dialog.domain) ?? null) : null;

  return (
    <>
      <PageTitle id="domains.title">
        <div className="d-flex flex-wrap gap-2">
          <Button variant="primary" size="sm" onClick={() => dispatch(dialogOpened('addDomain'))}>
            <PlusLg aria-hidden="true" className="me-1" />
            <FormattedMessage id="domains.add" />
          </Button>
          <Button variant="outline-secondary" size="sm" onClick={() => setDialog({ kind: 'config' })}>
            <Hdd aria-hidden="true" className="me-1" />
            <FormattedMessage id="domains.config" />
          </Button>
        </div>
      </PageTitle>
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
        <DomainsTable domains={visible} rootRedirects={rootRedirects} onAction={onAction} />
        {filtered.length > DOMAINS_PAGE_SIZE && (
          <Card.Footer className="bg-body">
            <Pager page={currentPage} pageSize={DOMAINS_PAGE_SIZE} total={filtered.length} onPage={setPage} label={intl.formatMessage({ id: 'domains.pager' })} />
          </Card.Footer>
        )}
      </Card>
      <DomainConfigDialog show={dialog?.kind === 'config'} onHide={closeDialog} />
      <RemoveDomainDialog domain={dialog?.kind === 'remove' ? dialog.domain : null} onHide={closeDialog} />
      <PhpVersionDialog domain={phpDomain} onHide={closeDialog} />
      <LogViewerDialog domain={dialog?.kind === 'log' ? dialog.domain : null} onHide={closeDialog} />
    </>
  );
}
