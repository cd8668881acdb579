import { FormattedMessage } from 'react-intl';
import type { CronJob } from '@panel/contract';
import { useApi } from '../../api/api-context';
import { FormDialog } from '../../components/form-dialog';
import { useFormDialog } from '../../hooks/use-form-dialog';

export const CRON_REMOVE_DIALOG_ID = 'cron-remove-dialog';

export function RemoveCronDialog({ job }: { job: CronJob }) {
  const api = useApi();
  const form = useFormDialog({ initial: {}, call: () => api.call('/cron/remove', { id: job.id }), toast: { id: 'toast.cronRemoved' } });
  return (
    <FormDialog form={form} id={CRON_REMOVE_DIALOG_ID} title={<FormattedMessage id="cronRemove.title" />} submitLabel={<FormattedMessage id="cronRemove.submit" />} submitVariant="danger">
      <p className="mb-2">
        <FormattedMessage id="cronRemove.question" />
      </p>
      <code className="d-block text-break">
        {job.settings} {job.command}
      </code>
    </FormDialog>
  );
}
