import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect, type MockInstance } from 'vitest';

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

/** The dialog's failure banner says `text`. */
export async function expectBanner(dialog: HTMLElement, text: string) {
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
}

/** A select's options as a user reads them, in order. */
export const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
