import { memo } from 'react';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Redirect } from '@panel/contract';
import { redirectAddress } from '@panel/contract/rules';
import { CopyButton } from '../../components/copy-button';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import { RowMenu } from '../../components/row-menu';

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

const RedirectRow = memo(function RedirectRow({ redirect, actions, compact }: { redirect: Redirect; actions: RedirectActions; compact: boolean }) {
  const intl = useIntl();
  const address = redirectAddress(redirect);
  return (
    <tr data-testid="redirect-row" data-address={address}>
      <td className="address-cell">
        <div className="copyable d-flex align-items-center">
          <span className="copyable-text text-truncate fw-medium" title={address}>
            {address}
          </span>
          <CopyButton value={address} className="flex-shrink-0" />
        </div>
        {compact && (
          <div className="small text-body-secondary text-truncate">
            → <Destination redirect={redirect} inline />
          </div>
        )}
      </td>
      {!compact && (
        <td className="destination-cell">
          <Destination redirect={redirect} />
        </td>
      )}
      <td className="text-nowrap">
        <Badge bg="secondary-subtle" text="secondary-emphasis" className="fw-normal">
          {redirect.code}
        </Badge>
      </td>
      <td className="text-end actions-cell">
        <RowMenu
          label={intl.formatMessage({ id: 'redirects.actions' }, { address })}
          items={() => [
            { label: 'redirects.modify', run: () => actions.modify(redirect) },
            { label: 'redirects.delete', run: () => actions.remove(redirect), danger: true },
          ]}
        />
      </td>
    </tr>
  );
});

/** Redirected address ({domain}{directory}), destination, code and the row menu. */
export function RedirectsTable({ redirects, actions }: { redirects: readonly Redirect[]; actions: RedirectActions }) {
  const intl = useIntl();
  const compact = useMediaQuery(PHONE_QUERY);
  return (
    <Table hover responsive className="align-middle mb-0 redirects-table" data-testid="redirects-table" aria-label={intl.formatMessage({ id: 'redirects.tableLabel' })}>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="redirects.column.address" />
          </th>
          {!compact && (
            <th scope="col">
              <FormattedMessage id="redirects.column.destination" />
            </th>
          )}
          <th scope="col" className="text-nowrap">
            <FormattedMessage id="redirects.column.code" />
          </th>
          <th scope="col" className="text-end">
            <span className="visually-hidden">
              <FormattedMessage id="redirects.column.actions" />
            </span>
          </th>
        </tr>
      </thead>
      <tbody>
        {redirects.length === 0 ? (
          <tr>
            <td colSpan={compact ? 3 : 4} className="text-center text-body-secondary py-4" data-testid="redirects-no-match">
              <FormattedMessage id="redirects.noMatch" />
            </td>
          </tr>
        ) : (
          redirects.map((redirect) => <RedirectRow key={redirectAddress(redirect)} redirect={redirect} actions={actions} compact={compact} />)
        )}
      </tbody>
    </Table>
  );
}
