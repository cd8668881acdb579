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

/** A list's create button: the primary one, with a plus (the `n` shortcut presses it). */
export function CreateButton({ label, className, onClick }: { label: MessageId; className?: string; onClick: () => void }) {
  return <ToolbarButton icon={PlusLg} variant="primary" label={label} className={className} onClick={onClick} data-primary-create />;
}

/** The row of buttons above a list's card (create first). */
export function ButtonBar({ children }: { children: ReactNode }) {
  return <div className="d-flex flex-wrap gap-2 mb-3">{children}</div>;
}
