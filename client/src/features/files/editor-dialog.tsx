import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { badReply, failureCode, isApiError } from '../../api/errors';
import { ErrorBanner } from '../../components/error-banner';
import { useDialogControl } from '../../components/dialog-context';
import { LoadingButton } from '../../components/loading-button';
import { useToast } from '../../hooks/use-toast';
import type { MessageId } from '../../i18n/messages';
import { dialogErrorMessage } from '../../lib/dialog-error';
import type { EditorControl } from './code-editor';
import { editorLanguage, joinPath } from './paths';
import { useListingUpdate } from './use-file-call';
import { useLazyFileTextQuery, usePutFileMutation } from './api';

export const EDITOR_DIALOG_ID = 'file-editor-dialog';

const CodeEditor = lazy(() => import('./code-editor'));
const ChangeView = lazy(() => import('./change-view'));

/** What the body compares: the opened text with the edited one, or the server's newer text with it. */
type Review = { against: 'opened' | 'server'; original: string } | null;

/**
 * Before a save: the file on the server is still the one opened (or last saved here), or someone
 * else changed it since, in which case saving would overwrite their change.
 */
export function serverConflict(opened: string, onServer: string): string | null {
  return onServer === opened ? null : onServer;
}

type Load = { state: 'loading' } | { state: 'failed'; message: MessageId } | { state: 'ready'; text: string };

/** Why a file cannot be opened: too large or not text (the server says which), else 'Cannot load file.' */
function loadFailure(error: unknown): MessageId {
  if (failureCode(error) === 406 && isApiError(error)) {
    if (error.message === 'This file is too large to edit.') return 'file.error.tooLarge';
    if (error.message === 'This file is not a text file.') return 'file.error.notText';
  }
  return failureCode(error) === 0 ? 'error.network' : 'files.editor.loadFailed';
}

/** Why a save failed: the folder is gone, the path is a folder, the disk is full, no reply, or unknown. */
function saveFailure(error: unknown): MessageId {
  const notAFile = isApiError(error) && error.message === 'Not a file.';
  return dialogErrorMessage(error, { 404: 'file.error.notFound', 406: notAFile ? 'file.error.notFile' : 'file.error.diskFull' });
}

/**
 * The editor: the file's text in CodeMirror; Save is enabled only when something changed; closing
 * with unsaved changes asks 'Save file?' (Cancel / Don't save / Save file). The editor stays mounted
 * (hidden) while the prompt shows, so Cancel, or a failed save from the prompt, returns to exactly
 * what was typed, with its undo history and caret; a failed save says the file was not saved and why.
 */
