import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Dropdown from 'react-bootstrap/Dropdown';
import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NewTab } from './external-link';
import { PopupMenu } from './popup-menu';

export interface SplitButtonItem {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  icon?: ReactNode;
  /** Items under one heading sit together; the heading shows above the first of them. */
  group?: ReactNode;
  /** Opens another site or tab: an external-link icon, and screen readers hear so. */
  external?: boolean;
}

/** A main action with a menu of related actions beside it (grouped under headings when the items name groups). */
export function SplitButton({
  id,
  label,
  icon,
  onClick,
  items,
  variant = 'primary',
  menuLabel,
  mainLabel,
  className,
  size,
}: {
  id: string;
  label: ReactNode;
  icon?: ReactNode;
  onClick: () => void;
  items: SplitButtonItem[];
  variant?: string;
  /** Accessible name of the menu toggle. */
  menuLabel?: string;
  /** Accessible name of the main button, for when its visible label is hidden on narrow screens. */
  mainLabel?: string;
  className?: string;
  size?: 'sm' | 'lg';
}) {
  const intl = useIntl();
  return (
    <Dropdown as={ButtonGroup} id={id} className={className} align="end">
      <Button variant={variant} size={size} onClick={onClick} className="text-nowrap" aria-label={mainLabel} title={mainLabel}>
        {icon}
        {label}
      </Button>
      <Dropdown.Toggle split variant={variant} size={size} aria-label={menuLabel ?? intl.formatMessage({ id: 'common.moreActions' })} />
      <PopupMenu>
        {items.map((item, index) => (
          <Fragment key={item.key}>
            {item.group !== undefined && item.group !== items[index - 1]?.group && (
              <>
                {index > 0 && <Dropdown.Divider />}
                <Dropdown.Header as="div" role="presentation" className="split-button-group">
                  {item.group}
                </Dropdown.Header>
              </>
            )}
            <Dropdown.Item as="button" type="button" role="menuitem" className="row-menu-item" onClick={item.onSelect}>
              {item.icon}
              <span className="flex-grow-1">{item.label}</span>
              {item.external && <NewTab iconClassName="row-menu-icon ms-2" />}
            </Dropdown.Item>
          </Fragment>
        ))}
      </PopupMenu>
    </Dropdown>
  );
}
