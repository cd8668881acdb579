import { useId, useMemo, useState } from 'react';
import Placeholder from 'react-bootstrap/Placeholder';
import { CaretDownFill, CaretRightFill, Folder2 } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFileListQuery } from '../../api/queries';
import { sortFileEntries } from './file-order';
import { ancestors, joinPath } from './paths';

interface TreeProps {
  /** The folder chosen, if any. */
  chosen: string | null;
  onChoose: (path: string) => void;
  /** Folders that cannot be chosen, nor anything under them (the folders being moved). */
  excluded: ReadonlySet<string>;
  /** Folders shown open at first (the way down to the current folder). */
  opened: ReadonlySet<string>;
}

/** One folder: a button that shows or hides the folders in it (listed the first time it opens), and its radio button. */
function FolderNode({ path, name, depth, ...tree }: TreeProps & { path: string; name: string; depth: number }) {
  const intl = useIntl();
  const id = useId();
  const excluded = tree.excluded.has(path);
  const [open, setOpen] = useState(tree.opened.has(path) && !excluded);
  const { currentData, error } = useFileListQuery({ directory: path }, { skip: !open });
  const folders = useMemo(() => sortFileEntries(currentData?.files ?? []).filter((e) => e.type === 'directory'), [currentData]);
  const toggleLabel = intl.formatMessage({ id: 'files.tree.toggle' }, { name });
  const Caret = open ? CaretDownFill : CaretRightFill;
  return (
    <li>
      <div className="d-flex align-items-center folder-node" style={{ paddingInlineStart: `${depth * 1.25}rem` }}>
        <button
          type="button"
          className="btn btn-link btn-sm p-0 folder-toggle"
          aria-expanded={open}
          aria-label={toggleLabel}
          title={toggleLabel}
          disabled={excluded}
          onClick={() => setOpen(!open)}
        >
          <Caret aria-hidden="true" />
        </button>
        <input
          className="form-check-input m-0 ms-2 me-2 flex-shrink-0"
          type="radio"
          name="file-move-target"
          id={id}
          value={path}
          checked={tree.chosen === path}
          disabled={excluded}
          onChange={() => tree.onChoose(path)}
        />
        <label htmlFor={id} className="d-flex align-items-center min-w-0 folder-label">
          <Folder2 aria-hidden="true" className="text-warning flex-shrink-0 me-2" />
          <span className="text-truncate" title={path}>
            {name}
          </span>
        </label>
      </div>
      {open &&
        (error ? (
          <p className="small text-danger mb-1" style={{ paddingInlineStart: `${(depth + 1) * 1.25 + 1.5}rem` }}>
            <FormattedMessage id="files.tree.failed" />
          </p>
        ) : !currentData ? (
          <Placeholder as="p" animation="glow" className="mb-1" style={{ paddingInlineStart: `${(depth + 1) * 1.25 + 1.5}rem` }} aria-busy="true">
            <Placeholder xs={6} />
            <span className="visually-hidden">
              <FormattedMessage id="files.tree.loading" />
            </span>
          </Placeholder>
        ) : (
          folders.length > 0 && (
            <ul className="list-unstyled mb-0">
              {folders.map((folder) => (
                <FolderNode key={folder.name} {...tree} path={joinPath(path, folder.name)} name={folder.name} depth={depth + 1} />
              ))}
            </ul>
          )
        ))}
    </li>
  );
}

/**
 * The account's folders as a tree to pick one from: `/` open, and open down to `near`; each folder's
 * folders are listed (`/file/list`, folders only) the first time it opens.
 */
export function FolderTree({ near, ...props }: Omit<TreeProps, 'opened'> & { near: string }) {
  const intl = useIntl();
  const opened = useMemo(() => new Set(ancestors(near)), [near]);
  return (
    <fieldset className="folder-tree border rounded px-2 py-1" data-testid="folder-tree">
      <legend className="visually-hidden">{intl.formatMessage({ id: 'files.bulkMove.target' })}</legend>
      <ul className="list-unstyled mb-0">
        <FolderNode {...props} opened={opened} path="/" name="/" depth={0} />
      </ul>
    </fieldset>
  );
}
