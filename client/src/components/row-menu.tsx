import { Fragment, useEffect, useRef, useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import type { Icon } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { rowIcons } from './icons';
import { PopupMenu } from './popup-menu';

export interface RowMenuItem {
  label: MessageId;
  run: () => void;
  /** A destructive action: red, after a divider. */
  danger?: boolean;
  /** Shown before the label. */
  icon?: Icon;
  /** Items of one group sit together; a divider separates groups. */
  group?: string;
  /** Why the item does not apply: it stays in the menu, disabled, with this hint under its label. */
  disabledHint?: MessageId;
}

/** Where the focus goes when the menu opens. */
type FocusOnOpen = 'toggle' | 'firstItem';

interface RowMenuProps {
  /** The toggle's accessible name ("Actions for example.com"). */
  label: string;
  /** The items, asked for when the menu opens. */
  items: () => RowMenuItem[];
}

/**
 * A table row's menu. Until first opened it is a plain button: a page holds 50 rows, and 50 live
 * dropdowns (popper, listeners, context) would slow every search keystroke.
 *
 * Keyboard, the same on every open, the first included: Enter, Space or ArrowDown opens the menu
 * with the focus on the first item (a mouse click leaves it on the toggle); arrows, Home and End
 * move it (`PopupMenu`); Escape closes the menu and gives the focus back to the toggle; Tab leaves
 * and closes it.
 */
export function RowMenu(props: RowMenuProps) {
  // The menu is live for the row it was opened in: a table row reused for another item (rows are
  // kept by position) is a plain button again.
  const [openedAs, setOpenedAs] = useState<{ label: string; focus: FocusOnOpen } | null>(null);
  // Forgotten once the row shows another item, so the item coming back to it (an Undo puts a removed
  // row back in its place) does not find its menu open again.
  if (openedAs && openedAs.label !== props.label) setOpenedAs(null);
  const opened = openedAs?.label === props.label ? openedAs.focus : null;
  const setOpened = (focus: FocusOnOpen) => setOpenedAs({ label: props.label, focus });
  if (!opened) {
    return (
      <button
        type="button"
        className="btn btn-link btn-sm text-body row-menu-toggle"
        aria-label={props.label}
        aria-haspopup="menu"
        aria-expanded={false}
        // A click from Enter or Space has no pointer detail.
        onClick={(event) => setOpened(event.detail === 0 ? 'firstItem' : 'toggle')}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setOpened('firstItem');
        }}
      >
        {rowIcons.menu}
      </button>
    );
  }
  return <LiveMenu {...props} focusOnOpen={opened} />;
}

function LiveMenu({ label, items, focusOnOpen }: RowMenuProps & { focusOnOpen: FocusOnOpen }) {
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
        // ArrowDown on the closed toggle opens with a keydown; Enter and Space with a click of no pointer detail.
        if (next) focusNext.current = meta.source === 'keydown' || (meta.originalEvent as MouseEvent | undefined)?.detail === 0 ? 'firstItem' : null;
        setShow(next);
      }}
    >
      <Dropdown.Toggle ref={toggle} variant="link" size="sm" className="text-body no-caret row-menu-toggle" aria-label={label}>
        {rowIcons.menu}
      </Dropdown.Toggle>
      <PopupMenu ref={menu}>
        {items().map(({ label: item, run, danger, icon: ItemIcon, group, disabledHint }, index, all) => (
          <Fragment key={item}>
            {index > 0 && (danger || (group !== undefined && group !== all[index - 1].group)) && <Dropdown.Divider />}
            <Dropdown.Item
              as="button"
              type="button"
              role="menuitem"
              className={`row-menu-item ${danger && !disabledHint ? 'text-danger' : ''}`}
              disabled={Boolean(disabledHint)}
              onClick={run}
            >
              {ItemIcon && <ItemIcon aria-hidden="true" className="row-menu-icon" />}
              <span>
                <FormattedMessage id={item} />
                {disabledHint && (
                  <span className="d-block small row-menu-hint">
                    <FormattedMessage id={disabledHint} />
                  </span>
                )}
              </span>
            </Dropdown.Item>
          </Fragment>
        ))}
      </PopupMenu>
    </Dropdown>
  );
}
