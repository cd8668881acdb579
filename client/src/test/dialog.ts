import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect, it, type MockInstance } from 'vitest';
import type { ApiPath } from '../api/client';
import { failWith } from '../components/__test__/dialog-test-kit';
import type { Handlers } from './render';

type User = ReturnType<typeof userEvent.setup>;

/** A one-field form dialog as a user meets it: its title, its field's label, its button's name. */
export interface OneFieldDialog {
  title: string;
  field: string;
  button: string;
}

/** Types `value` into the dialog's field and presses its button; returns the dialog. */
export async function typeAndSubmit(user: User, { title, field, button }: OneFieldDialog, value: string) {
  const dialog = screen.getByRole('dialog', { name: title });
  await user.type(within(dialog).getByLabelText(field), value);
  await user.click(within(dialog).getByRole('button', { name: button }));
  return dialog;
}

/** The shared rule's message shows under the field, and nothing was sent. */
export async function expectRefused(call: MockInstance, message: string) {
  expect(await screen.findByText(message)).toHaveClass('invalid-feedback');
  expect(call).not.toHaveBeenCalled();
}

/** Presses the dialog's `button`: the dialog says each of `messages` (its rules refuse what was typed), and nothing was sent. */
export async function pressRefused(user: User, dialog: HTMLElement, button: string, call: MockInstance, messages: string[]) {
  await user.click(within(dialog).getByRole('button', { name: button }));
  for (const message of messages) expect(await within(dialog).findByText(message)).toBeInTheDocument();
  expect(call).not.toHaveBeenCalled();
}

/** The dialog's failure banner says `text`. */
export async function expectBanner(dialog: HTMLElement, text: string) {
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
}

/** What a banner says when the server failed with no reason of its own. */
export const unknownError: [number, string] = [500, 'Unknown error.'];
/** What a banner says when the call never reached the server. */
export const noConnection: [number, string] = [0, 'Cannot connect to the server. Check your network connection and try again.'];

/** A value the dialog refuses under its field, what it says, and the test's title when the value alone does not tell why. */
export interface Refusal {
  value: string;
  says: string;
  title?: string;
}

/**
 * The tests every one-field form dialog owes: each refused value says why under the field and sends nothing; each failed
 * `path` call (status → banner text) leaves the dialog open with its banner and the typed `value` kept.
 */
export function itChecksOneFieldDialog(
  form: OneFieldDialog,
  show: (handlers?: Handlers) => { user: User; call: MockInstance },
  { refused, path, value, failures }: { refused: Refusal[]; path: ApiPath; value: string; failures: [number, string][] },
) {
  for (const { value: typed, says, title = `refuses ${JSON.stringify(typed)} under the field` } of refused) {
    it(title, async () => {
      const { user, call } = show();
      await typeAndSubmit(user, form, typed);
      await expectRefused(call, says);
    });
  }

  it.each(failures)('stays open with a banner after a %i', async (code, text) => {
    const { user } = show({ [path]: failWith(code) });
    const dialog = await typeAndSubmit(user, form, value);
    await expectBanner(dialog, text);
    expect(within(dialog).getByLabelText(form.field)).toHaveValue(value);
    expect(screen.getByRole('dialog', { name: form.title })).toBe(dialog);
  });
}

/** The texts of the elements with this role inside `container`, in order: what a user reads down a list, a menu or a table. */
export const textsByRole = (container: HTMLElement, role: string) =>
  within(container)
    .getAllByRole(role)
    .map((element) => element.textContent);

/** A select's options as a user reads them, in order. */
export const optionTexts = (select: HTMLElement) => textsByRole(select, 'option');
