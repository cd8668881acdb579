import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Dropdown from 'react-bootstrap/Dropdown';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PopupMenu } from './popup-menu';

export interface SplitButtonItem {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  icon?: ReactNode;
}

/** A main action with a menu of related actions beside it. */
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
        {items.map((item) => (
          <Dropdown.Item key={item.key} as="button" type="button" role="menuitem" onClick={item.onSelect}>
            {item.icon}
            {item.label}
          </Dropdown.Item>
        ))}
      </PopupMenu>
    </Dropdown>
  );
}
