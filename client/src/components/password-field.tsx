import { useState, type ComponentProps } from 'react';
import { Eye, EyeSlash } from 'react-bootstrap-icons';
import { useIntl } from 'react-intl';
import { TextField } from './text-field';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'prefix' | 'after' | 'spellCheck' | 'autoCapitalize'> & {
  /** Whether the password shows as text; without it the field keeps its own state. */
  shown?: boolean;
  onShownChange?: (shown: boolean) => void;
  /** Other fields the toggle shows and hides with this one (a repeat field sharing `shown`). */
  controls?: string[];
};

/**
 * A password input with a show/hide toggle after it: a pressed button named by what it does next,
 * in the tab order after the input. Plain markup, like `TextField`, so the sign-in screen stays small.
 */
export function PasswordField({ shown, onShownChange, controls = [], ...field }: PasswordFieldProps) {
  const intl = useIntl();
  const [ownShown, setOwnShown] = useState(false);
  const visible = shown ?? ownShown;
  const label = intl.formatMessage({ id: visible ? 'password.hide' : 'password.show' });
  const toggle = (
    <button
      type="button"
      className="btn btn-outline-secondary password-toggle"
      aria-label={label}
      title={label}
      aria-pressed={visible}
      aria-controls={[field.id, ...controls].join(' ')}
      disabled={field.disabled}
      onClick={() => {
        setOwnShown(!visible);
        onShownChange?.(!visible);
      }}
    >
      {visible ? <EyeSlash aria-hidden="true" /> : <Eye aria-hidden="true" />}
    </button>
  );
  // Shown as text, a phone would otherwise capitalise and correct what is typed.
  return <TextField {...field} type={visible ? 'text' : 'password'} spellCheck={false} autoCapitalize="none" after={toggle} />;
}
