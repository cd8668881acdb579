import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import type { EmailAlias } from '@panel/contract';
import { emailAliasSchemaFor } from '@panel/contract/rules';
import { FormDialog } from '../../components/form-dialog';
import { startingDomain, useDomainNames } from '../../hooks/use-domain-names';
import { AddressRows } from '../../components/address-rows';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { sameName } from '../../api/effect-check';
import { useAppSelector } from '../../store/hooks';
import { AddressFields } from './address-fields';
import { addressOf } from './mail';
import { selectLists } from '../../api/queries';
import { useChange } from '../../api/changes';
import { useAdvertised } from '../../api/capabilities';

export const EMAIL_ALIAS_DIALOG_ID = 'email-alias-dialog';

const DESTINATION_TEXTS = {
  legend: 'emailAlias.destinations',
  row: 'emailAlias.destination',
  removeRow: 'emailAlias.removeRow',
  addRow: 'emailAlias.addRow',
} as const;

/** Create an alias (domain, name, destinations) or, given `alias`, change its destinations. */
export function AliasDialog({ alias, domain }: { alias?: EmailAlias; domain?: string }) {
  const [create] = useChange('/email/alias/create');
  const [save] = useChange('/email/alias/modify');
  const accounts = useAppSelector((state) => selectLists(state).emailAccounts);
  const aliases = useAppSelector((state) => selectLists(state).emailAliases);
  const modifying = alias !== undefined;
  const schema = useMemo(() => emailAliasSchemaFor({ accounts, aliases }, modifying), [accounts, aliases, modifying]);
  const forwarding = useAdvertised('mailboxForwarding');
  const names = useDomainNames();
  const initialDomain = alias?.domain ?? startingDomain(names, domain);
  const form = useFormDialog({
    initial: { domain: initialDomain, name: alias?.name ?? '', destinations: alias ? alias.destination.split(',') : [''] },
    schema,
    call: (data) => (modifying ? save : create)({ domain: data.domain, name: data.name, destination: data.destinations }).unwrap(),
    effect: {
      operation: modifying ? '/email/alias/modify' : '/email/alias/create',
      shows: (lists, data) => lists.emailAliases.some((a) => sameName(a.domain, data.domain) && sameName(a.name, data.name)),
    },
    errors: modifying ? { 404: 'emails.error.aliasGone' } : { 409: 'validation.email.aliasExists', 404: 'emails.error.domainGone' },
    toast: (data) => ({ id: modifying ? 'toast.aliasModified' : 'toast.aliasCreated', values: { address: `${data.name}@${data.domain}` } }),
  });
  return (
    <FormDialog
      form={form}
      id={EMAIL_ALIAS_DIALOG_ID}
      title={alias ? <FormattedMessage id="emailAlias.modifyTitle" values={{ address: addressOf(alias) }} /> : <FormattedMessage id="emailAlias.createTitle" />}
      submitLabel={<FormattedMessage id={modifying ? 'common.save' : 'emailAlias.submit'} />}
    >
      {!modifying && <AddressFields id="email-alias" nameLabel="emailAlias.name" domain={form.field('domain')} name={form.field('name')} />}
      {/* A mailbox's name is refused: with the mailboxForwarding extension, its own forwarding is the way. */}
      {forwarding && form.field('name').error === 'validation.email.accountExists' && (
        <p className="form-text mb-3" data-testid="alias-forwarding-hint">
          <FormattedMessage id="mailbox.aliasHint" />
        </p>
      )}
      <AddressRows
        idPrefix="email-alias-destination"
        texts={DESTINATION_TEXTS}
        rows={form.values.destinations}
        onChange={(rows) => form.set('destinations', rows)}
        error={form.field('destinations').error}
      />
    </FormDialog>
  );
}
