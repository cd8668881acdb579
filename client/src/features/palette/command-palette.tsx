import { useCallback, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDialogControl } from '../../components/dialog-context';
import { PaletteBody } from './palette-body';
import type { PaletteEntry } from './search';
import type { PaletteSource } from './sources';

export interface CommandPaletteProps {
  /** The screens and the account's actions (change password, log out, language …), in their order. */
  actions: readonly PaletteSource[];
  /** The actions of one domain ("example.com → Browse files"), the per-domain menu's, ids `domainAction:{domain}:…`. */
  domainActions: (domain: string) => readonly PaletteEntry[];
}

/**
 * The command palette (Ctrl+K / ⌘K, the top bar's search button): finds, as one types, every object
 * the account holds and every action, grouped by kind with each group's count; the recent choices
 * while the box is empty. The ARIA combobox pattern: the box keeps the focus, the arrows move the
 * active option (`aria-activedescendant`), Enter chooses it, Escape closes and gives the focus back.
 * Choosing closes the palette and runs the entry (it opens a screen or a dialog) once it has gone.
 */
export function CommandPalette({ actions, domainActions }: CommandPaletteProps) {
  const intl = useIntl();
  const { show, close, exited } = useDialogControl();
  const [chosen, setChosen] = useState<PaletteEntry | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const choose = useCallback(
    (entry: PaletteEntry) => {
      setChosen(entry);
      close();
    },
    [close],
  );
  const label = intl.formatMessage({ id: 'palette.title' });
  return (
    <Modal
      show={show}
      onHide={close}
      onExited={() => {
        exited();
        // Once the palette is gone (its focus trap with it): the screen it opens can focus what it found.
        chosen?.run();
      }}
      id="command-palette"
      dialogClassName="palette-dialog"
      // At once, without the dialogs' fade and slide: a palette is typed into the moment it opens, and
      // the animation's frames (the backdrop painted over the whole screen) would share its first keystrokes' time.
      animation={false}
      aria-label={label}
      // A choice leaves the focus where it takes the user (a dialog, the found row); Escape brings it back.
      restoreFocus={chosen === null}
      // The modal takes the focus (and notes where it was) as it shows; the box then takes it from the modal.
      onShow={() => requestAnimationFrame(() => input.current?.focus())}
    >
      <PaletteBody actions={actions} domainActions={domainActions} label={label} input={input} onChoose={choose} />
      <div className="palette-hint border-top small text-body-secondary px-3 py-2 d-none d-sm-block" aria-hidden="true">
        <FormattedMessage id="palette.hint" />
      </div>
    </Modal>
  );
}
