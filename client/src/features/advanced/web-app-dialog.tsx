import { useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Proxy } from '@panel/contract';
import { proxyAddress, proxyFormSchemaFor, type ProxyForm } from '@panel/contract/rules';
import { useApi } from '../../api/api-context';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { useAppSelector } from '../../store/hooks';
import { selectLists } from '../../api/queries';

export const WEB_APP_DIALOG_ID = 'web-app-dialog';

const initialOf = (app: Proxy | undefined): ProxyForm =>
  app
    ? { domain: app.domain, location: app.directory === '/' ? 'main' : 'sub', directory: app.directory, port: String(app.port) }
    : { domain: '', location: 'main', directory: '', port: '' };

/** Create a Web app (domain, main directory or a subdirectory, port) or change the port of one. */
export function WebAppDialog({ app }: { app?: Proxy }) {
  const intl = useIntl();
  const api = useApi();
  const domains = useAppSelector((state) => selectLists(state).domains);
  const proxies = useAppSelector((state) => selectLists(state).proxies);
  const modify = app !== undefined;
  const schema = useMemo(() => proxyFormSchemaFor(proxies, app), [proxies, app]);
  const form = useFormDialog({
    initial: initialOf(app),
    schema,
    call: (body) => api.call(modify ? '/proxy/modify' : '/proxy/create', body),
    errors: { 406: 'proxy.error.plan' },
    toast: (body) => ({ id: modify ? 'toast.webAppModified' : 'toast.webAppAdded', values: { address: proxyAddress(body) } }),
  });
  const { values } = form;
  const domainError = form.field('domain').error;
  return (
    <FormDialog
      form={form}
      id={WEB_APP_DIALOG_ID}
      title={<FormattedMessage id={modify ? 'webAppDialog.modifyTitle' : 'webAppDialog.createTitle'} />}
      submitLabel={<FormattedMessage id={modify ? 'common.save' : 'webAppDialog.create'} />}
    >
      <Form.Group className="mb-3" controlId="web-app-domain">
        <Form.Label>
          <FormattedMessage id="webAppDialog.domain" />
        </Form.Label>
        <Form.Select
          value={values.domain}
          disabled={modify}
          autoFocus={!modify}
          isInvalid={domainError !== undefined}
          aria-describedby={domainError ? 'web-app-domain-feedback' : undefined}
          onChange={(event) => form.set('domain', event.currentTarget.value)}
        >
          <option value="">{intl.formatMessage({ id: 'webAppDialog.chooseDomain' })}</option>
          {domains.map((d) => (
            <option key={d.domain} value={d.domain}>
              {d.domain}
            </option>
          ))}
        </Form.Select>
        {domainError && (
          <Form.Control.Feedback type="invalid" id="web-app-domain-feedback">
            <FormattedMessage id={domainError} />
          </Form.Control.Feedback>
        )}
      </Form.Group>
      <fieldset className="mb-3" disabled={modify}>
        <legend className="form-label fs-6">
          <FormattedMessage id="webAppDialog.location" />
        </legend>
        <Form.Check type="radio" id="web-app-location-main" name="web-app-location" checked={values.location === 'main'} onChange={() => form.set('location', 'main')} label={<FormattedMessage id="webAppDialog.main" />} />
        <Form.Check type="radio" id="web-app-location-sub" name="web-app-location" checked={values.location === 'sub'} onChange={() => form.set('location', 'sub')} label={<FormattedMessage id="webAppDialog.sub" />} />
      </fieldset>
      {values.location === 'sub' && (
        <TextField id="web-app-directory" label={<FormattedMessage id="webAppDialog.directory" />} {...form.field('directory')} disabled={modify} autoComplete="off" spellCheck={false} placeholder="app" />
      )}
      <TextField id="web-app-port" label={<FormattedMessage id="webAppDialog.port" />} {...form.field('port')} inputMode="numeric" autoComplete="off" autoFocus={modify} help={<FormattedMessage id="webAppDialog.portHelp" />} />
    </FormDialog>
  );
}
