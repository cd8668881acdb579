import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FileEntry } from '@panel/contract';
import { chmodFromFlags, flagsFromPermissions } from '@panel/contract/rules';
import { useApi } from '../../api/api-context';
import { FormDialog } from '../../components/form-dialog';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { joinPath } from './paths';
import { useListingUpdate } from './use-file-call';

export const CHMOD_DIALOG_ID = 'file-chmod-dialog';

const GROUPS = ['owner', 'group', 'others'] as const;
const RIGHTS = ['read', 'write', 'execute'] as const;

/** Nine checkboxes (read, write, execute for owner, group and others) and the octal mode they make. */
export function ChmodDialog({ dir, entry }: { dir: string; entry: FileEntry }) {
  const api = useApi();
  const intl = useIntl();
  const update = useListingUpdate();
  const form = useFormDialog({
    initial: { flags: flagsFromPermissions(entry.permissions) },
    call: ({ flags }) => api.call('/file/chmod', { file: joinPath(dir, entry.name), chmod: chmodFromFlags(flags) }),
    errors: { 404: 'file.error.notFound' },
    toast: { id: 'toast.permissionsModified' },
    onSuccess: (reply) => update(dir, reply),
  });
  const { flags } = form.values;
  const mode = chmodFromFlags(flags);
  return (
    <FormDialog form={form} id={CHMOD_DIALOG_ID} title={<FormattedMessage id="files.chmod.title" values={{ name: entry.name }} />} submitLabel={<FormattedMessage id="files.chmod.submit" />}>
      <table className="table table-sm align-middle mb-3 chmod-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">
                <FormattedMessage id="files.chmod.who" />
              </span>
            </th>
            {RIGHTS.map((right) => (
              <th key={right} scope="col" className="text-center">
                <FormattedMessage id={`files.chmod.${right}`} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {GROUPS.map((group, g) => (
            <tr key={group}>
              <th scope="row" className="fw-normal">
                <FormattedMessage id={`files.chmod.${group}`} />
              </th>
              {RIGHTS.map((right, r) => {
                const index = g * 3 + r;
                return (
                  <td key={right} className="text-center">
                    <Form.Check
                      id={`file-chmod-${group}-${right}`}
                      className="d-inline-block chmod-check"
                      aria-label={`${intl.formatMessage({ id: `files.chmod.${group}` })}: ${intl.formatMessage({ id: `files.chmod.${right}` })}`}
                      checked={flags[index]}
                      onChange={(event) => form.set('flags', flags.map((f, i) => (i === index ? event.currentTarget.checked : f)))}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <label htmlFor="file-chmod-value" className="form-label">
        <FormattedMessage id="files.chmod.value" />
      </label>
      <input id="file-chmod-value" className="form-control font-monospace w-auto" value={mode} readOnly />
    </FormDialog>
  );
}
