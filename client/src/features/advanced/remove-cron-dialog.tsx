import type { CronJob } from '@panel/contract';
import { ConfirmRemoval } from '../../components/confirm-removal';
import { cronUndo } from './undo';

export const CRON_REMOVE_DIALOG_ID = 'cron-remove-dialog';

/** Remove a CRON job, shown as its line in the crontab. */
export function RemoveCronDialog({ job }: { job: CronJob }) {
  return (
    <ConfirmRemoval id={CRON_REMOVE_DIALOG_ID} texts="cronRemove" path="/cron/remove" body={{ id: job.id }} toast="toast.cronRemoved" undo={cronUndo.of(job)}>
      <code className="d-block text-break">{`${job.settings} ${job.command}`}</code>
    </ConfirmRemoval>
  );
}
