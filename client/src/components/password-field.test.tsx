import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PasswordField } from './password-field';

function Field() {
  const [value, setValue] = useState('');
  return <PasswordField id="pw" label="Password" value={value} onChange={setValue} error="validation.password.minLength" />;
}

/** Two copies of one password sharing a toggle, as the e-mail form has them. */
function Pair() {
  const [shown, setShown] = useState(false);
  const [values, setValues] = useState({ a: '', b: '' });
  const field = (id: 'a' | 'b', label: string, other: 'a' | 'b') => (
    <PasswordField
      id={id}
      label={label}
      value={values[id]}
      onChange={(value) => setValues((v) => ({ ...v, [id]: value }))}
      shown={shown}
      onShownChange={setShown}
      controls={[other]}
    />
  );
  return (
    <>
      {field('a', 'First', 'b')}
      {field('b', 'Second', 'a')}
    </>
  );
}

describe('password field', () => {
  it('hides the password until its toggle shows it, and names the toggle by what it does next', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field />);
    const input = screen.getByLabelText('Password');
    await user.type(input, 'secret12');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'pw');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secret12');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('is reached by Tab right after its input, and its rule message still shows', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field />);
    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeVisible();
  });

  it('shows both copies from either toggle when they share the state', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Pair />);
    const [first, second] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(second);
    expect(screen.getByLabelText('First')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Second')).toHaveAttribute('type', 'text');
    expect(first).toHaveAccessibleName('Hide password');
  });
});
