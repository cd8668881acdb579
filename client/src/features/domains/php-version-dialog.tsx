import Form from 'react-bootstrap/Form';
import { FormattedMessage } from 'react-intl';
import type { Domain } from '@panel/contract';
import { FormDialog } from '../../components/form-dialog';
import { strong } from '../../components/rich-text';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { useAppSelector } from '../../store/hooks';
import { useChange } from '../../api/changes';

export const DOMAIN_PHP_DIALOG_ID = 'domain-php-dialog';

/** Choose the PHP version of one domain from the platform's versions. */
export function PhpVersionDialog({ domain }: { domain: Domain }) {
  const [setVersion] = useChange('/domain/php');
  const versions = useAppSelector((state) => state.session.plan?.phpVersions) ?? [];
  const form = useFormDialog({
    initial: { version: domain.phpVersion },
    call: ({ version }) => setVersion({ domain: domain.domain, version }).unwrap(),
    toast: ({ version }) => ({ id: 'toast.phpChanged', values: { domain: domain.domain, version } }),
  });
  return (
    <FormDialog form={form} id={DOMAIN_PHP_DIALOG_ID} title={<FormattedMessage id="php.title" />} submitLabel={<FormattedMessage id="common.save" />}>
      <p className="text-break">
        <FormattedMessage id="php.intro" values={{ domain: domain.domain, strong }} />
      </p>
      <Form.Group controlId="domain-php-version">
        <Form.Label>
          <FormattedMessage id="php.version" />
        </Form.Label>
        <Form.Select value={form.values.version} onChange={(event) => form.set('version', event.currentTarget.value)}>
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
