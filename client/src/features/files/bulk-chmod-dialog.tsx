import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FileEntry } from '@panel/contract';
import { chmodFromFlags, flagsFromPermissions } from '@panel/contract/rules';
import { strong } from '../../components/rich-text';
import { BulkDialog } from './bulk-dialog';
import { joinPath } from './paths';
import { PermissionGrid } from './permission-grid';
import { useChmodFileMutation } from './api';

export const BULK_CHMOD_DIALOG_ID = 'file-bulk-chmod-dialog';

/**
 * One mode for every selected file and folder. Links have no permissions of their own (their menu
 * has no CHMOD), so they are left out and the dialog says how many.
 */
export default function BulkChmodDialog({ dir, entries, onDone }: { dir: string; entries: readonly FileEntry[]; onDone?: () => void }) {
  const [chmod] = useChmodFileMutation();
  const targets = entries.filter((e) => e.type === 'file' || e.type === 'directory');
  const skipped = entries.length - targets.length;
  // Starts from the first entry's mode: the common case is a selection that shares one.
  const [flags, setFlags] = useState(() => flagsFromPermissions(targets[0]?.permissions ?? '-rw-r--r--'));
  const mode = chmodFromFlags(flags);
  return (
    <BulkDialog
      id={BULK_CHMOD_DIALOG_ID}
      title={<FormattedMessage id="files.bulkChmod.title" values={{ count: targets.length }} />}
      entries={targets}
      submitLabel={<FormattedMessage id="files.chmod.submit" />}
      submitDisabled={targets.length === 0}
      summary={<FormattedMessage id="files.bulkChmod.question" values={{ mode, dir, strong }} />}
      call={(entry) => chmod({ file: joinPath(dir, entry.name), chmod: mode }).unwrap()}
      onDone={onDone}
      refresh={[dir]}
      toast={(count) => ({ id: 'toast.bulkChmod', values: { count, mode } })}
    >
      {skipped > 0 && (
        <p className="small text-body-secondary mb-2" data-testid="bulk-chmod-skipped">
          <FormattedMessage id="files.bulkChmod.skipped" values={{ count: skipped }} />
        </p>
      )}
      <PermissionGrid idPrefix="file-bulk-chmod" flags={flags} onChange={setFlags} />
      <label htmlFor="file-bulk-chmod-value" className="form-label">
        <FormattedMessage id="files.chmod.value" />
      </label>
      <input id="file-bulk-chmod-value" className="form-control font-monospace w-auto" value={mode} readOnly />
    </BulkDialog>
  );
}
