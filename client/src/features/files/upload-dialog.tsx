import { useRef, useState, type DragEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { refusalMessages } from '@panel/contract/rules';
import { isApiError } from '../../api/errors';
import { FormDialog } from '../../components/form-dialog';
import { SizeText } from '../../components/size-text';
import { useFormDialog, type FailureMessage } from '../../hooks/use-form-dialog';
import { useListingUpdate } from './use-file-call';
import { useUploadFilesMutation } from './api';

export const UPLOAD_DIALOG_ID = 'file-upload-dialog';
export const ARCHIVE_DIALOG_ID = 'file-archive-dialog';

/** Whether a file name is an archive the server extracts: .zip, .tar, .tar.gz or .tgz. */
export const isArchiveName = (name: string) => /\.(zip|tar|tar\.gz|tgz)$/i.test(name);

/** The 406 refusals of an upload other than 'Files too big', told apart by their message. */
const OTHER_406 = ['file.error.tooManyEntries', 'file.error.permission', 'file.error.invalidArchive'] as const;

/**
 * What an upload's failure says when its status alone does not: a 409 names the entry that clashes
 * (a folder where a file goes, or the reverse); a 406 that is not about size says what it is.
 */
export function uploadFailure(error: unknown): FailureMessage | undefined {
  if (!isApiError(error)) return undefined;
  if (error.code === 409) return error.field ? { id: 'files.upload.clash', values: { name: error.field } } : { id: 'validation.file.renameExists' };
  if (error.code === 406) {
    const id = OTHER_406.find((other) => refusalMessages[other] === error.message);
    return id ? { id } : undefined;
  }
  return undefined;
}

/**
 * Files from disk, by click or drag and drop, sent in one request with a percentage bar; or, with
 * `archive`, one .zip, .tar or .tar.gz that the server extracts into the folder.
 */
export function UploadDialog({ dir, archive = false }: { dir: string; archive?: boolean }) {
  const [upload] = useUploadFilesMutation();
  const intl = useIntl();
  const update = useListingUpdate();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [dragging, setDragging] = useState(false);
  const form = useFormDialog({
    initial: { files: [] as File[] },
    call: ({ files }) => {
      const body = new FormData();
      body.append('directory', dir);
      for (const file of files) body.append('files[]', file, file.name);
      setProgress(0);
      const path = archive ? '/file/zip/upload' : '/file/file/upload';
      return upload({ path, form: body, onProgress: setProgress }).unwrap();
    },
    errors: { 406: 'file.error.tooBig', 404: 'file.error.notFound', 400: archive ? 'file.error.invalidArchive' : 'validation.file.fileName' },
    failureOf: uploadFailure,
    toast: { id: 'toast.filesUploaded' },
    onSuccess: (reply) => update(dir, reply),
  });
  const { files } = form.values;
  const wrongKind = archive && files.length > 0 && !isArchiveName(files[0].name);
  const choose = (list: FileList | null) => {
    if (!list || form.loading) return;
    const chosen = Array.from(list);
    form.set('files', archive ? chosen.slice(0, 1) : chosen);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files);
  };
  const percent = Math.round(progress * 100);
  return (
    <FormDialog
      form={form}
      id={archive ? ARCHIVE_DIALOG_ID : UPLOAD_DIALOG_ID}
      title={<FormattedMessage id={archive ? 'files.archive.title' : 'files.upload.title'} />}
      submitLabel={<FormattedMessage id={archive ? 'files.archive.submit' : 'files.upload.submit'} />}
      submitDisabled={files.length === 0 || wrongKind}
    >
      <div
        className={`upload-drop rounded border border-2 p-4 text-center ${dragging ? 'border-primary bg-primary-subtle' : 'border-dashed'}`}
        data-testid="upload-drop"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p className="mb-2">
          <FormattedMessage id={archive ? 'files.archive.drop' : 'files.upload.drop'} />
        </p>
        <input
          ref={input}
          id={archive ? 'file-archive-input' : 'file-upload-input'}
          type="file"
          className="visually-hidden"
          multiple={!archive}
          accept={archive ? '.zip,.tar,.tar.gz,.tgz,application/zip,application/x-tar,application/gzip' : undefined}
          onChange={(event) => choose(event.currentTarget.files)}
          disabled={form.loading}
        />
        <label htmlFor={archive ? 'file-archive-input' : 'file-upload-input'} className="btn btn-outline-primary">
          <FormattedMessage id={archive ? 'files.archive.choose' : 'files.upload.choose'} />
        </label>
      </div>
      {files.length > 0 && (
        <ul className="list-unstyled small mt-3 mb-0" aria-label={intl.formatMessage({ id: 'files.upload.chosen' })} data-testid="upload-chosen">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className="d-flex gap-2">
              <span className="text-truncate" title={file.name}>
                {file.name}
              </span>
              <span className="ms-auto text-body-secondary">
                <SizeText bytes={file.size} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {wrongKind && (
        <p className="text-danger small mt-2 mb-0" role="alert">
          <FormattedMessage id="files.archive.wrongKind" />
        </p>
      )}
      {form.loading && (
        <div
          className="progress mt-3"
          role="progressbar"
          aria-label={intl.formatMessage({ id: 'files.upload.progress' })}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          data-testid="upload-progress"
        >
          <div className="progress-bar" style={{ width: `${percent}%` }}>
            {percent}%
          </div>
        </div>
      )}
    </FormDialog>
  );
}
