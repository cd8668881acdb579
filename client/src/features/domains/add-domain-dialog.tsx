import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainAddSchemaFor } from '@panel/contract/rules';
import { useApi } from '../../api/api-context';
import { useAppSelector } from '../../app/hooks';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { useDialogCall } from '../../hooks/use-dialog-call';
import type { MessageId } from '../../i18n/messages';
import { fieldErrors } from '../../lib/validation';
import { selectDomains } from '../../store/selectors';
import { DomainInfoDialog } from './domain-info-dialog';

export const DOMAIN_ADD_DIALOG_ID = 'domain-add-dialog';

/** Add a domain; on success a toast and, unless hidden, the name-server information dialog. */
export function AddDomainDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  const intl = useIntl();
  const api = useApi();
  const domains = useAppSelector(selectDomains);
  const hideInfo = useAppSelector((state) => state.account.user?.hideDomainConfig ?? false);
  const { loading, failure, run, reset: resetCall } = useDialogCall(onHide);
  const [value, setValue] = useState('');
  const [error, setError] = useState<MessageId | undefined>();
  const [added, setAdded] = useState<string | null>(null);
  // The information dialog opens once this one has finished closing, so the two never overlap.
  const [pendingInfo, setPendingInfo] = useState<string | null>(null);

  const reset = () => {
    if (pendingInfo) {
      setAdded(pendingInfo);
      setPendingInfo(null);
    }
    setValue('');
    setError(undefined);
    resetCall();
  };

  const submit = () => {
    const parsed = domainAddSchemaFor(domains.map((d) => d.domain)).safeParse({ domain: value });
    if (!parsed.success) return setError(fieldErrors<'domain'>(parsed.error.issues).domain);
    setError(undefined);
    const { domain } = parsed.data;
    void run(() => api.call('/domain/add', { domain }), {
      errors: { 409: 'domainAdd.error.taken', 406: 'domainAdd.error.invalid' },
      toast: { id: 'toast.domainAdded', values: { domain } },
      onSuccess: () => {
        if (!hideInfo) setPendingInfo(domain);
      },
    });
  };

  return (
    <>
      <FormDialog
        id={DOMAIN_ADD_DIALOG_ID}
        show={show}
        onHide={onHide}
        onExited={reset}
        title={<FormattedMessage id="domainAdd.title" />}
        submitLabel={<FormattedMessage id="domainAdd.submit" />}
        loading={loading}
        failure={failure}
        onSubmit={submit}
      >
        <TextField
          id="domain-add-name"
          label={<FormattedMessage id="domainAdd.name" />}
          value={value}
          onChange={setValue}
          error={error}
          autoFocus
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
          placeholder={intl.formatMessage({ id: 'domainAdd.placeholder' })}
          help={<FormattedMessage id="domainAdd.help" />}
        />
      </FormDialog>
      <DomainInfoDialog domain={added} onHide={() => setAdded(null)} />
    </>
  );
}
