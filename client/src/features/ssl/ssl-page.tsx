import { useCallback, useMemo, useState } from 'react';
import { CloudUpload } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import type { Domain } from '@panel/contract';
import { ListScreen } from '../../components/list-screen';
import { useDialogs } from '../../components/dialog-context';
import { AddDomainFirst } from '../../components/add-domain-first';
import { ExternalLink } from '../../components/external-link';
import { PageTitle } from '../../components/page-title';
import { Switch } from '../../components/switch';
import { ButtonBar, CreateButton } from '../../components/toolbar-button';
import { useScreenEntry } from '../../hooks/use-screen-entry';
import { useServerNow } from '../../hooks/use-server-now';
import { expiringSoon, expirySummary } from '../../lib/certificate-board';
import { filterDomains } from '../../lib/filter-domains';
import { useAppSelector } from '../../store/hooks';
import { GenerateCertificateDialog } from './generate-certificate-dialog';
import { sslRow, useSslColumns, type SslMenu } from './ssl-table';
import { UploadCertificateDialog } from './upload-certificate-dialog';
import { selectLists } from '../../api/queries';

const BY_URGENCY = { column: 'expires', descending: false } as const;

export function SslPage() {
  const { show } = useDialogs();
  const domains = useAppSelector((state) => selectLists(state).domains);
  const upsell = useAppSelector((state) => state.session.plan?.upsell);
  const now = useServerNow();
  const [soonOnly, setSoonOnly] = useState(false);
  const summary = useMemo(() => expirySummary(domains, now), [domains, now]);
  // Only the certificates expired or expiring within two weeks, then the search text.
  const filter = useMemo(
    () => (soonOnly ? (items: readonly Domain[], text: string) => filterDomains(expiringSoon(items, now), text) : filterDomains),
    [soonOnly, now],
  );

  useScreenEntry('ssl', ({ action }) => {
    if (action === 'ssl' && domains.length > 0) show(<UploadCertificateDialog />);
  });

  const menu = useCallback<SslMenu>(
    (domain: Domain) => [
      { label: 'sslMenu.upload', run: () => show(<UploadCertificateDialog />) },
      domain.sslType === 'letsencrypt'
        ? { label: 'sslMenu.renew', run: () => show(<GenerateCertificateDialog domain={domain.domain} renew />) }
        : { label: 'sslMenu.generate', run: () => show(<GenerateCertificateDialog domain={domain.domain} />) },
    ],
    [show],
  );

  const columns = useSslColumns(menu);

  return (
    <>
      <PageTitle id="ssl.title" />
      {/* A certificate is for a domain of the account: with none yet, the prompt below adds one first. */}
      {(domains.length > 0 || upsell) && (
        <ButtonBar>
          {domains.length > 0 && <CreateButton icon={CloudUpload} label="ssl.upload" onClick={() => show(<UploadCertificateDialog />)} />}
          {upsell && (
            <ExternalLink className="btn btn-outline-secondary btn-sm" href={upsell.certificate}>
              <FormattedMessage id="ssl.buy" />
            </ExternalLink>
          )}
        </ButtonBar>
      )}
      {domains.length > 0 && (
        <p className="mb-2" data-testid="ssl-summary" role="status">
          {summary.expired + summary.soon === 0 ? <FormattedMessage id="ssl.summaryFine" /> : <FormattedMessage id="ssl.summary" values={summary} />}
        </p>
      )}
      <ListScreen
        list={{ id: 'ssl', items: domains, columns, rowProps: sslRow }}
        // Most urgent first: expired, then the soonest expiry; domains without a certificate last.
        initialSort={BY_URGENCY}
        texts={{ label: 'ssl.tableLabel', count: 'ssl.count', pager: 'ssl.pager', noMatch: { text: 'domains.empty', testId: 'ssl-empty' } }}
        firstRun={<AddDomainFirst testId="ssl-first-run" text="ssl.firstRun" />}
        search={{ className: 'domains-search', label: 'ssl.search', filter }}
        toolbar={<Switch id="ssl-expiring-soon" label="ssl.expiringSoon" checked={soonOnly} onChange={setSoonOnly} className="mb-0" />}
      />
    </>
  );
}
