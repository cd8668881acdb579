import Form from 'react-bootstrap/Form';
import type { ReactNode } from 'react';

/** The "yes, I mean it" checkbox that enables a destructive button. */
export function ConfirmCheckbox({
  id,
  checked,
  onChange,
  children,
  disabled,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Form.Check
      id={id}
      type="checkbox"
      className="mt-3"
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
      // The label names what goes, an 86-character domain say: it breaks inside a long name rather than run out of the dialog.
      label={<span className="text-break">{children}</span>}
    />
  );
}
