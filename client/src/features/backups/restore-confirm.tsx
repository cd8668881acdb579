import { useEffect, useRef, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import { LoadingButton } from '../../components/loading-button';

/**
 * A restore waiting for the user's yes, in place above the list it came from: the sentence names
 * what will be overwritten; Cancel has the focus (the safe choice), Restore goes ahead.
 */
export function RestoreConfirm({ text, busy, onCancel, onConfirm }: { text: ReactNode; busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <div
      className="alert alert-warning d-flex flex-wrap align-items-center gap-2"
      role="group"
      aria-labelledby="backup-confirm-text"
      data-testid="backup-confirm"
    >
      <span id="backup-confirm-text" className="me-auto text-break">
        {text}
      </span>
      <Button ref={cancelRef} variant="secondary" size="sm" onClick={onCancel}>
        <FormattedMessage id="common.cancel" />
      </Button>
      <LoadingButton variant="warning" size="sm" loading={busy} onClick={onConfirm} data-testid="backup-confirm-restore">
        <FormattedMessage id="backups.restore" />
      </LoadingButton>
    </div>
  );
}

/** The name a copy restored beside gets first (the server picks the next free one): `name (restored).ext`. */
export function besideName(name: string, directory: boolean): string {
  const dot = directory ? -1 : name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (restored)${name.slice(dot)}` : `${name} (restored)`;
}

export const joinPath = (dir: string, name: string) => (dir === '/' ? `/${name}` : `${dir}/${name}`);
export const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/')) || '/';
