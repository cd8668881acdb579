import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Collapse from 'react-bootstrap/Collapse';
import { ChevronDown, ChevronRight } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import type { Redirect } from '@panel/contract';
import {
  DEFAULT_REDIRECT_CODE,
  REDIRECT_CODES,
  REDIRECT_TYPES,
  redirectAddress,
  redirectCreateSchemaFor,
  redirectSchema,
  type RedirectCode,
  type RedirectKind,
} from '@panel/contract/rules';
import { DomainField } from '../../components/domain-field';
import { FormDialog } from '../../components/form-dialog';
import { RadioGroup } from '../../components/radio-group';
import { TextField } from '../../components/text-field';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { sameDirectory, sameName } from '../../api/effect-check';
import { useAppSelector } from '../../store/hooks';
import { selectLists } from '../../api/queries';
import { useChange } from '../../api/changes';

export const REDIRECT_DIALOG_ID = 'redirect-dialog';

const TYPE_LABELS = { normal: 'redirectDialog.type.normal', http: 'redirectDialog.type.http' } as const;
const CODE_LABELS = { 301: 'redirectDialog.code301', 302: 'redirectDialog.code302' } as const;

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
    ? {
        domain: redirect.domain,
        directory: redirect.directory,
        type: redirect.type,
        destination: redirect.type === 'normal' ? redirect.destination : '',
        code: redirect.code,
      }
    : { domain: domain ?? '', directory: '/', type: 'normal', destination: '', code: DEFAULT_REDIRECT_CODE };

/**
 * Create a redirection (`redirect` absent, `domain` preselected when given) or modify one (its domain
 * and directory are its key and stay fixed). The advanced section, with the code, starts collapsed
 * at 301 and open otherwise.
 */
export function RedirectDialog({ redirect, domain }: { redirect?: Redirect; domain?: string }) {
  const [create] = useChange('/redirect/create');
  const [save] = useChange('/redirect/modify');
  const redirects = useAppSelector((state) => selectLists(state).redirects);
  const modify = redirect !== undefined;
  const schema = useMemo(() => (modify ? redirectSchema : redirectCreateSchemaFor(redirects)), [modify, redirects]);
  const form = useFormDialog({
    initial: initialValues(redirect, domain),
    schema,
    call: (body) => (modify ? save(body) : create(body)).unwrap(),
    effect: {
      operation: modify ? '/redirect/modify' : '/redirect/create',
      shows: (lists, body) =>
        lists.redirects.some(
          (r) => sameName(r.domain, body.domain) && sameDirectory(r.directory, body.directory) && r.type === body.type && r.code === body.code,
        ),
    },
    errors: { 409: 'validation.redirect.duplicate' },
    toast: (body) => ({ id: modify ? 'toast.redirectModified' : 'toast.redirectCreated', values: { address: redirectAddress(body) } }),
  });
  const [advanced, setAdvanced] = useState(form.values.code !== DEFAULT_REDIRECT_CODE);
  const { values } = form;

  return (
    <FormDialog form={form} id={REDIRECT_DIALOG_ID} texts="redirectDialog" modify={modify}>
      <DomainField id="redirect-domain" texts="redirectDialog" {...form.field('domain')} disabled={modify} autoFocus={!modify} />
      <TextField
        id="redirect-directory"
        label={<FormattedMessage id="redirectDialog.directory" />}
        {...form.field('directory')}
        disabled={modify}
        verbatim
        help={<FormattedMessage id="redirectDialog.directoryHelp" />}
      />
      <RadioGroup
        name="redirect-type"
        legend="redirectDialog.type"
        options={REDIRECT_TYPES}
        labels={TYPE_LABELS}
        value={values.type}
        onChange={(kind) => form.set('type', kind)}
      />
      {values.type === 'normal' ? (
        <TextField
          id="redirect-destination"
          label={<FormattedMessage id="redirectDialog.destination" />}
          {...form.field('destination')}
          autoFocus={modify}
          verbatim
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
          <RadioGroup
            name="redirect-code"
            className="pt-2"
            legend="redirectDialog.code"
            options={REDIRECT_CODES}
            labels={CODE_LABELS}
            value={values.code}
            onChange={(code) => form.set('code', code)}
          />
        </div>
      </Collapse>
    </FormDialog>
  );
}
