import { Fragment, useEffect, useRef, useState } from 'react';
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

interface MenuProps {
  domain: Domain;
  hasRootRedirect: boolean;
  onAction: (action: DomainAction, domain: Domain) => void;
}

/**
 * The row's menu. Until first opened it is a plain button: a page holds 50 rows, and 50 live
 * dropdowns (popper, listeners, context) would slow every search keystroke.
 */
export function DomainActionsMenu(props: MenuProps) {
  const intl = useIntl();
  const [live, setLive] = useState(false);
  const label = intl.formatMessage({ id: 'domains.actions' }, { domain: props.domain.domain });
  if (!live) {
    return (
      <button type="button" className="btn btn-link btn-sm text-body px-2" aria-label={label} aria-haspopup="menu" aria-expanded={false} onClick={() => setLive(true)}>
        <ThreeDotsVertical aria-hidden="true" />
      </button>
    );
  }
  return <LiveMenu {...props} label={label} />;
}

function LiveMenu({ domain, hasRootRedirect, onAction, label }: MenuProps & { label: string }) {
  const [show, setShow] = useState(true);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => toggle.current?.focus(), []);
  return (
    <Dropdown align="end" show={show} onToggle={(next) => setShow(next)}>
      <Dropdown.Toggle ref={toggle} variant="link" size="sm" className="text-body no-caret px-2" aria-label={label}>
        <ThreeDotsVertical aria-hidden="true" />
      </Dropdown.Toggle>
      <Dropdown.Menu role="menu" popperConfig={{ strategy: 'fixed' }}>
        {domainMenu(domain, hasRootRedirect).map(({ action, label: item }) => (
          <Fragment key={action}>
            {action === 'delete' && <Dropdown.Divider />}
            <Dropdown.Item as="button" type="button" role="menuitem" className={action === 'delete' ? 'text-danger' : undefined} onClick={() => onAction(action, domain)}>
              <FormattedMessage id={item} />
            </Dropdown.Item>
          </Fragment>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
