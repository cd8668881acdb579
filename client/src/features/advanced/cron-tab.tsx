import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CronJob } from '@panel/contract';
import { cronPresetOf } from '@panel/contract/rules';
import { useDialogs } from '../../components/dialog-context';
import { textColumn, type Column } from '../../components/list-table';
import { useAppSelector } from '../../store/hooks';
import { CronDialog, cronPresetLabel } from './cron-dialog';
import { CronDescription } from './cron-meaning-view';
import { modifyRemoveColumn } from './modify-remove-column';
import { RemoveCronDialog } from './remove-cron-dialog';
import { TabList } from './tab-list';
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
      modifyRemoveColumn<CronJob>(
        (job, intl) => intl.formatMessage({ id: 'advanced.cronActions' }, { command: job.command }),
        (job) => show(<CronDialog job={job} />),
        (job) => show(<RemoveCronDialog job={job} />),
      ),
    ],
    [show],
  );
  return (
    <TabList
      list={{ id: 'cron', items: jobs, columns, rowProps: cronRow }}
      label="advanced.cronTable"
      add={{ label: 'advanced.cronAdd', onClick: () => show(<CronDialog />) }}
      empty="advanced.cronEmpty"
    />
  );
}
