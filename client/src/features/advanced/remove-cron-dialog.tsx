import type { CronJob } from '@panel/contract';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';

export const CRON_REMOVE_DIALOG_ID = 'cron-remove-dialog';

/** Remove a CRON job, shown as its line in the crontab. */
export function RemoveCronDialog({ job }: { job: CronJob }) {
  return (
    <ConfirmDeleteDialog id={CRON_REMOVE_DIALOG_ID} texts="cronRemove" call={(api) => api.call('/cron/remove', { id: job.id })} toast={{ id: 'toast.cronRemoved', undo: { kind: 'cron', item: job } }}>
      <code className="d-block text-break">{`${job.settings} ${job.command}`}</code>
    </ConfirmDeleteDialog>
  );
}
