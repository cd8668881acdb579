import { useMemo } from 'react';
import Badge from 'react-bootstrap/Badge';
import { FormattedMessage } from 'react-intl';
import type { Redirect } from '@panel/contract';
import { redirectAddress } from '@panel/contract/rules';
import { CopyableText } from '../../components/copyable-text';
import { menuColumn, type Column } from '../../components/list-table';

export interface RedirectActions {
  modify: (redirect: Redirect) => void;
  remove: (redirect: Redirect) => void;
}

function Destination({ redirect }: { redirect: Redirect }) {
  if (redirect.type === 'http') {
    return (
      <Badge bg="info-subtle" text="info-emphasis" className="fw-normal">
        <FormattedMessage id="redirects.httpToHttps" />
      </Badge>
    );
  }
  return (
    <span className="d-block text-truncate" title={redirect.destination}>
      {redirect.destination}
    </span>
  );
}

export const redirectRow = (redirect: Redirect) => ({ 'data-testid': 'redirect-row', 'data-address': redirectAddress(redirect) });

/** Redirected address ({domain}{directory}), destination and code (under the address on a phone) and the row menu. */
export function useRedirectColumns(actions: RedirectActions): readonly Column<Redirect>[] {
  return useMemo<Column<Redirect>[]>(
    () => [
      {
        id: 'address',
        header: 'redirects.column.address',
        className: 'address-cell',
        identifies: true,
        cell: (redirect) => <CopyableText value={redirectAddress(redirect)} className="fw-medium" />,
      },
      {
        id: 'destination',
        header: 'redirects.column.destination',
        className: 'destination-cell',
        stack: true,
        cell: (redirect) => <Destination redirect={redirect} />,
      },
      {
        id: 'code',
        header: 'redirects.column.code',
        headerClassName: 'text-nowrap',
        className: 'text-nowrap',
        stack: true,
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
    ],
    [actions],
  );
}
