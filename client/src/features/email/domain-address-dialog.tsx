import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Domain } from '@panel/contract';
import { domainEmailSchema } from '@panel/contract/rules';
import { FormDialog } from '../../components/form-dialog';
import { strong } from '../../components/rich-text';
import { SelectField } from '../../components/select-field';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { useAppSelector } from '../../store/hooks';
import { addressOf } from './mail';
import { selectLists } from '../../api/queries';
import { useChange } from '../../api/changes';

export type DomainSetting = 'catchall' | 'monitoring';

export const DOMAIN_ADDRESS_DIALOG_ID: Record<DomainSetting, string> = { catchall: 'email-catchall-dialog', monitoring: 'email-monitoring-dialog' };

const TEXT = {
  catchall: { title: 'catchall.title', intro: 'catchall.intro', on: 'catchall.on', off: 'catchall.off', toast: 'toast.catchallChanged' },
  monitoring: { title: 'monitoring.title', intro: 'monitoring.intro', on: 'monitoring.on', off: 'monitoring.off', toast: 'toast.monitoringChanged' },
} as const;

/**
 * Turns a domain's catch-all or monitoring address on (an existing mailbox of that domain) or off
 * (sent as null).
 */
export function DomainAddressDialog({ setting, domain }: { setting: DomainSetting; domain: Domain }) {
  const intl = useIntl();
  const [setCatchall] = useChange('/email/catchall');
  const [setMonitoring] = useChange('/email/monitoring');
  const all = useAppSelector((state) => selectLists(state).emailAccounts);
  const choices = useMemo(() => all.filter((a) => a.domain === domain.domain).map(addressOf), [all, domain.domain]);
  const current = setting === 'catchall' ? domain.catchallEmail : domain.bccEmail;
  const text = TEXT[setting];
  const form = useFormDialog({
    initial: { enabled: current !== null, email: current ?? choices[0] ?? '' },
    schema: domainEmailSchema,
    call: ({ email }) => (setting === 'catchall' ? setCatchall : setMonitoring)({ domain: domain.domain, email }).unwrap(),
    errors: { 404: 'emails.error.accountGone' },
    toast: { id: text.toast, values: { domain: domain.domain } },
  });
  const options = current !== null && !choices.includes(current) ? [current, ...choices] : choices;
  return (
    <FormDialog
      form={form}
      id={DOMAIN_ADDRESS_DIALOG_ID[setting]}
      title={<FormattedMessage id={text.title} />}
      submitLabel={<FormattedMessage id="common.save" />}
    >
      <p className="text-break">
        <FormattedMessage id={text.intro} values={{ domain: domain.domain, strong }} />
      </p>
      <div className="form-check">
        <input
          className="form-check-input"
          type="radio"
          name="domain-address-state"
          id="domain-address-off"
          checked={!form.values.enabled}
          onChange={() => form.set('enabled', false)}
        />
        <label className="form-check-label" htmlFor="domain-address-off">
          <FormattedMessage id={text.off} />
        </label>
      </div>
      <div className="form-check mb-3">
        <input
          className="form-check-input"
          type="radio"
          name="domain-address-state"
          id="domain-address-on"
          checked={form.values.enabled}
          onChange={() => form.set('enabled', true)}
        />
        <label className="form-check-label" htmlFor="domain-address-on">
          <FormattedMessage id={text.on} />
        </label>
      </div>
      {form.values.enabled && (
        <SelectField
          id="domain-address-email"
          className="mb-1"
          label={<FormattedMessage id="emails.address.label" />}
          {...form.field('email')}
          options={options}
          empty={options.length === 0 ? intl.formatMessage({ id: 'emails.address.none' }) : undefined}
        />
      )}
    </FormDialog>
  );
}
