import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { BoxArrowUpRight, CloudUpload } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Domain } from '@panel/contract';
import { useDialogs } from '../../components/dialog-host';
import { PageTitle } from '../../components/page-title';
import { PAGE_SIZE, Pager, pageCountOf } from '../../components/pager';
import { SearchBox } from '../../components/search-box';
import { useGoTo } from '../../hooks/use-go-to';
import { useScreenEntry } from '../../hooks/use-screen-entry';
import { filterDomains } from '../../lib/filter-domains';
import { useAppSelector } from '../../store/hooks';
import { selectDomains } from '../../store/selectors';
import { GenerateCertificateDialog } from './generate-certificate-dialog';
import { SslTable, type SslMenu } from './ssl-table';
import { UploadCertificateDialog } from './upload-certificate-dialog';

export function SslPage() {
  const intl = useIntl();
  const goTo = useGoTo();
  const { show } = useDialogs();
  const domains = useAppSelector(selectDomains);
  const upsell = useAppSelector((state) => state.account.upsell);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);

  useScreenEntry('ssl', ({ action }) => {
    if (action === 'ssl') show(<UploadCertificateDialog />);
  });

  const menu = useCallback<SslMenu>(
    (domain: Domain) => [
      { label: 'sslMenu.upload', run: () => show(<UploadCertificateDialog />) },
      ...(domain.sslType === 'letsencrypt' ? [] : [{ label: 'sslMenu.generate' as const, run: () => show(<GenerateCertificateDialog domain={domain.domain} />) }]),
    ],
    [show],
  );

  const deferredSearch = useDeferredValue(search);
  const filtered = useMemo(() => filterDomains(domains, deferredSearch), [domains, deferredSearch]);
  const pageCount = pageCountOf(filtered.length, PAGE_SIZE);
  const currentPage = Math.min(page, pageCount - 1);
  const visible = useMemo(() => filtered.slice(currentPage * PAGE_SIZE, (currentPage + 1) * PAGE_SIZE), [filtered, currentPage]);

  return (
    <>
      <PageTitle id="ssl.title">
        <div className="d-flex flex-wrap gap-2">
          <Button variant="primary" size="sm" onClick={() => show(<UploadCertificateDialog />)}>
            <CloudUpload aria-hidden="true" className="me-1" />
            <FormattedMessage id="ssl.upload" />
          </Button>
          {upsell && (
            <a className="btn btn-outline-secondary btn-sm" href={upsell.certificate} target="_blank" rel="noopener noreferrer">
              <FormattedMessage id="ssl.buy" />
              <BoxArrowUpRight aria-hidden="true" className="ms-1" />
              <span className="visually-hidden">
                {' '}
                <FormattedMessage id="common.newTab" />
              </span>
            </a>
          )}
        </div>
      </PageTitle>
      {domains.length === 0 ? (
        <Card body className="text-center py-4" data-testid="ssl-first-run">
          <p className="mb-3">
            <FormattedMessage id="ssl.firstRun" />
          </p>
          <Button variant="primary" onClick={() => goTo('domains')}>
            <FormattedMessage id="ssl.firstRunAction" />
          </Button>
        </Card>
      ) : (
        <Card>
          <Card.Header className="bg-body d-flex flex-wrap align-items-center gap-2">
            <SearchBox
              id="ssl-search"
              className="domains-search"
              value={search}
              label={intl.formatMessage({ id: 'ssl.search' })}
              onChange={(value) => {
                setSearch(value);
                setPage(0);
              }}
            />
            <span className="ms-auto small text-body-secondary" data-testid="ssl-count">
              <FormattedMessage id="ssl.count" values={{ count: filtered.length }} />
            </span>
          </Card.Header>
          <SslTable domains={visible} menu={menu} />
          {filtered.length > PAGE_SIZE && (
            <Card.Footer className="bg-body">
              <Pager page={currentPage} pageSize={PAGE_SIZE} total={filtered.length} onPage={setPage} label={intl.formatMessage({ id: 'ssl.pager' })} />
            </Card.Footer>
          )}
        </Card>
      )}
    </>
  );
}
