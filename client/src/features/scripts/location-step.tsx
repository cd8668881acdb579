import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage } from 'react-intl';
import { DomainField } from '../../components/domain-field';
import { LocationField } from '../../components/location-field';
import { TextField } from '../../components/text-field';
import { folderValid, type WizardState } from './wizard-steps';
import type { TargetFolder } from './use-target-folder';

interface Props {
  state: WizardState;
  set: <K extends keyof WizardState>(key: K, value: WizardState[K]) => void;
  folderError: boolean;
  target: TargetFolder;
  /** Whether the host's placeholder page is replaced by the install (asked only when the folder holds nothing else). */
  replace: boolean;
  onReplace: (replace: boolean) => void;
}

/** What the folder's check found, at once: free, only the placeholder page (replace it?), or taken with a free folder to use instead. */
function FolderNotice({ state: s, set, target, replace, onReplace }: Omit<Props, 'folderError'>) {
  const chooseFree = (folder: string) => {
    set('location', 'sub');
    set('folder', folder);
    // The button goes with the warning: the focus moves on to the folder's field, which shows the name.
    requestAnimationFrame(() => document.getElementById('script-folder')?.focus());
  };
  switch (target.state) {
    case 'checking':
      return (
        <p className="small text-body-secondary mb-0" role="status" data-testid="script-folder-check">
          <Spinner animation="border" size="sm" className="me-2" aria-hidden />
          <FormattedMessage id="scriptWizard.folder.checking" />
        </p>
      );
    case 'free':
      return (
        <p className="small text-success-emphasis mb-0" role="status" data-testid="script-folder-check" data-state="free">
          <FormattedMessage id="scriptWizard.folder.free" />
        </p>
      );
    case 'placeholder':
      return (
        <div className="alert alert-info py-2 mb-0" role="status" data-testid="script-folder-check" data-state="placeholder">
          <p className="mb-2 text-break">
            <FormattedMessage id="scriptWizard.folder.placeholder" values={{ file: target.file.split('/').pop() }} />
          </p>
          <Form.Check
            type="checkbox"
            id="script-replace-placeholder"
            checked={replace}
            onChange={(e) => onReplace(e.currentTarget.checked)}
            label={<FormattedMessage id="scriptWizard.folder.replace" />}
          />
        </div>
      );
    case 'taken':
      return (
        <div className="alert alert-warning py-2 mb-0" role="alert" data-testid="script-folder-check" data-state="taken">
          <p className="mb-2">
            <FormattedMessage id="scriptWizard.error.directory" />
          </p>
          {target.suggestion !== null && (
            <Button variant="primary" size="sm" className="text-break" onClick={() => chooseFree(target.suggestion ?? '')}>
              <FormattedMessage id="scriptWizard.folder.useFree" values={{ address: `${s.domain}/${target.suggestion}/` }} />
            </Button>
          )}
        </div>
      );
    default:
      return null;
  }
}

/** Wizard step 1: the domain, the main folder or a subfolder, and the folder's check. */
export function LocationStep(props: Props) {
  const { state: s, set, folderError } = props;
  return (
    <>
      <DomainField id="script-domain" texts="scriptWizard" autoFocus value={s.domain} onChange={(value) => set('domain', value)} />
      <LocationField name="script-location" legend="scriptWizard.location" value={s.location} onChange={(location) => set('location', location)} />
      {s.location === 'sub' && (
        <TextField
          id="script-folder"
          label={<FormattedMessage id="webAppDialog.directory" />}
          value={s.folder}
          onChange={(value) => set('folder', value)}
          error={folderError && !folderValid(s) ? 'validation.redirect.directory' : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="blog"
        />
      )}
      <div aria-live="polite">
        <FolderNotice {...props} />
      </div>
    </>
  );
}

/** Whether the folder stops the wizard at step 1: taken, or holding the placeholder page the user keeps. */
export const folderBlocks = (target: TargetFolder, replace: boolean) => target.state === 'taken' || (target.state === 'placeholder' && !replace);
