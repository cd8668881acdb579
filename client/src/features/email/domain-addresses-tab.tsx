import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Domain } from '@panel/contract';
import { buttonColumn } from '../../components/button-column';
import { useDialogs } from '../../components/dialog-context';
import { textColumn, type Column } from '../../components/list-table';
import { ListScreen } from '../../components/list-screen';
import { cachedMessage } from '../../lib/cached-message';
import { useAppSelector } from '../../store/hooks';
import { DomainAddressDialog, type DomainSetting } from './domain-address-dialog';
import { selectLists } from '../../api/queries';

const TEXT = {
  catchall: { explain: 'catchall.explain', none: 'catchall.none', column: 'catchall.column', label: 'emails.tab.catchall', change: 'catchall.change' },
  monitoring: {
    explain: 'monitoring.explain',
    none: 'monitoring.none',
    column: 'monitoring.column',
    label: 'emails.tab.monitoring',
    change: 'monitoring.change',
  },
} as const;

const ROW = {
  catchall: (domain: Domain) => ({ 'data-testid': 'catchall-row', 'data-domain': domain.domain }),
  monitoring: (domain: Domain) => ({ 'data-testid': 'monitoring-row', 'data-domain': domain.domain }),
};

/** What the setting does, then each domain's catch-all (default) or monitoring address, with a change button. */
export function DomainAddressesTab({ setting }: { setting: DomainSetting }) {
  const { show } = useDialogs();
  const domains = useAppSelector((state) => selectLists(state).domains);
  const text = TEXT[setting];
  const columns = useMemo<Column<Domain>[]>(() => {
    const addressOf = (domain: Domain) => (setting === 'catchall' ? domain.catchallEmail : domain.bccEmail);
    return [
      textColumn<Domain>('domain', 'emails.column.domain', (domain) => domain.domain, {
        className: 'address-cell',
        textClassName: 'fw-medium',
        identifies: true,
      }),
      {
        id: 'address',
        header: text.column,
        className: 'address-cell',
        stack: true,
        cellProps: () => ({ 'data-testid': `${setting}-address` }),
        cell: (domain, intl) => {
          const address = addressOf(domain);
          return address === null ? (
            <span className="d-block text-truncate text-body-secondary" title={cachedMessage(intl, text.none)}>
              {cachedMessage(intl, text.none)}
            </span>
          ) : (
            <span className="d-block text-truncate" title={address}>
              {address}
            </span>
          );
        },
      },
      buttonColumn<Domain>({
        header: 'emails.column.actions',
        words: 'emails.change',
        label: (domain, intl) => intl.formatMessage({ id: text.change }, { domain: domain.domain }),
        onClick: (domain) => show(<DomainAddressDialog setting={setting} domain={domain} />),
      }),
    ];
  }, [setting, text, show]);
  return (
    <>
      <p className="text-body-secondary small">
        <FormattedMessage id={text.explain} />
      </p>
      <ListScreen
        list={{ items: domains, columns, rowProps: ROW[setting] }}
        texts={{ label: text.label, noMatch: { text: 'emails.noDomains' } }}
        className="domain-addresses-table"
        testId={`${setting}-table`}
      />
    </>
  );
}
