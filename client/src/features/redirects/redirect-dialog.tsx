import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Collapse from 'react-bootstrap/Collapse';
import Form from 'react-bootstrap/Form';
import { ChevronDown, ChevronRight } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Redirect } from '@panel/contract';
import { DEFAULT_REDIRECT_CODE, REDIRECT_CODES, redirectAddress, redirectCreateSchemaFor, redirectSchema, type RedirectCode, type RedirectKind } from '@panel/contract/rules';
import { useApi } from '../../api/api-context';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { useAppSelector } from '../../store/hooks';
import { selectLists } from '../../api/queries';

export const REDIRECT_DIALOG_ID = 'redirect-dialog';

interface Values {
  domain: string;
  directory: string;
  type: RedirectKind;
  destination: string;
  code: RedirectCode;
}

/** The destination a modify dialog starts with: what was typed for normal, nothing for HTTP to HTTPS. */
const initialValues = (redirect: Redirect | undefined, domain: string | undefined): Values =>
  redirect
    ? { domain: redirect.domain, directory: redirect.directory, type: redirect.type, destination: redirect.type === 'normal' ? redirect.destination : '', code: redirect.code }
    : { domain: domain ?? '', directory: '/', type: 'normal', destination: '', code: DEFAULT_REDIRECT_CODE };

/**
 * Create a redirection (`redirect` absent, `domain` preselected when given) or modify one (its domain
 * and directory are its key and stay fixed). The advanced section, with the code, starts collapsed
 * at 301 and open otherwise.
 */
export function RedirectDialog({ redirect, domain }: { redirect?: Redirect; domain?: string }) {
  const intl = useIntl();
  const api = useApi();
  const domains = useAppSelector((state) => selectLists(state).domains);
  const redirects = useAppSelector((state) => selectLists(state).redirects);
  const modify = redirect !== undefined;
  const schema = useMemo(() => (modify ? redirectSchema : redirectCreateSchemaFor(redirects)), [modify, redirects]);
  const form = useFormDialog({
    initial: initialValues(redirect, domain),
    schema,
    call: (body) => api.call(modify ? '/redirect/modify' : '/redirect/create', body),
    errors: { 409: 'validation.redirect.duplicate' },
    toast: (body) => ({ id: modify ? 'toast.redirectModified' : 'toast.redirectCreated', values: { address: redirectAddress(body) } }),
  });
  const [advanced, setAdvanced] = useState(form.values.code !== DEFAULT_REDIRECT_CODE);
  const { values } = form;
  const domainError = form.field('domain').error;

  return (
    <FormDialog
      form={form}
      id={REDIRECT_DIALOG_ID}
      title={<FormattedMessage id={modify ? 'redirectDialog.modifyTitle' : 'redirectDialog.createTitle'} />}
      submitLabel={<FormattedMessage id={modify ? 'common.save' : 'redirectDialog.create'} />}
    >
      <Form.Group className="mb-3" controlId="redirect-domain">
        <Form.Label>
          <FormattedMessage id="redirectDialog.domain" />
        </Form.Label>
        <Form.Select
          value={values.domain}
          disabled={modify}
          autoFocus={!modify}
          isInvalid={domainError !== undefined}
          aria-describedby={domainError ? 'redirect-domain-feedback' : undefined}
          onChange={(event) => form.set('domain', event.currentTarget.value)}
        >
          <option value="">{intl.formatMessage({ id: 'redirectDialog.chooseDomain' })}</option>
          {domains.map((d) => (
            <option key={d.domain} value={d.domain}>
              {d.domain}
            </option>
          ))}
        </Form.Select>
        {domainError && (
          <Form.Control.Feedback type="invalid" id="redirect-domain-feedback">
            <FormattedMessage id={domainError} />
          </Form.Control.Feedback>
        )}
      </Form.Group>
      <TextField
        id="redirect-directory"
        label={<FormattedMessage id="redirectDialog.directory" />}
        {...form.field('directory')}
        disabled={modify}
        autoComplete="off"
        spellCheck={false}
        help={<FormattedMessage id="redirectDialog.directoryHelp" />}
      />
      <fieldset className="mb-3">
        <legend className="form-label fs-6">
          <FormattedMessage id="redirectDialog.type" />
        </legend>
        <Form.Check type="radio" id="redirect-type-normal" name="redirect-type" checked={values.type === 'normal'} onChange={() => form.set('type', 'normal')} label={<FormattedMessage id="redirectDialog.type.normal" />} />
        <Form.Check type="radio" id="redirect-type-http" name="redirect-type" checked={values.type === 'http'} onChange={() => form.set('type', 'http')} label={<FormattedMessage id="redirectDialog.type.http" />} />
      </fieldset>
      {values.type === 'normal' ? (
        <TextField
          id="redirect-destination"
          label={<FormattedMessage id="redirectDialog.destination" />}
          {...form.field('destination')}
          autoFocus={modify}
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
          placeholder="https://www.example.com/"
          help={<FormattedMessage id="redirectDialog.destinationHelp" />}
        />
      ) : (
        <p className="form-text mt-0 mb-3" data-testid="redirect-http-note">
          <FormattedMessage id="redirectDialog.httpNote" values={{ address: values.domain ? `${values.domain}${values.directory.trim() || '/'}` : '…' }} />
        </p>
      )}
      <Button
        variant="link"
        className="px-0 text-decoration-none"
        aria-expanded={advanced}
        aria-controls="redirect-advanced"
        onClick={() => setAdvanced(!advanced)}
      >
        {advanced ? <ChevronDown aria-hidden="true" className="me-1" /> : <ChevronRight aria-hidden="true" className="me-1" />}
        <FormattedMessage id="redirectDialog.advanced" />
      </Button>
      <Collapse in={advanced}>
        <div id="redirect-advanced">
          <fieldset className="pt-2">
            <legend className="form-label fs-6">
              <FormattedMessage id="redirectDialog.code" />
            </legend>
            {REDIRECT_CODES.map((code) => (
              <Form.Check
                key={code}
                type="radio"
                id={`redirect-code-${code}`}
                name="redirect-code"
                checked={values.code === code}
                onChange={() => form.set('code', code)}
                label={<FormattedMessage id={code === 301 ? 'redirectDialog.code301' : 'redirectDialog.code302'} />}
              />
            ))}
          </fieldset>
        </div>
      </Collapse>
    </FormDialog>
  );
}
