import Dropdown from 'react-bootstrap/Dropdown';
import { CloudUpload, PlusLg } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import { useDialogs } from '../../components/dialog-context';
import { PopupMenu } from '../../components/popup-menu';
import { CreateDirectoryDialog, CreateFileDialog, CreateLinkDialog } from './create-entry-dialog';
import { UploadDialog } from './upload-dialog';
import { TrashButton } from './trash-button';

/**
 * The screen's actions (in its \`ButtonBar\`): the Create menu (directory, empty file, symbolic link) and the Upload
 * menu (files, an archive), menus that behave as every other (`PopupMenu`: arrows, Home/End, Tab leaves).
 */
export function CreateUploadMenus({ dir, names }: { dir: string; names: readonly string[] }) {
  const { show } = useDialogs();
  return (
    <>
      <Dropdown>
        <Dropdown.Toggle variant="primary" size="sm" id="files-create" data-primary-create>
          <PlusLg aria-hidden="true" className="me-1" />
          <FormattedMessage id="files.create" />
        </Dropdown.Toggle>
        <PopupMenu>
          <Dropdown.Item
            as="button"
            type="button"
            role="menuitem"
            className="row-menu-item"
            onClick={() => show(<CreateDirectoryDialog dir={dir} taken={names} />)}
          >
            <FormattedMessage id="files.create.directory" />
          </Dropdown.Item>
          <Dropdown.Item as="button" type="button" role="menuitem" className="row-menu-item" onClick={() => show(<CreateFileDialog dir={dir} taken={names} />)}>
            <FormattedMessage id="files.create.file" />
          </Dropdown.Item>
          <Dropdown.Item as="button" type="button" role="menuitem" className="row-menu-item" onClick={() => show(<CreateLinkDialog dir={dir} taken={names} />)}>
            <FormattedMessage id="files.create.link" />
          </Dropdown.Item>
        </PopupMenu>
      </Dropdown>
      <Dropdown>
        <Dropdown.Toggle variant="outline-secondary" size="sm" id="files-upload">
          <CloudUpload aria-hidden="true" className="me-1" />
          <FormattedMessage id="files.upload" />
        </Dropdown.Toggle>
        <PopupMenu>
          <Dropdown.Item as="button" type="button" role="menuitem" className="row-menu-item" onClick={() => show(<UploadDialog dir={dir} />)}>
            <FormattedMessage id="files.upload.files" />
          </Dropdown.Item>
          <Dropdown.Item as="button" type="button" role="menuitem" className="row-menu-item" onClick={() => show(<UploadDialog dir={dir} archive />)}>
            <FormattedMessage id="files.upload.archive" />
          </Dropdown.Item>
        </PopupMenu>
      </Dropdown>
      <TrashButton />
    </>
  );
}
