import { FormattedMessage } from 'react-intl';
import type { CronJob } from '@panel/contract';
import { useApi } from '../../api/api-context';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';

export const CRON_REMOVE_DIALOG_ID = 'cron-remove-dialog';

export function RemoveCronDialog({ job }: { job: CronJob }) {
  const api = useApi();
  return (
    <ConfirmDeleteDialog
      id={CRON_REMOVE_DIALOG_ID}
      title="cronRemove.title"
      submitLabel="cronRemove.submit"
      call={() => api.call('/cron/remove', { id: job.id })}
      toast={{ id: 'toast.cronRemoved' }}
      question={<FormattedMessage id="cronRemove.question" />}
    >
      <code className="d-block text-break">
        {job.settings} {job.command}
      </code>
    </ConfirmDeleteDialog>
  );
}
