import { render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { holdShellForm, useShellForm } from './use-shell-form';

/** The page shell's sign-in form as index.html has it, with what was typed into it. */
function paintShell({ login = '', password = '', focus, submitted = false }: { login?: string; password?: string; focus?: string; submitted?: boolean }) {
  document.body.innerHTML = `<div id="root"><form id="shell-sign-in"><input id="login-login"><input id="login-password" type="password"></form></div>`;
  const form = document.getElementById('shell-sign-in')!;
  (document.getElementById('login-login') as HTMLInputElement).value = login;
  (document.getElementById('login-password') as HTMLInputElement).value = password;
  if (focus) {
    const input = document.getElementById(focus) as HTMLInputElement;
    input.focus();
    input.setSelectionRange(1, 1);
  }
  if (submitted) form.setAttribute('data-submitted', '');
  holdShellForm();
  return document.getElementById('root')!;
}

const FIELDS = { login: 'login-login', password: 'login-password' };

function SignInForm({ onSubmit, whileDrawn }: { onSubmit: (values: { login: string; password: string }) => void; whileDrawn?: () => void }) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useShellForm(form, FIELDS);
  // What happens between the render's read of the shell and the real form replacing it (typing, in a first render drawn in slices).
  whileDrawn?.();
  return (
    <form
      ref={form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(values);
      }}
    >
      <input id="login-login" aria-label="Login" value={values.login} onChange={(e) => setValues({ ...values, login: e.target.value })} />
      <input id="login-password" aria-label="Password" value={values.password} onChange={(e) => setValues({ ...values, password: e.target.value })} />
    </form>
  );
}

describe("the page shell's sign-in form", () => {
  it('hands what was typed, the focus and the caret over to the real form', () => {
    const container = paintShell({ login: 'demo', password: 'secret', focus: 'login-password' });
    render(<SignInForm onSubmit={vi.fn()} />, { container });
    expect(screen.getByLabelText('Login')).toHaveValue('demo');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveValue('secret');
    expect(password).toHaveFocus();
    expect([(password as HTMLInputElement).selectionStart, (password as HTMLInputElement).selectionEnd]).toEqual([1, 1]);
  });

  it("submits the real form once when the shell's was sent, and only the first form mounted takes it over", () => {
    const container = paintShell({ login: 'demo', password: 'secret', submitted: true });
    const onSubmit = vi.fn();
    const { unmount } = render(<SignInForm onSubmit={onSubmit} />, { container });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ login: 'demo', password: 'secret' });
    unmount();
    render(<SignInForm onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Login')).toHaveValue('');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed into the shell while the first render was drawn, and submits it', async () => {
    const container = paintShell({ password: 'secret' });
    const onSubmit = vi.fn();
    let typed = false;
    const typeLate = () => {
      if (typed) return;
      typed = true;
      (document.getElementById('login-login') as HTMLInputElement).value = 'demo';
      document.getElementById('shell-sign-in')!.setAttribute('data-submitted', '');
    };
    render(<SignInForm onSubmit={onSubmit} whileDrawn={typeLate} />, { container });
    expect(screen.getByLabelText('Login')).toHaveValue('demo');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ login: 'demo', password: 'secret' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('leaves the form blank without a shell', () => {
    document.body.innerHTML = '';
    holdShellForm();
    render(<SignInForm onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('Login')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
