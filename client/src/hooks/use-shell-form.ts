import { useLayoutEffect, useState, type RefObject } from 'react';

/** The sign-in form of the page shell (index.html), painted before the scripts arrive. */
const SHELL_FORM_ID = 'shell-sign-in';

let shellForm: HTMLFormElement | null = null;

/**
 * Keeps hold of the page shell's form before the first render replaces it (main.tsx): its inputs
 * keep what was typed into them, so `useShellForm` can take it over whenever the real form mounts.
 */
export function holdShellForm(doc: Document = document) {
  const form = doc.getElementById(SHELL_FORM_ID);
  shellForm = form instanceof HTMLFormElement ? form : null;
}

interface ShellState<F extends string> {
  values: Record<F, string>;
  focus: string | null;
  selection: [number, number] | null;
  submitted: boolean;
}

function readShell<F extends string>(fields: Record<F, string>): ShellState<F> | null {
  const form = shellForm;
  if (!form) return null;
  const input = (id: string) => {
    const element = form.elements.namedItem(id);
    return element instanceof HTMLInputElement ? element : null;
  };
  const values = Object.fromEntries(Object.entries<string>(fields).map(([field, id]) => [field, input(id)?.value ?? ''])) as Record<F, string>;
  // The inline script notes the focused field; the focus itself is lost once the shell is gone.
  const focus = form.contains(document.activeElement) ? document.activeElement!.id : (form.dataset.focus ?? null);
  const focused = focus ? input(focus) : null;
  const selection: [number, number] | null = focused ? [focused.selectionStart ?? 0, focused.selectionEnd ?? 0] : null;
  return { values, focus, selection, submitted: form.dataset.submitted !== undefined };
}

/**
 * The values typed into the page shell's form before the scripts arrived, by field (`fields` maps
 * each field to the id its input has in both forms; blank without a shell). Once the real form has
 * mounted, the focus and caret go where they were, and a form submitted in the shell is submitted.
 * The shell is taken over once: a later sign-in form starts blank.
 */
export function useShellForm<F extends string>(form: RefObject<HTMLFormElement | null>, fields: Record<F, string>): Record<F, string> {
  const [shell] = useState(() => readShell(fields));
  useLayoutEffect(() => {
    if (!shell || !shellForm || !form.current) return;
    shellForm = null;
    const input = shell.focus ? form.current.elements.namedItem(shell.focus) : null;
    if (input instanceof HTMLInputElement) {
      input.focus();
      if (shell.selection) input.setSelectionRange(...shell.selection);
    }
    if (shell.submitted) form.current.requestSubmit();
  }, [shell, form]);
  return shell?.values ?? (Object.fromEntries(Object.keys(fields).map((field) => [field, ''])) as Record<F, string>);
}
