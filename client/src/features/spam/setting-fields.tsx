import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SPAM_ACTIONS, SPAM_DAYS_MAX, SPAM_DAYS_MIN, SPAM_LEVELS } from '@panel/contract/rules';
import { RuleMessage } from '../../components/text-field';
import type { MessageId } from '../../i18n/messages';
import { SPAM_LEVEL_TEXT, spamSummary } from '../../lib/spam-words';

export interface SettingValues {
  level: string;
  action: string;
  days: string;
}

const LEVEL_HELP = { off: 'spam.level.offHelp', low: 'spam.level.lowHelp', medium: 'spam.level.mediumHelp', high: 'spam.level.highHelp' } as const;
const ACTION_TEXT = { mark: 'spam.action.mark', move: 'spam.action.move', delete: 'spam.action.delete' } as const;
const ACTION_HELP = { mark: 'spam.action.markHelp', move: 'spam.action.moveHelp', delete: 'spam.action.deleteHelp' } as const;

// A choice's help under its label, where the label starts (the radio's width and gap before it).
const HELP_INDENT = { paddingInlineStart: '1.5rem' };

/** The words of a setting in one line: "High, moved to the spam folder". */
export function SettingSummary({ setting }: { setting: Parameters<typeof spamSummary>[1] }) {
  const intl = useIntl();
  return <>{spamSummary(intl, setting)}</>;
}

/** The two choices of a setting, each option with its label and its help. */
const CHOICES: Record<'level' | 'action', { options: readonly string[]; labels: Record<string, MessageId>; help: Record<string, MessageId> }> = {
  level: { options: SPAM_LEVELS, labels: SPAM_LEVEL_TEXT, help: LEVEL_HELP },
  action: { options: SPAM_ACTIONS, labels: ACTION_TEXT, help: ACTION_HELP },
};

/** A radio group (`<prefix>-<field>`, legend `spam.<field>`) whose every choice has its help under its label (read with the choice). */
function ChoiceGroup({
  prefix,
  field,
  value,
  onChange,
  disabled,
}: {
  prefix: string;
  field: keyof typeof CHOICES;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const { options, labels, help } = CHOICES[field];
  const name = `${prefix}-${field}`;
  const intl = useIntl();
  return (
    <fieldset className="mb-3" role="radiogroup" aria-labelledby={`${name}-legend`} disabled={disabled}>
      <legend className="form-label fs-6" id={`${name}-legend`}>
        <FormattedMessage id={`spam.${field}`} />
      </legend>
      {options.map((option) => (
        <Fragment key={option}>
          <div className="form-check">
            <input
              className="form-check-input"
              type="radio"
              name={name}
              id={`${name}-${option}`}
              checked={value === option}
              aria-describedby={`${name}-${option}-help`}
              onChange={() => onChange(option)}
            />
            <label className="form-check-label" htmlFor={`${name}-${option}`}>
              {intl.formatMessage({ id: labels[option] })}
            </label>
          </div>
          <div className="form-text mt-0 mb-2" style={HELP_INDENT} id={`${name}-${option}-help`}>
            <FormattedMessage id={help[option]} />
          </div>
        </Fragment>
      ))}
    </fieldset>
  );
}

/** The level, what happens to spam and (when deleted) after how many days: radio groups with their legends. */
export function SettingFields({
  prefix,
  values,
  set,
  errors,
  disabled,
}: {
  prefix: string;
  values: SettingValues;
  set: <K extends keyof SettingValues>(name: K, value: SettingValues[K]) => void;
  errors: { days?: MessageId };
  disabled?: boolean;
}) {
  const intl = useIntl();
  return (
    <fieldset disabled={disabled}>
      <ChoiceGroup prefix={prefix} field="level" value={values.level} onChange={(level) => set('level', level)} />
      <ChoiceGroup prefix={prefix} field="action" value={values.action} onChange={(action) => set('action', action)} disabled={values.level === 'off'} />
      {values.action === 'delete' && values.level !== 'off' && (
        <div className="mb-3">
          <label className="form-label" htmlFor={`${prefix}-days`}>
            {intl.formatMessage({ id: 'spam.days' })}
          </label>
          <div className="input-group" style={{ maxWidth: '12rem' }}>
            <input
              id={`${prefix}-days`}
              className={`form-control${errors.days ? ' is-invalid' : ''}`}
              type="number"
              inputMode="numeric"
              min={SPAM_DAYS_MIN}
              max={SPAM_DAYS_MAX}
              value={values.days}
              aria-invalid={errors.days ? true : undefined}
              aria-describedby={errors.days ? `${prefix}-days-feedback` : undefined}
              onChange={(event) => set('days', event.currentTarget.value)}
            />
            <span className="input-group-text">
              <FormattedMessage id="spam.daysUnit" />
            </span>
          </div>
          <RuleMessage id={`${prefix}-days-feedback`} error={errors.days} className="d-block" />
        </div>
      )}
    </fieldset>
  );
}
