import type { ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import { PlusLg, type Icon } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/** A small button of a list's toolbar: its icon, then its words (secondary unless told). */
export function ToolbarButton({
  icon: Icon,
  label,
  variant = 'outline-secondary',
  className,
  onClick,
  ...data
}: {
  icon: Icon;
  label: MessageId;
  variant?: ButtonProps['variant'];
  className?: string;
  onClick: () => void;
  'data-primary-create'?: boolean;
}) {
  return (
    <Button variant={variant} size="sm" className={className} onClick={onClick} {...data}>
      <Icon aria-hidden="true" className="me-1" />
      <FormattedMessage id={label} />
    </Button>
  );
}

/** A screen's create button: the primary one, with a plus unless told (the `n` shortcut presses it). */
export function CreateButton({ label, icon = PlusLg, className, onClick }: { label: MessageId; icon?: Icon; className?: string; onClick: () => void }) {
  return <ToolbarButton icon={icon} variant="primary" label={label} className={className} onClick={onClick} data-primary-create />;
}

/**
 * The one place of a screen's main actions, on every screen and at every width: the row under the
 * title (or the tabs), above the list's card, its create button first (`CreateButton`).
 */
export function ButtonBar({ children }: { children: ReactNode }) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3" data-testid="screen-actions">
      {children}
    </div>
  );
}
