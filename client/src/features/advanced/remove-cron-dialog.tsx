import type { CronJob } from '@panel/contract';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { cronUndo } from './undo';
import { useChange } from '../../api/changes';

export const CRON_REMOVE_DIALOG_ID = 'cron-remove-dialog';

/** Remove a CRON job, shown as its line in the crontab. */
export function RemoveCronDialog({ job }: { job: CronJob }) {
  const [remove] = useChange('/cron/remove');
  return (
    <ConfirmDeleteDialog
      id={CRON_REMOVE_DIALOG_ID}
      texts="cronRemove"
      call={() => remove({ id: job.id }).unwrap()}
      toast={{ id: 'toast.cronRemoved', undo: cronUndo.of(job) }}
    >
      <code className="d-block text-break">{`${job.settings} ${job.command}`}</code>
    </ConfirmDeleteDialog>
  );
}
