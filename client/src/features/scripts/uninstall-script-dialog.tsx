import { FormattedMessage } from 'react-intl';
import type { Script } from '@panel/contract';
import { useApi } from '../../api/api-context';
import { ConfirmCheckbox } from '../../components/confirm-checkbox';
import { FormDialog } from '../../components/form-dialog';
import { strong } from '../../components/rich-text';
import { useFormDialog } from '../../hooks/use-form-dialog';

export const SCRIPT_UNINSTALL_DIALOG_ID = 'script-uninstall-dialog';

/** Uninstall a script: its files go (files the user added stay), the database stays. Needs the confirmation. */
export function UninstallScriptDialog({ script }: { script: Script }) {
  const api = useApi();
  const address = `${script.domain}${script.directory}`;
  const form = useFormDialog({
    initial: { confirmed: false },
    call: () => api.call('/script/uninstall', { id: script.id }),
    toast: { id: 'toast.scriptUninstalled', values: { address } },
  });
  return (
    <FormDialog
      form={form}
      id={SCRIPT_UNINSTALL_DIALOG_ID}
      title={<FormattedMessage id="scriptUninstall.title" />}
      submitLabel={<FormattedMessage id="scriptUninstall.submit" />}
      submitVariant="danger"
      submitDisabled={!form.values.confirmed}
    >
      <p className="mb-0 text-break">
        <FormattedMessage id="scriptUninstall.question" values={{ address, strong }} />
      </p>
      <ConfirmCheckbox id="script-uninstall-confirm" checked={form.values.confirmed} onChange={(checked) => form.set('confirmed', checked)}>
        <FormattedMessage id="scriptUninstall.confirm" />
      </ConfirmCheckbox>
    </FormDialog>
  );
}
