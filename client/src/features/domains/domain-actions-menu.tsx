import { Fragment, useEffect, useRef, useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { ThreeDotsVertical } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Domain } from '../../api/types';
import { PopupMenu } from '../../components/popup-menu';
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

/** Where the focus goes when the menu opens. */
type FocusOnOpen = 'toggle' | 'firstItem';

interface MenuProps {
  domain: Domain;
  hasRootRedirect: boolean;
  onAction: (action: DomainAction, domain: Domain) => void;
}

/**
 * The row's menu. Until first opened it is a plain button: a page holds 50 rows, and 50 live
 * dropdowns (popper, listeners, context) would slow every search keystroke.
 *
 * Keyboard, the same on every open, the first included: Enter or Space opens the menu and leaves
 * the focus on the toggle; ArrowDown (menu open or closed) moves it to the first item; Escape
 * closes the menu and gives the focus back to the toggle.
 */
export function DomainActionsMenu(props: MenuProps) {
  const intl = useIntl();
  const [opened, setOpened] = useState<FocusOnOpen | null>(null);
  const label = intl.formatMessage({ id: 'domains.actions' }, { domain: props.domain.domain });
  if (!opened) {
    return (
      <button
        type="button"
        className="btn btn-link btn-sm text-body row-menu-toggle"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        onClick={() => setOpened('toggle')}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setOpened('firstItem');
        }}
      >
        <ThreeDotsVertical aria-hidden="true" />
      </button>
    );
  }
  return <LiveMenu {...props} label={label} focusOnOpen={opened} />;
}

function LiveMenu({ domain, hasRootRedirect, onAction, label, focusOnOpen }: MenuProps & { label: string; focusOnOpen: FocusOnOpen }) {
  const [show, setShow] = useState(true);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  // Where the focus goes once the menu is shown; the first open is decided by the plain button.
  const focusNext = useRef<FocusOnOpen | null>(focusOnOpen);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (!show || !target) return;
    const first = target === 'firstItem' ? menu.current?.querySelector<HTMLElement>('[role="menuitem"]') : null;
    (first ?? toggle.current)?.focus({ preventScroll: true });
  }, [show]);
  return (
    <Dropdown
      align="end"
      show={show}
      // Focus on open is handled above, so that the first open (which the dropdown did not see
      // start: the key went to the plain button) and the later ones behave alike.
      focusFirstItemOnShow={false}
      onToggle={(next, meta) => {
        // ArrowDown on the closed toggle opens with a keydown; Enter, Space and clicks with a click.
        if (next) focusNext.current = meta.source === 'keydown' ? 'firstItem' : null;
        setShow(next);
      }}
    >
      <Dropdown.Toggle ref={toggle} variant="link" size="sm" className="text-body no-caret row-menu-toggle" aria-label={label}>
        <ThreeDotsVertical aria-hidden="true" />
      </Dropdown.Toggle>
      <PopupMenu ref={menu}>
        {domainMenu(domain, hasRootRedirect).map(({ action, label: item }) => (
          <Fragment key={action}>
            {action === 'delete' && <Dropdown.Divider />}
            <Dropdown.Item as="button" type="button" role="menuitem" className={action === 'delete' ? 'text-danger' : undefined} onClick={() => onAction(action, domain)}>
              <FormattedMessage id={item} />
            </Dropdown.Item>
          </Fragment>
        ))}
      </PopupMenu>
    </Dropdown>
  );
}
