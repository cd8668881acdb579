import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainAddSchemaFor } from '@panel/contract/rules';
import { useDialogs } from '../../components/dialog-context';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { sameName } from '../../api/effect-check';
import { useAppSelector } from '../../store/hooks';
import { DomainInfoDialog } from './domain-info-dialog';
import { selectLists } from '../../api/queries';
import { useChange } from '../../api/changes';

export const DOMAIN_ADD_DIALOG_ID = 'domain-add-dialog';

/** Add a domain; on success the name-server information dialog, or a toast when the user has hidden it (one signal, not both). */
export function AddDomainDialog() {
  const intl = useIntl();
  const [add] = useChange('/domain/add');
  const { show } = useDialogs();
  const domains = useAppSelector((state) => selectLists(state).domains);
  const hideInfo = useAppSelector((state) => selectLists(state).user?.hideDomainConfig ?? false);
  const schema = useMemo(() => domainAddSchemaFor(domains.map((d) => d.domain)), [domains]);
  const form = useFormDialog({
    initial: { domain: '' },
    schema,
    call: ({ domain }) => add({ domain }).unwrap(),
    effect: { operation: '/domain/add', shows: (lists, { domain }) => lists.domains.some((d) => sameName(d.domain, domain)) },
    errors: { 409: 'domainAdd.error.taken', 406: 'domainAdd.error.invalid' },
    toast: ({ domain }) => (hideInfo ? { id: 'toast.domainAdded', values: { domain } } : null),
    // The host opens it once this dialog has faded out, so the two never overlap.
    onSuccess: (_reply, { domain }) => {
      if (!hideInfo) show(<DomainInfoDialog domain={domain} />);
    },
  });
  return (
    <FormDialog form={form} id={DOMAIN_ADD_DIALOG_ID} texts="domainAdd">
      <TextField
        id="domain-add-name"
        label={<FormattedMessage id="domainAdd.name" />}
        {...form.field('domain')}
        autoFocus
        verbatim
        inputMode="url"
        placeholder={intl.formatMessage({ id: 'domainAdd.placeholder' })}
        help={<FormattedMessage id="domainAdd.help" />}
      />
    </FormDialog>
  );
}
