import { FormattedMessage, useIntl } from 'react-intl';
import { ColumnHeading } from '../../components/data-labels';

const GROUPS = ['owner', 'group', 'others'] as const;
const RIGHTS = ['read', 'write', 'execute'] as const;

/** Nine checkboxes: read, write and execute for the owner, the group and others (`idPrefix-owner-read` …). */
export function PermissionGrid({ idPrefix, flags, onChange }: { idPrefix: string; flags: readonly boolean[]; onChange: (flags: boolean[]) => void }) {
  const intl = useIntl();
  return (
    <table className="table table-sm align-middle mb-3 chmod-table">
      <thead>
        <tr>
          <ColumnHeading label="files.chmod.who" hidden />
          {RIGHTS.map((right) => (
            <ColumnHeading key={right} label={`files.chmod.${right}`} className="text-center" />
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
                  {/* The label around the box is the finger's target. */}
                  <label className="file-check-hit chmod-check">
                    <input
                      type="checkbox"
                      className="form-check-input m-0"
                      id={`${idPrefix}-${group}-${right}`}
                      aria-label={`${intl.formatMessage({ id: `files.chmod.${group}` })}: ${intl.formatMessage({ id: `files.chmod.${right}` })}`}
                      checked={flags[index]}
                      onChange={(event) => onChange(flags.map((f, i) => (i === index ? event.currentTarget.checked : f)))}
                    />
                  </label>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
