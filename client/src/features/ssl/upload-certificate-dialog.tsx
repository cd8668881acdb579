import { useMemo, useRef, useState, type Ref } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import { certificateRefusal, certificateSchema, matchedDomains, type CertificateForm } from '@panel/contract/rules';
import { hasFields } from '../../api/client';
import { badReply } from '../../api/errors';
import { DialogFrame, useCloseDialog } from '../../components/dialog-frame';
import { useDialogControl } from '../../components/dialog-context';
import { ErrorBanner } from '../../components/error-banner';
import { LoadingButton } from '../../components/loading-button';
import { TextAreaField } from '../../components/text-area-field';
import { useToast } from '../../hooks/use-toast';
import type { MessageId } from '../../i18n/messages';
import { dialogErrorMessage } from '../../lib/dialog-error';
import { fieldErrors } from '../../lib/validation';
import { selectLists } from '../../api/queries';
import { useAppSelector } from '../../store/hooks';
import { CertificateResult, type CertificateCheck } from './certificate-result';
import { useChange } from '../../api/changes';
import { useCheckCertificateMutation } from './api';

export const CERTIFICATE_UPLOAD_DIALOG_ID = 'certificate-upload-dialog';

type Field = keyof CertificateForm;
const FIELDS: { name: Field; label: MessageId }[] = [
  { name: 'cert', label: 'certificateUpload.cert' },
  { name: 'key', label: 'certificateUpload.key' },
  { name: 'ca', label: 'certificateUpload.ca' },
];

function PemField({
  name,
  label,
  value,
  error,
  onChange,
  inputRef,
}: {
  name: Field;
  label: MessageId;
  value: string;
  error?: MessageId;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  return (
    <TextAreaField
      inputRef={inputRef}
      id={`certificate-${name}`}
      label={<FormattedMessage id={label} />}
      className="font-monospace small pem-field"
      rows={4}
      value={value}
      onChange={onChange}
      error={error}
      spellCheck={false}
      autoComplete="off"
    />
  );
}

/**
 * The two-step upload: paste the texts and check them (step 1), then see what the check found and
 * install the certificate on every domain of the account it covers, one call per domain (step 2).
 * Install stays disabled while the result cannot be installed; a failed check goes back to the
 * texts with the certificate marked invalid.
 */
export function UploadCertificateDialog() {
  const [checkCertificate] = useCheckCertificateMutation();
  const [upload] = useChange('/certificate/upload');
  const showToast = useToast();
  const { close } = useDialogControl();
  const cancel = useCloseDialog();
  const domains = useAppSelector((state) => selectLists(state).domains);
  const [values, setValues] = useState<CertificateForm>({ cert: '', key: '', ca: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, MessageId>>>({});
  const [info, setInfo] = useState<CertificateCheck | null>(null);
  const [failure, setFailure] = useState<MessageId | null>(null);
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  const firstField = useRef<HTMLTextAreaElement>(null);

  const names = useMemo(() => domains.map((d) => d.domain), [domains]);
  const targets = useMemo(() => (info ? matchedDomains(info, names) : []), [info, names]);
  const refusal = info ? certificateRefusal(info, names) : null;

  const run = (work: () => Promise<void>, onError: (error: unknown) => void) => {
    if (busy.current) return;
    busy.current = true;
    setFailure(null);
    setLoading(true);
    work().then(
      () => {
        busy.current = false;
      },
      (error: unknown) => {
        busy.current = false;
        setLoading(false);
        onError(error);
      },
    );
  };

  const check = () => {
    const parsed = certificateSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors<Field>(parsed.error.issues));
    setErrors({});
    run(
      async () => {
        const result = await checkCertificate(parsed.data).unwrap();
        // What decides whether it can be installed must be there; a missing date only reads "unknown".
        if (!hasFields(result, ['subjects', 'domains', 'issuer', 'validKey', 'selfSigned', 'expired', 'allSigned'])) throw badReply();
        setInfo(result);
        setLoading(false);
      },
      (error) => {
        setErrors({ cert: 'validation.certificate.invalid' });
        setFailure(dialogErrorMessage(error, { 406: 'certificate.error.unreadable' }));
      },
    );
  };

  const install = () => {
    if (refusal) return;
    run(
      async () => {
        for (const domain of targets) await upload({ domain, ...values }).unwrap();
        showToast('toast.certificateInstalled', { domains: targets.join(', ') });
        close();
      },
      (error) => setFailure(dialogErrorMessage(error)),
    );
  };

  const step = info ? 2 : 1;
  return (
    <DialogFrame
      id={CERTIFICATE_UPLOAD_DIALOG_ID}
      size="lg"
      title={<FormattedMessage id="certificateUpload.title" />}
      onSubmit={info ? install : check}
      onEntered={() => firstField.current?.focus()}
      footer={
        <>
          <span className="me-auto small text-body-secondary" data-testid="certificate-step">
            <FormattedMessage id="certificateUpload.step" values={{ step, steps: 2 }} />
          </span>
          {info ? (
            <Button
              variant="outline-secondary"
              disabled={loading}
              onClick={() => {
                setInfo(null);
                setFailure(null);
              }}
            >
              <FormattedMessage id="certificateUpload.back" />
            </Button>
          ) : (
            <Button variant="outline-secondary" onClick={cancel}>
              <FormattedMessage id="common.cancel" />
            </Button>
          )}
          <LoadingButton type="submit" variant="primary" loading={loading} disabled={info !== null && refusal !== null}>
            <FormattedMessage id={info ? 'certificateUpload.install' : 'certificateUpload.check'} />
          </LoadingButton>
        </>
      }
    >
      <ErrorBanner>{failure && <FormattedMessage id={failure} />}</ErrorBanner>
      {info ? (
        <CertificateResult info={info} targets={targets} refusal={refusal} />
      ) : (
        <>
          <p>
            <FormattedMessage id="certificateUpload.intro" />
          </p>
          {FIELDS.map(({ name, label }, index) => (
            <PemField
              key={name}
              name={name}
              label={label}
              value={values[name]}
              error={errors[name]}
              inputRef={index === 0 ? firstField : undefined}
              onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
            />
          ))}
        </>
      )}
    </DialogFrame>
  );
}
