import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CronJob } from '@panel/contract';
import { cronPresetOf } from '@panel/contract/rules';
import { DataTable } from '../../components/data-table';
import { useDialogs } from '../../components/dialog-context';
import { EmptyState } from '../../components/empty-state';
import { menuColumn, textColumn, type Column } from '../../components/list-table';
import { CreateButton } from '../../components/toolbar-button';
import { useAppSelector } from '../../store/hooks';
import { CronDialog, cronPresetLabel } from './cron-dialog';
import { CronDescription } from './cron-meaning-view';
import { RemoveCronDialog } from './remove-cron-dialog';
import { selectLists } from '../../api/queries';

/** A schedule as people read it: the preset's name, else the expression in words (cronstrue, loaded with the screen) above the expression itself. */
function Frequency({ settings }: { settings: string }) {
  const preset = cronPresetOf(settings);
  if (preset !== 'custom') return <FormattedMessage id={cronPresetLabel(preset)} />;
  return (
    <div className="text-wrap">
      <CronDescription settings={settings} fallback={null} />
      <div className="small">
        <code>{settings}</code>
      </div>
    </div>
  );
}

const cronRow = () => ({ 'data-testid': 'cron-row' });

/** The CRON jobs: when, what, and each one's menu. */
export function CronTab() {
  const { show } = useDialogs();
  const jobs = useAppSelector((state) => selectLists(state).cronJobs);
  const columns = useMemo<Column<CronJob>[]>(
    () => [
      { id: 'frequency', header: 'advanced.column.frequency', className: 'text-nowrap', stack: true, cell: (job) => <Frequency settings={job.settings} /> },
      textColumn<CronJob>('command', 'advanced.column.command', (job) => job.command, { className: 'command-cell name-cell', as: 'code', identifies: true }),
      menuColumn<CronJob>(
        'advanced.column.actions',
        (job, intl) => intl.formatMessage({ id: 'advanced.cronActions' }, { command: job.command }),
        (job) => [
          { label: 'advanced.modify', run: () => show(<CronDialog job={job} />) },
          { label: 'advanced.remove', run: () => show(<RemoveCronDialog job={job} />), danger: true },
        ],
      ),
    ],
    [show],
  );
  return (
    <DataTable
      id="cron"
      items={jobs}
      columns={columns}
      rowProps={cronRow}
      toolbar={<CreateButton label="advanced.cronAdd" className="ms-auto" onClick={() => show(<CronDialog />)} />}
      whenEmpty={<EmptyState inCard testId="cron-empty" text="advanced.cronEmpty" />}
      label="advanced.cronTable"
    />
  );
}
