import { Fragment } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { ThreeDotsVertical } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Domain } from '../../api/types';
import type { MessageId } from '../../i18n/messages';

export type DomainAction =
  | 'emailAccount'
  | 'emailAlias'
  | 'redirect'
  | 'ssl'
  | 'accessLog'
  | 'browse'
  | 'php'
  | 'wordpress'
  | 'trustedSender'
  | 'blockedSender'
  | 'delete';

/** The per-domain menu of spec §2, in its order; delete only for domains that allow it. */
export function domainMenu(domain: Domain, hasRootRedirect: boolean): { action: DomainAction; label: MessageId }[] {
  const items: { action: DomainAction; label: MessageId }[] = [
    { action: 'emailAccount', label: 'domainMenu.emailAccount' },
    { action: 'emailAlias', label: 'domainMenu.emailAlias' },
    { action: 'redirect', label: hasRootRedirect ? 'domainMenu.modifyRedirect' : 'domainMenu.createRedirect' },
    { action: 'ssl', label: 'domainMenu.ssl' },
    { action: 'accessLog', label: 'domainMenu.accessLog' },
    { action: 'browse', label: 'domainMenu.browse' },
    { action: 'php', label: 'domainMenu.php' },
    { action: 'wordpress', label: 'domainMenu.wordpress' },
    { action: 'trustedSender', label: 'domainMenu.trustedSender' },
    { action: 'blockedSender', label: 'domainMenu.blockedSender' },
  ];
  if (domain.canDelete) items.push({ action: 'delete', label: 'domainMenu.delete' });
  return items;
}

export function DomainActionsMenu({ domain, hasRootRedirect, onAction }: { domain: Domain; hasRootRedirect: boolean; onAction: (action: DomainAction, domain: Domain) => void }) {
  const intl = useIntl();
  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="link" size="sm" className="text-body no-caret px-2" aria-label={intl.formatMessage({ id: 'domains.actions' }, { domain: domain.domain })}>
        <ThreeDotsVertical aria-hidden="true" />
      </Dropdown.Toggle>
      <Dropdown.Menu role="menu" popperConfig={{ strategy: 'fixed' }}>
        {domainMenu(domain, hasRootRedirect).map(({ action, label }) => (
          <Fragment key={action}>
            {action === 'delete' && <Dropdown.Divider />}
            <Dropdown.Item as="button" type="button" role="menuitem" className={action === 'delete' ? 'text-danger' : undefined} onClick={() => onAction(action, domain)}>
              <FormattedMessage id={label} />
            </Dropdown.Item>
          </Fragment>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
