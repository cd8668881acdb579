import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { BUILDER_KINDS, buildCron, DEFAULT_CHOICE, type BuilderChoice, type BuilderKind } from './cron-builder';

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '0'];
const MONTH_DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));

/** The day a weekly or monthly schedule runs on: its field, the choice it sets and the days offered. */
const DAY_FIELDS = {
  weekly: { id: 'cron-builder-weekday', label: 'cronBuilder.weekday', choice: 'weekday', options: WEEKDAYS },
  monthly: { id: 'cron-builder-day', label: 'cronBuilder.monthDay', choice: 'monthDay', options: MONTH_DAYS },
} as const;

/**
 * The schedule built from choices (every N minutes or hours; daily, on weekdays, weekly or monthly at
 * a time): each change writes the expression into the schedule field, which stays editable.
 */
export function CronBuilderFields({ onBuild }: { onBuild: (settings: string) => void }) {
  const intl = useIntl();
  const [choice, setChoice] = useState<BuilderChoice>(DEFAULT_CHOICE);
  // Nothing chosen at first: the schedule field keeps what it holds until a choice is made.
  const [kind, setKind] = useState<BuilderKind | ''>('');
  const change = (next: Partial<BuilderChoice>) => {
    const chosen = { ...choice, ...next };
    setChoice(chosen);
    setKind(chosen.kind);
    onBuild(buildCron(chosen));
  };
  const day = kind === 'weekly' || kind === 'monthly' ? DAY_FIELDS[kind] : undefined;
  const dayName = (weekday: string) =>
    new Intl.DateTimeFormat(intl.locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + Number(weekday)));
  return (
    <fieldset className="border rounded pt-2 px-2 mb-3" data-testid="cron-builder">
      <legend className="fs-6 float-none w-auto px-1 mb-1">
        <FormattedMessage id="cronBuilder.legend" />
      </legend>
      <div className="d-flex flex-wrap gap-2 align-items-start">
        <SelectField
          id="cron-builder-kind"
          label={<FormattedMessage id="cronBuilder.kind" />}
          value={kind}
          options={['', ...BUILDER_KINDS]}
          optionLabel={(option) => intl.formatMessage({ id: option === '' ? 'cronBuilder.choose' : `cronBuilder.kind.${option as BuilderKind}` })}
          onChange={(value) => value !== '' && change({ kind: value as BuilderKind })}
        />
        {(kind === 'minutes' || kind === 'hours') && (
          <TextField
            id="cron-builder-every"
            type="number"
            inputMode="numeric"
            label={<FormattedMessage id={kind === 'minutes' ? 'cronBuilder.everyMinutes' : 'cronBuilder.everyHours'} />}
            value={String(choice.every)}
            onChange={(value) => change({ every: Number(value) })}
          />
        )}
        {day && (
          <SelectField
            key={day.id}
            id={day.id}
            label={<FormattedMessage id={day.label} />}
            value={String(choice[day.choice])}
            options={day.options}
            optionLabel={kind === 'weekly' ? dayName : undefined}
            onChange={(value) => change({ [day.choice]: Number(value) })}
          />
        )}
        {kind !== '' && kind !== 'minutes' && kind !== 'hours' && (
          <TextField
            id="cron-builder-time"
            type="time"
            label={<FormattedMessage id="cronBuilder.time" />}
            value={choice.time}
            onChange={(time) => change({ time })}
          />
        )}
      </div>
    </fieldset>
  );
}
