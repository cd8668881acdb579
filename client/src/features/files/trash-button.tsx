import Button from 'react-bootstrap/Button';
import { Trash3 } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import { useCapability } from '../../api/capabilities';
import { useDialogs } from '../../components/dialog-context';

/** Opens the file trash; there only when the backend offers `fileTrash` (the spec's file browser has none). */
export function TrashButton() {
  const { open } = useDialogs();
  if (!useCapability('fileTrash')) return null;
  return (
    <Button variant="outline-secondary" size="sm" onClick={() => open('trash')} data-testid="files-trash">
      <Trash3 aria-hidden="true" className="me-1" />
      <FormattedMessage id="files.trash" />
    </Button>
  );
}
