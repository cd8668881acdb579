import { useLayoutEffect, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';

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
 * A sign-in form's values (state, as `useState` gives it), starting from what was typed into the page
 * shell's form before the scripts arrived (`fields` maps each field to the id its input has in both
 * forms; blank without a shell). Once the real form has mounted, the focus and caret go where they
 * were, and a form submitted in the shell is submitted. The shell is taken over once: a later
 * sign-in form starts blank.
 *
 * The first render may be drawn in slices (main.tsx renders it as a transition), the page taking
 * input between them: the shell is read again as the real form replaces it, so what was typed after
 * the render's first read is kept too (a sign-in whose login was typed in that moment went out without it).
 */
export function useShellForm<F extends string>(
  form: RefObject<HTMLFormElement | null>,
  fields: Record<F, string>,
): [Record<F, string>, Dispatch<SetStateAction<Record<F, string>>>] {
  const [shell] = useState(() => readShell(fields));
  const [values, setValues] = useState(() => shell?.values ?? (Object.fromEntries(Object.keys(fields).map((field) => [field, ''])) as Record<F, string>));
  useLayoutEffect(() => {
    if (!shell || !shellForm || !form.current) return;
    const now = readShell(fields) ?? shell;
    shellForm = null;
    const changed = (Object.keys(now.values) as F[]).some((field) => now.values[field] !== shell.values[field]);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read from outside React (the shell's inputs), once, as the form mounts
    if (changed) setValues(now.values);
    // The shell is gone from the page by now: where its focus was, when nothing noted it, is the render's reading.
    const { focus, selection } = now.focus ? now : shell;
    const input = focus ? form.current.elements.namedItem(focus) : null;
    if (input instanceof HTMLInputElement) {
      input.focus();
      if (selection) input.setSelectionRange(...selection);
    }
    // Values read again are the form's from its next render: a submit waits for it.
    const element = form.current;
    if (now.submitted) {
      if (changed) setTimeout(() => element.requestSubmit(), 0);
      else element.requestSubmit();
    }
  }, [shell, form, fields]);
  return [values, setValues];
}
