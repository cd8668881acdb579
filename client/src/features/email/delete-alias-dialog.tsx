import { FormattedMessage } from 'react-intl';
import type { EmailAlias } from '@panel/contract';
import { useApi } from '../../api/api-context';
import { FormDialog } from '../../components/form-dialog';
import { strong } from '../../components/rich-text';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { addressOf } from './mail';

export const EMAIL_ALIAS_DELETE_DIALOG_ID = 'email-alias-delete-dialog';

/** Delete an alias: mail to it is no longer forwarded. */
export function DeleteAliasDialog({ alias }: { alias: EmailAlias }) {
  const api = useApi();
  const address = addressOf(alias);
  const form = useFormDialog({
    initial: {},
    call: () => api.call('/email/alias/delete', { domain: alias.domain, name: alias.name }),
    errors: { 404: 'emails.error.aliasGone' },
    toast: { id: 'toast.aliasDeleted', values: { address } },
  });
  return (
    <FormDialog form={form} id={EMAIL_ALIAS_DELETE_DIALOG_ID} title={<FormattedMessage id="emailAliasDelete.title" />} submitLabel={<FormattedMessage id="emailAliasDelete.submit" />} submitVariant="danger">
      <p className="mb-0 text-break">
        <FormattedMessage id="emailAliasDelete.question" values={{ address, strong }} />
      </p>
    </FormDialog>
  );
}
