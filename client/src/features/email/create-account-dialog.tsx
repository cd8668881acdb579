import { useMemo } from 'react';
import { DEFAULT_QUOTA_MB, MB, emailAccountSchemaFor, maxQuotaMb } from '@panel/contract/rules';
import { useDialogs } from '../../components/dialog-context';
import { FormDialog } from '../../components/form-dialog';
import { startingDomain, useDomainNames } from '../../hooks/use-domain-names';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { sameName } from '../../api/effect-check';
import { useAppSelector } from '../../store/hooks';
import { AddressFields } from './address-fields';
import { EmailInfoDialog } from './email-info-dialog';
import { MailboxPasswordFields } from './mailbox-password-fields';
import { QuotaInput } from './quota-input';
import { selectLists } from '../../api/queries';
import { useChange } from '../../api/changes';

export const EMAIL_CREATE_DIALOG_ID = 'email-create-dialog';

/**
 * Create a mailbox: domain, name, quota (100 MB to start, up to the plan's limit) and a password
 * typed twice or generated. On success the configuration information, or a toast when the user has hidden it (one signal, not both).
 */
export function CreateAccountDialog({ domain }: { domain?: string }) {
  const [create] = useChange('/email/account/create');
  const { show } = useDialogs();
  const accounts = useAppSelector((state) => selectLists(state).emailAccounts);
  const aliases = useAppSelector((state) => selectLists(state).emailAliases);
  const emailLimit = useAppSelector((state) => state.session.plan?.package?.emailLimit);
  const hideInfo = useAppSelector((state) => selectLists(state).user?.hideEmailConfig ?? false);
  const max = maxQuotaMb(emailLimit);
  const schema = useMemo(() => emailAccountSchemaFor(max, { accounts, aliases }), [max, accounts, aliases]);
  const names = useDomainNames();
  const initialDomain = startingDomain(names, domain);
  const form = useFormDialog({
    initial: { domain: initialDomain, name: '', quota: Math.min(DEFAULT_QUOTA_MB, max), password: '', repeat: '' },
    schema,
    call: (data) => create({ domain: data.domain, name: data.name, quota: data.quota * MB, password: data.password }).unwrap(),
    effect: {
      operation: '/email/account/create',
      shows: (lists, data) => lists.emailAccounts.some((m) => sameName(m.domain, data.domain) && sameName(m.name, data.name)),
    },
    errors: { 409: 'validation.email.accountDuplicate', 406: 'password.error.common', 404: 'emails.error.domainGone' },
    toast: ({ name, domain: chosen }) => (hideInfo ? { id: 'toast.emailCreated', values: { address: `${name}@${chosen}` } } : null),
    onSuccess: (_reply, data) => {
      if (!hideInfo) show(<EmailInfoDialog address={`${data.name}@${data.domain}`} />);
    },
  });
  return (
    <FormDialog form={form} id={EMAIL_CREATE_DIALOG_ID} texts="emailCreate">
      <AddressFields id="email-create" nameLabel="emailCreate.name" domain={form.field('domain')} name={form.field('name')} />
      <QuotaInput id="email-create-quota" max={max} {...form.field('quota')} />
      <MailboxPasswordFields id="email-create" password={form.field('password')} repeat={form.field('repeat')} />
    </FormDialog>
  );
}
