import { useEffect, useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { scriptAdminSchema } from '@panel/contract/rules';
import { isApiError } from '../../api/errors';
import { DialogFrame, useCloseDialog } from '../../components/dialog-frame';
import { ErrorBanner } from '../../components/error-banner';
import { LoadingButton } from '../../components/loading-button';
import { PasswordTwice } from '../../components/password-twice';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { sameDirectory, sameName } from '../../api/effect-check';
import type { MessageId } from '../../i18n/messages';
import { fieldErrors } from '../../lib/validation';
import { useAppSelector } from '../../store/hooks';
import {
  canGoBack,
  canGoNext,
  folderValid,
  initialWizard,
  installErrorMessage,
  reviewWarnings,
  wizardDirectory,
  WIZARD_STEPS,
  type WizardState,
} from './wizard-steps';
import { selectLists } from '../../api/queries';
import { useChange } from '../../api/changes';
import { useApi } from '../../api/api-context';
import { folderBlocks, LocationStep } from './location-step';
import { useTargetFolder } from './use-target-folder';
import { TermRow } from '../../components/data-labels';

export const SCRIPT_WIZARD_ID = 'script-install-dialog';

const STEP_TITLES: MessageId[] = [
  'scriptWizard.step.script',
  'scriptWizard.step.location',
  'scriptWizard.step.database',
  'scriptWizard.step.admin',
  'scriptWizard.step.review',
];

/**
 * The five-step install: script, domain and location, database (new, or an existing MySQL one),
 * administrator, review with warnings, then Install. The 412 refusals show as 'The selected
 * directory is not empty.' and 'The selected database is not empty.'; any other failure as
 * 'Cannot install the script.'
 */
export function InstallScriptDialog({ type, domain }: { type: string; domain?: string }) {
  const intl = useIntl();
  const [install] = useChange('/script/install');
  const [deleteFile] = useChange('/file/file/delete');
  const [putFile] = useChange('/file/file/put');
  const api = useApi();
  const domains = useAppSelector((state) => selectLists(state).domains);
  const [replace, setReplace] = useState(true);
  // The placeholder page the install replaces, as the folder's check stands at the submit.
  const replacingRef = useRef<string | null>(null);
  const close = useCloseDialog();
  const scripts = useAppSelector((state) => state.session.plan?.availableScripts) ?? [];
  const installed = useAppSelector((state) => selectLists(state).scripts);
  const redirects = useAppSelector((state) => selectLists(state).redirects);
  const databases = useAppSelector((state) => selectLists(state).databases);
  const mysql = useMemo(() => databases.filter((d) => d.type === 'mysql'), [databases]);
  const mysqlNames = useMemo(() => mysql.map((d) => d.name), [mysql]);
  // The install's banner depends on the refusal's message, not only its status: set as it fails.
  const [errors] = useState<Partial<Record<number, MessageId>>>(() => ({ 412: 'scriptWizard.error.install', 500: 'scriptWizard.error.install' }));
  const [folderError, setFolderError] = useState(false);
  const form = useFormDialog<WizardState, WizardState>({
    initial: initialWizard(type, domain),
    call: async (s) => {
      // The host's placeholder page goes first (the install needs an empty folder); kept, it comes back when the install fails.
      const placeholder = replacingRef.current;
      const kept = placeholder ? await api.call('/file/file/get', { file: placeholder }).catch(() => null) : null;
      if (placeholder) await deleteFile({ file: placeholder }).unwrap();
      return install({
        type: s.type,
        domain: s.domain,
        directory: wizardDirectory(s),
        database: s.database === 'existing' ? s.existing : null,
        login: s.login.trim(),
        password: s.password,
      })
        .unwrap()
        .catch(async (error: unknown) => {
          if (isApiError(error)) errors[error.code] = installErrorMessage(error.code, error.message);
          if (placeholder && kept?.file !== undefined) await putFile({ file: placeholder, contents: kept.file }).catch(() => undefined);
          throw error;
        });
    },
    errors,
    effect: {
      operation: '/script/install',
      shows: (lists, s) => lists.scripts.some((x) => sameName(x.domain, s.domain) && sameDirectory(x.directory, wizardDirectory(s))),
    },
    toast: (s) => ({ id: 'toast.scriptInstalled', values: { address: `${s.domain}${wizardDirectory(s)}` } }),
  });
  const [adminErrors, setAdminErrors] = useState<Partial<Record<'login' | 'password' | 'repeat', MessageId>>>({});
  const s = form.values;
  const target = useTargetFolder(
    domains.find((d) => d.domain === s.domain),
    folderValid(s) ? wizardDirectory(s) : null,
    s.type,
  );
  const replacing = target.state === 'placeholder' && replace ? target.file : null;
  useEffect(() => {
    replacingRef.current = replacing;
  });
  const script = scripts.find((x) => x.type === s.type);
  const warnings = reviewWarnings(s, { scripts: installed, redirects, databases });
  const go = (step: number) => form.set('step', step);

  const next = () => {
    if (s.step === 1 && !folderValid(s)) return setFolderError(true);
    if (s.step === 1 && folderBlocks(target, replace)) return;
    if (s.step === 3) {
      const parsed = scriptAdminSchema.safeParse({ login: s.login, password: s.password, repeat: s.repeat });
      if (!parsed.success) return setAdminErrors(fieldErrors<'login' | 'password' | 'repeat'>(parsed.error.issues));
      setAdminErrors({});
    }
    setFolderError(false);
    if (canGoNext(s)) go(s.step + 1);
  };
  const last = s.step === WIZARD_STEPS - 1;

  return (
    <DialogFrame
      id={SCRIPT_WIZARD_ID}
      size="lg"
      title={<FormattedMessage id="scriptWizard.title" values={{ step: s.step + 1, steps: WIZARD_STEPS }} />}
      onSubmit={() => (last ? form.submit() : next())}
      footer={
        <>
          <Button variant="outline-secondary" onClick={close} className="me-auto">
            <FormattedMessage id="common.cancel" />
          </Button>
          {canGoBack(s) && (
            <Button variant="outline-primary" onClick={() => go(s.step - 1)} disabled={form.loading}>
              <FormattedMessage id="scriptWizard.back" />
            </Button>
          )}
          {last ? (
            <LoadingButton type="submit" variant="primary" loading={form.loading}>
              <FormattedMessage id="scriptWizard.install" />
            </LoadingButton>
          ) : (
            <Button type="submit" variant="primary" disabled={!canGoNext(s) || (s.step === 1 && folderBlocks(target, replace))}>
              <FormattedMessage id="scriptWizard.next" />
            </Button>
          )}
        </>
      }
    >
      <ErrorBanner>{form.failure && <FormattedMessage id={form.failure} />}</ErrorBanner>
      <h3 className="h6 mb-3" data-testid="script-wizard-step">
        <FormattedMessage id={STEP_TITLES[s.step]} />
      </h3>
      {s.step === 0 && (
        <fieldset>
          <legend className="visually-hidden">
            <FormattedMessage id="scriptWizard.step.script" />
          </legend>
          <div className="row g-2">
            {scripts.map((x) => (
              <div className="col-12 col-sm-6" key={x.type}>
                <label
                  htmlFor={`script-type-${x.type}`}
                  className={`script-choice d-flex flex-wrap align-items-center column-gap-2 border rounded p-2 h-100${s.type === x.type ? ' border-primary bg-primary-subtle' : ''}`}
                >
                  <input
                    type="radio"
                    id={`script-type-${x.type}`}
                    className="form-check-input mt-0"
                    name="script-type"
                    value={x.type}
                    checked={s.type === x.type}
                    onChange={() => form.set('type', x.type)}
                    autoFocus={s.type === x.type}
                  />
                  <img src={`/assets/scripts/${x.type}.svg`} alt="" width={28} height={28} />
                  <span className="fw-medium">{x.name}</span>
                  <span className="small text-body-secondary ms-auto text-nowrap">
                    <FormattedMessage id="scriptWizard.php" values={{ min: x.minPHP, max: x.maxPHP }} />
                  </span>
                </label>
              </div>
            ))}
          </div>
        </fieldset>
      )}
      {s.step === 1 && <LocationStep state={s} set={form.set} folderError={folderError} target={target} replace={replace} onReplace={setReplace} />}
      {s.step === 2 && (
        <>
          <Form.Check
            type="radio"
            id="script-database-new"
            name="script-database"
            className="mb-2"
            checked={s.database === 'new'}
            onChange={() => form.set('database', 'new')}
            label={<FormattedMessage id="scriptWizard.databaseNew" />}
          />
          <Form.Check
            type="radio"
            id="script-database-existing"
            name="script-database"
            className="mb-2"
            disabled={mysql.length === 0}
            checked={s.database === 'existing'}
            onChange={() => form.set('database', 'existing')}
            label={<FormattedMessage id="scriptWizard.databaseExisting" />}
          />
          {s.database === 'existing' && (
            <SelectField
              id="script-database-name"
              className="ms-4"
              label={<FormattedMessage id="scriptWizard.databaseName" />}
              value={s.existing}
              onChange={(value) => form.set('existing', value)}
              options={mysqlNames}
              empty={intl.formatMessage({ id: 'scriptWizard.chooseDatabase' })}
            />
          )}
        </>
      )}
      {s.step === 3 && (
        <>
          <TextField
            id="script-admin-login"
            autoFocus
            autoComplete="off"
            label={<FormattedMessage id="scriptWizard.adminLogin" />}
            value={s.login}
            onChange={(value) => form.set('login', value)}
            error={adminErrors.login}
          />
          <PasswordTwice
            id="script-admin"
            passwordId="script-admin-password"
            label="scriptWizard.adminPassword"
            help="password.minLength"
            password={{ value: s.password, onChange: (value) => form.set('password', value), error: adminErrors.password }}
            repeat={{ value: s.repeat, onChange: (value) => form.set('repeat', value), error: adminErrors.repeat }}
          />
        </>
      )}
      {s.step === 4 && (
        <>
          <dl className="row mb-2" data-testid="script-review">
            <TermRow label="scriptWizard.review.script">{script?.name ?? s.type}</TermRow>
            <TermRow label="scriptWizard.review.address" className="text-break">{`${s.domain}${wizardDirectory(s)}`}</TermRow>
            <TermRow label="scriptWizard.review.database" className="text-break">
              {s.database === 'existing' ? s.existing : <FormattedMessage id="scriptWizard.databaseNew" />}
            </TermRow>
            <TermRow label="scriptWizard.adminLogin" className="text-break">
              {s.login.trim()}
            </TermRow>
          </dl>
          {replacing && (
            <div className="alert alert-info py-2" data-testid="script-replace-note">
              <FormattedMessage id="scriptWizard.review.placeholder" values={{ file: replacing.split('/').pop() }} />
            </div>
          )}
          {warnings.map((w) => (
            <div key={w} className="alert alert-warning py-2" data-testid={`script-warning-${w}`}>
              <FormattedMessage id={`scriptWizard.warning.${w}`} />
            </div>
          ))}
        </>
      )}
    </DialogFrame>
  );
}
