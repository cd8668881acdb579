import { memo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Domain } from '@panel/contract';
import { useDialogs } from '../../components/dialog-host';
import { PAGE_SIZE, Pager, pageCountOf } from '../../components/pager';
import { useAppSelector } from '../../store/hooks';
import { DomainAddressDialog, type DomainSetting } from './domain-address-dialog';

const TEXT = {
  catchall: { none: 'catchall.none', column: 'catchall.column', label: 'emails.tab.catchall', change: 'catchall.change' },
  monitoring: { none: 'monitoring.none', column: 'monitoring.column', label: 'emails.tab.monitoring', change: 'monitoring.change' },
} as const;

const DomainRow = memo(function DomainRow({ domain, setting }: { domain: Domain; setting: DomainSetting }) {
  const intl = useIntl();
  const { show } = useDialogs();
  const address = setting === 'catchall' ? domain.catchallEmail : domain.bccEmail;
  const text = TEXT[setting];
  return (
    <tr data-testid={`${setting}-row`} data-domain={domain.domain}>
      <td className="address-cell">
        <span className="d-block text-truncate fw-medium" title={domain.domain}>
          {domain.domain}
        </span>
      </td>
      <td className="address-cell" data-testid={`${setting}-address`}>
        {address === null ? (
          <span className="d-block text-truncate text-body-secondary" title={intl.formatMessage({ id: text.none })}>
            <FormattedMessage id={text.none} />
          </span>
        ) : (
          <span className="d-block text-truncate" title={address}>
            {address}
          </span>
        )}
      </td>
      <td className="text-end">
        <Button variant="outline-primary" size="sm" onClick={() => show(<DomainAddressDialog setting={setting} domain={domain} />)} aria-label={intl.formatMessage({ id: text.change }, { domain: domain.domain })}>
          <FormattedMessage id="emails.change" />
        </Button>
      </td>
    </tr>
  );
});

/** Each domain's catch-all (default) or monitoring address, with a change button. */
export function DomainAddressesTab({ setting }: { setting: DomainSetting }) {
  const intl = useIntl();
  const domains = useAppSelector((state) => state.account.domains);
  const [page, setPage] = useState(0);
  const text = TEXT[setting];
  const pageCount = pageCountOf(domains.length, PAGE_SIZE);
  const currentPage = Math.min(page, pageCount - 1);
  const visible = domains.slice(currentPage * PAGE_SIZE, (currentPage + 1) * PAGE_SIZE);
  return (
    <Card>
      <Table hover responsive className="align-middle mb-0 domain-addresses-table" data-testid={`${setting}-table`} aria-label={intl.formatMessage({ id: text.label })}>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="emails.column.domain" />
            </th>
            <th scope="col">
              <FormattedMessage id={text.column} />
            </th>
            <th scope="col" className="text-end">
              <span className="visually-hidden">
                <FormattedMessage id="emails.column.actions" />
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {visible.length === 0 ? (
            <tr>
              <td colSpan={3} className="text-center text-body-secondary py-4">
                <FormattedMessage id="emails.noDomains" />
              </td>
            </tr>
          ) : (
            visible.map((domain) => <DomainRow key={domain.domain} domain={domain} setting={setting} />)
          )}
        </tbody>
      </Table>
      {domains.length > PAGE_SIZE && (
        <Card.Footer className="bg-body">
          <Pager page={currentPage} pageSize={PAGE_SIZE} total={domains.length} onPage={setPage} label={intl.formatMessage({ id: 'emails.pager' })} />
        </Card.Footer>
      )}
    </Card>
  );
}
