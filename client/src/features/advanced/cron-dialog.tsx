import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CronJob } from '@panel/contract';
import { CRON_PRESETS, DEFAULT_CRON_SCHEDULE, cronJobSchema, cronPresetOf, type CronForm, type CronPresetId } from '@panel/contract/rules';
import { FormDialog } from '../../components/form-dialog';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { sameText } from '../../api/effect-check';
import { CronPreview } from './cron-meaning-view';
import { CronBuilderFields } from './cron-builder-fields';
import type { MessageId } from '../../i18n/messages';
import { useChange } from '../../api/changes';

export const CRON_DIALOG_ID = 'cron-dialog';

/** The frequencies offered: the presets, then 'Custom settings'. */
const PRESET_CHOICES: readonly (CronPresetId | 'custom')[] = [...CRON_PRESETS.map((p) => p.id), 'custom'];

export const cronPresetLabel = (id: CronPresetId | 'custom') => `cron.preset.${id}` as MessageId;

/** The form a job starts with: a new one at every hour, an existing one with its preset (or custom) chosen. */
export function cronInitial(job?: CronJob): CronForm {
  const settings = job?.settings ?? DEFAULT_CRON_SCHEDULE;
  return { preset: cronPresetOf(settings), settings, command: job?.command ?? '' };
}

/** Choosing a preset copies its schedule into the field; 'Custom settings' keeps what is there, editable. */
export function choosePreset(form: CronForm, preset: CronPresetId | 'custom'): CronForm {
  const schedule = CRON_PRESETS.find((p) => p.id === preset)?.schedule;
  return { ...form, preset, settings: schedule ?? form.settings };
}

/** Add a CRON job (`job` absent) or modify one: a frequency (preset or custom schedule) and a command. */
export function CronDialog({ job }: { job?: CronJob }) {
  const intl = useIntl();
  const [add] = useChange('/cron/add');
  const [modify] = useChange('/cron/modify');
  const schema = useMemo(() => cronJobSchema, []);
  const form = useFormDialog({
    initial: cronInitial(job),
    schema,
    call: (body) => (job ? modify({ id: job.id, ...body }) : add(body)).unwrap(),
    effect: {
      operation: job ? '/cron/modify' : '/cron/add',
      shows: (lists, body) => lists.cronJobs.some((j) => (!job || j.id === job.id) && sameText(j.settings, body.settings) && sameText(j.command, body.command)),
    },
    toast: { id: job ? 'toast.cronModified' : 'toast.cronAdded' },
  });
  const { values } = form;
  const custom = values.preset === 'custom';
  return (
    <FormDialog
      form={form}
      id={CRON_DIALOG_ID}
      title={<FormattedMessage id={job ? 'cronDialog.modifyTitle' : 'cronDialog.addTitle'} />}
      submitLabel={<FormattedMessage id={job ? 'common.save' : 'cronDialog.add'} />}
    >
      <SelectField
        id="cron-preset"
        label={<FormattedMessage id="cronDialog.frequency" />}
        autoFocus
        value={values.preset}
        options={PRESET_CHOICES}
        optionLabel={(id) => intl.formatMessage({ id: cronPresetLabel(id as CronPresetId | 'custom') })}
        onChange={(preset) => {
          const next = choosePreset(values, preset as CronPresetId | 'custom');
          form.set('preset', next.preset);
          form.set('settings', next.settings);
        }}
      />
      {custom && <CronBuilderFields onBuild={(settings) => form.set('settings', settings)} />}
      {custom ? (
        <TextField
          id="cron-settings"
          label={<FormattedMessage id="cronDialog.schedule" />}
          {...form.field('settings')}
          verbatim
          placeholder="*/30 * * * *"
          help={<FormattedMessage id="cronDialog.scheduleHelp" />}
        />
      ) : (
        <p className="form-text mt-0 mb-3" data-testid="cron-schedule">
          <FormattedMessage id="cronDialog.scheduleIs" values={{ schedule: values.settings, code: (chunks) => <code key="code">{chunks}</code> }} />
        </p>
      )}
      <CronPreview settings={values.settings} />
      <TextField
        id="cron-command"
        label={<FormattedMessage id="cronDialog.command" />}
        {...form.field('command')}
        verbatim
        placeholder="php ~/domains/example.com/public_html/cron.php"
      />
    </FormDialog>
  );
}
