import { useMemo } from 'react';
import Badge from 'react-bootstrap/Badge';
import { FormattedMessage } from 'react-intl';
import type { Redirect } from '@panel/contract';
import { redirectAddress } from '@panel/contract/rules';
import { CopyableText } from '../../components/copyable-text';
import { menuColumn, type Column } from '../../components/list-table';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/use-media-query';

export interface RedirectActions {
  modify: (redirect: Redirect) => void;
  remove: (redirect: Redirect) => void;
}

function Destination({ redirect, inline }: { redirect: Redirect; inline?: boolean }) {
  if (redirect.type === 'http') {
    return (
      <Badge bg="info-subtle" text="info-emphasis" className="fw-normal">
        <FormattedMessage id="redirects.httpToHttps" />
      </Badge>
    );
  }
  return (
    <span className={inline ? undefined : 'd-block text-truncate'} title={redirect.destination}>
      {redirect.destination}
    </span>
  );
}

export const redirectRow = (redirect: Redirect) => ({ 'data-testid': 'redirect-row', 'data-address': redirectAddress(redirect) });

/** Redirected address ({domain}{directory}), destination (under the address on a phone), code and the row menu. */
export function useRedirectColumns(actions: RedirectActions): readonly Column<Redirect>[] {
  const compact = useMediaQuery(PHONE_QUERY);
  return useMemo(() => {
    const columns: Column<Redirect>[] = [
      {
        id: 'address',
        header: 'redirects.column.address',
        className: 'address-cell',
        cell: (redirect) => (
          <>
            <CopyableText value={redirectAddress(redirect)} className="fw-medium" />
            {compact && (
              <div className="small text-body-secondary text-truncate">
                → <Destination redirect={redirect} inline />
              </div>
            )}
          </>
        ),
      },
    ];
    if (!compact) columns.push({ id: 'destination', header: 'redirects.column.destination', className: 'destination-cell', cell: (redirect) => <Destination redirect={redirect} /> });
    columns.push(
      {
        id: 'code',
        header: 'redirects.column.code',
        headerClassName: 'text-nowrap',
        className: 'text-nowrap',
        cell: (redirect) => (
          <Badge bg="secondary-subtle" text="secondary-emphasis" className="fw-normal">
            {redirect.code}
          </Badge>
        ),
      },
      menuColumn<Redirect>(
        'redirects.column.actions',
        (redirect, intl) => intl.formatMessage({ id: 'redirects.actions' }, { address: redirectAddress(redirect) }),
        (redirect) => [
          { label: 'redirects.modify', run: () => actions.modify(redirect) },
          { label: 'redirects.delete', run: () => actions.remove(redirect), danger: true },
        ],
      ),
    );
    return columns;
  }, [compact, actions]);
}
