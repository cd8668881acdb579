import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage } from 'react-intl';
import { strong } from '../../components/rich-text';
import type { Domain } from '../../api/types';
import { useApi } from '../../api/api-context';
import { useAppSelector } from '../../app/hooks';
import { FormDialog } from '../../components/form-dialog';
import { useDialogCall } from '../../hooks/use-dialog-call';

export const DOMAIN_PHP_DIALOG_ID = 'domain-php-dialog';

/** Choose the PHP version of one domain from the platform's versions. */
export function PhpVersionDialog({ domain, onHide }: { domain: Domain | null; onHide: () => void }) {
  const api = useApi();
  const versions = useAppSelector((state) => state.account.phpVersions);
  const { loading, failure, run, reset: resetCall } = useDialogCall(onHide);
  const [version, setVersion] = useState('');
  const [shown, setShown] = useState<Domain | null>(domain);
  if (domain !== null && domain.domain !== shown?.domain) {
    setShown(domain);
    setVersion(domain.phpVersion);
  }

  const reset = () => {
    resetCall();
    setShown(null);
  };

  const submit = () => {
    if (!domain) return;
    void run(() => api.call('/domain/php', { domain: domain.domain, version }), {
      toast: { id: 'toast.phpChanged', values: { domain: domain.domain, version } },
    });
  };

  return (
    <FormDialog
      id={DOMAIN_PHP_DIALOG_ID}
      show={domain !== null}
      onHide={onHide}
      onExited={reset}
      title={<FormattedMessage id="php.title" />}
      submitLabel={<FormattedMessage id="common.save" />}
      loading={loading}
      failure={failure}
      onSubmit={submit}
    >
      <p>
        <FormattedMessage id="php.intro" values={{ domain: shown?.domain ?? '', strong }} />
      </p>
      <Form.Group controlId="domain-php-version">
        <Form.Label>
          <FormattedMessage id="php.version" />
        </Form.Label>
        <Form.Select value={version} onChange={(event) => setVersion(event.currentTarget.value)}>
          {versions.map((item) => (
            <option key={item} value={item}>
              PHP {item}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </FormDialog>
  );
}
