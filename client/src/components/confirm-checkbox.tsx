import Form from 'react-bootstrap/Form';
import type { ReactNode } from 'react';

/** The "yes, I mean it" checkbox that enables a destructive button. */
export function ConfirmCheckbox({ id, checked, onChange, children, disabled }: { id: string; checked: boolean; onChange: (checked: boolean) => void; children: ReactNode; disabled?: boolean }) {
  return (
    <Form.Check
      id={id}
      type="checkbox"
      className="mt-3"
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={children}
    />
  );
}