export function EditorDialog({ dir, name }: { dir: string; name: string }) {
  const intl = useIntl();
  const showToast = useToast();
  const update = useListingUpdate();
  // Each request reads the file afresh: on opening, and before a save.
  const [readFile] = useLazyFileTextQuery();
  const [putFile] = usePutFileMutation();
  const { show, close, exited } = useDialogControl();
  const path = joinPath(dir, name);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [text, setText] = useState('');
  const [saved, setSaved] = useState('');
  const [saving, setSaving] = useState(false);
  const [asking, setAsking] = useState(false);
  const [saveError, setSaveError] = useState<MessageId | null>(null);
  const [review, setReview] = useState<Review>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const control = useRef<EditorControl | null>(null);
  const dirty = load.state === 'ready' && text !== saved;

  useEffect(() => {
    // A dialog closed before the file arrived ignores it.
    let open = true;
    readFile({ file: path })
      .unwrap()
      .then(
        ({ file }) => {
          if (!open) return;
          // A reply without the file's text cannot be edited: it says the file could not be read.
          if (file === undefined) return setLoad({ state: 'failed', message: 'files.editor.loadFailed' });
          setText(file);
          setSaved(file);
          setLoad({ state: 'ready', text: file });
        },
        (error: unknown) => {
          if (open) setLoad({ state: 'failed', message: loadFailure(error) });
        },
      );
    return () => {
      open = false;
    };
  }, [readFile, path]);

  const save = async (thenClose: boolean, overwrite = false) => {
    if (saving) return;
    setSaving(true);
    setSaveError(null);
    const contents = text;
    try {
      if (!overwrite) {
        // A fresh look first: someone else's change since the file was opened is not overwritten unasked.
        const { file } = await readFile({ file: path }).unwrap();
        if (file === undefined) throw badReply();
        const changed = serverConflict(saved, file);
        if (changed !== null) {
          setAsking(false);
          setReview(null);
          setConflict(changed);
          return;
        }
      }
      const reply = await putFile({ file: path, contents }).unwrap();
      update(dir, reply);
      setSaved(contents);
      setConflict(null);
      setReview(null);
      showToast('toast.fileSaved');
      if (thenClose) close();
    } catch (error) {
      // Back to the editor, whose text is still what was typed, with the reason it was not saved.
      setAsking(false);
      setReview(null);
      setSaveError(saveFailure(error));
    } finally {
      setSaving(false);
    }
  };
  const requestClose = () => (dirty ? setAsking(true) : close());
  const revert = () => {
    setReview(null);
    control.current?.replace(saved);
  };
  const editorHidden = asking || review !== null;
  // The prompt takes the focus on its safest button (the pressed Close is gone).
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) cancel.current?.focus();
  }, [asking]);

  return (
    <Modal
      show={show}
      // Escape on 'Save file?' is its Cancel: back to the editor.
      onHide={asking ? () => setAsking(false) : requestClose}
      onExited={exited}
      id={EDITOR_DIALOG_ID}
      aria-labelledby={`${EDITOR_DIALOG_ID}-title`}
      // The editor: wide, and the whole screen below desktop width; 'Save file?': a small dialog.
      size={asking ? undefined : 'xl'}
      fullscreen={asking ? undefined : 'lg-down'}
      centered
    >
      <Modal.Header closeButton closeLabel={intl.formatMessage({ id: 'common.close' })}>
        <Modal.Title as="h2" className="h5 text-break" id={`${EDITOR_DIALOG_ID}-title`}>
          {asking ? <FormattedMessage id="files.editor.confirmTitle" /> : name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className={asking ? undefined : 'editor-body'}>
        {asking && (
          <p className="mb-0">
            <FormattedMessage id="files.editor.confirmText" values={{ name }} />
          </p>
        )}
        <div hidden={asking} className="editor-pane">
          <ErrorBanner>
            {saveError && (
              <span data-testid="editor-save-error">
                <FormattedMessage id="files.editor.notSaved" values={{ name }} /> <FormattedMessage id={saveError} />
              </span>
            )}
          </ErrorBanner>
          {conflict !== null && (
            <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2" data-testid="editor-conflict">
              <span role="alert" className="me-auto">
                <FormattedMessage id="files.editor.conflict" values={{ name }} />
              </span>
              {review?.against !== 'server' && (
                <Button variant="outline-dark" size="sm" onClick={() => setReview({ against: 'server', original: conflict })}>
                  <FormattedMessage id="files.editor.compare" />
                </Button>
              )}
              <LoadingButton variant="danger" size="sm" loading={saving} onClick={() => void save(false, true)}>
                <FormattedMessage id="files.editor.overwrite" />
              </LoadingButton>
            </div>
          )}
          {review && (
            <Suspense
              fallback={
                <div className="text-center py-5" role="status">
                  <Spinner animation="border" size="sm" aria-hidden="true" />
                </div>
              }
            >
              <p className="small text-body-secondary mb-2">
                <FormattedMessage id={review.against === 'server' ? 'files.editor.comparingServer' : 'files.editor.comparingOpened'} />
              </p>
              <ChangeView original={review.original} text={text} label={intl.formatMessage({ id: 'files.editor.changesLabel' }, { name })} />
            </Suspense>
          )}
          {load.state === 'loading' ? (
            <div className="text-center py-5" role="status">
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              <FormattedMessage id="files.editor.loading" />
            </div>
          ) : load.state === 'failed' ? (
            <div className="alert alert-danger mb-0" role="alert" data-testid="editor-error">
              <FormattedMessage id={load.message} />
            </div>
          ) : (
            <div hidden={review !== null} className="editor-main">
              <Suspense
                fallback={
                  <div className="text-center py-5" role="status">
                    <Spinner animation="border" size="sm" aria-hidden="true" />
                  </div>
                }
              >
                <CodeEditor
                  initial={load.text}
                  language={editorLanguage(name)}
                  label={intl.formatMessage({ id: 'files.editor.label' }, { name })}
                  onChange={setText}
                  hidden={editorHidden}
                  controlRef={control}
                />
              </Suspense>
            </div>
          )}
        </div>
      </Modal.Body>
      <Modal.Footer>
        {asking ? (
          <>
            <Button variant="outline-secondary" onClick={() => setAsking(false)} ref={cancel}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button variant="outline-danger" onClick={close}>
              <FormattedMessage id="files.editor.dontSave" />
            </Button>
            <LoadingButton variant="primary" loading={saving} onClick={() => void save(true)}>
              <FormattedMessage id="files.editor.saveFile" />
            </LoadingButton>
          </>
        ) : (
          <>
            <Button variant="outline-secondary" onClick={requestClose}>
              <FormattedMessage id="common.close" />
            </Button>
            {load.state === 'ready' && (
              <Button variant="outline-secondary" onClick={() => control.current?.search()} hidden={review !== null}>
                <FormattedMessage id="files.editor.search" />
              </Button>
            )}
            {review ? (
              <Button variant="outline-secondary" onClick={() => setReview(null)}>
                <FormattedMessage id="files.editor.backToEditor" />
              </Button>
            ) : (
              <Button variant="outline-secondary" disabled={!dirty} onClick={() => setReview({ against: 'opened', original: saved })}>
                <FormattedMessage id="files.editor.review" />
              </Button>
            )}
            <Button variant="outline-danger" disabled={!dirty} onClick={revert}>
              <FormattedMessage id="files.editor.revert" />
            </Button>
            <LoadingButton variant="primary" loading={saving} disabled={!dirty} onClick={() => void save(false)}>
              <FormattedMessage id="files.editor.save" />
            </LoadingButton>
          </>
        )}
      </Modal.Footer>
    </Modal>
  );
}
