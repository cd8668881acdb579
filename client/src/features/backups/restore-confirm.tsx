import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { InlineConfirm } from '../../components/inline-confirm';

/**
 * A restore waiting for the user's yes, in place above the list it came from: the sentence names
 * what will be overwritten; Cancel has the focus (the safe choice), Restore goes ahead.
 */
export function RestoreConfirm({ text, busy, onCancel, onConfirm }: { text: ReactNode; busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <InlineConfirm
      id="backup-confirm"
      question={text}
      action={<FormattedMessage id="backups.restore" />}
      variant="warning"
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
      testId="backup-confirm"
      confirmTestId="backup-confirm-restore"
    />
  );
}

/** The name a copy restored beside gets first (the server picks the next free one): `name (restored).ext`. */
export function besideName(name: string, directory: boolean): string {
  const dot = directory ? -1 : name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (restored)${name.slice(dot)}` : `${name} (restored)`;
}

export const joinPath = (dir: string, name: string) => (dir === '/' ? `/${name}` : `${dir}/${name}`);
export const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/')) || '/';
