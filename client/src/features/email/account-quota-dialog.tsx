import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import type { EmailAccount } from '@panel/contract';
import { MB, maxQuotaMb, quotaChangeSchema, usedQuotaMb } from '@panel/contract/rules';
import { FormDialog } from '../../components/form-dialog';
import { strong } from '../../components/rich-text';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { useAppSelector } from '../../store/hooks';
import { addressOf, bytesToMb } from './mail';
import { QuotaInput } from './quota-input';
import { useChange } from '../../api/changes';

export const EMAIL_QUOTA_DIALOG_ID = 'email-quota-dialog';

/** A mailbox's capacity: slider and number in sync, never below the space it already uses. */
export function AccountQuotaDialog({ account }: { account: EmailAccount }) {
  const [changeQuota] = useChange('/email/account/quota');
  const emailLimit = useAppSelector((state) => state.session.plan?.package?.emailLimit);
  const max = maxQuotaMb(emailLimit);
  const used = usedQuotaMb(account.diskUsed);
  const address = addressOf(account);
  const schema = useMemo(() => quotaChangeSchema(max, account.diskUsed), [max, account.diskUsed]);
  const form = useFormDialog({
    initial: { quota: bytesToMb(account.diskLimit) },
    schema,
    call: ({ quota }) => changeQuota({ domain: account.domain, name: account.name, quota: quota * MB }).unwrap(),
    errors: { 404: 'emails.error.accountGone' },
    toast: ({ quota }) => ({ id: 'toast.emailQuotaChanged', values: { address, quota } }),
  });
  return (
    <FormDialog form={form} id={EMAIL_QUOTA_DIALOG_ID} title={<FormattedMessage id="emailQuota.title" />} submitLabel={<FormattedMessage id="common.save" />}>
      <p className="text-break">
        <FormattedMessage id="emailQuota.intro" values={{ address, strong }} />
      </p>
      <QuotaInput id="email-quota" max={max} used={used} {...form.field('quota')} />
    </FormDialog>
  );
}
