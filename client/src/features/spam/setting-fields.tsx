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
      <fieldset className="mb-3" role="radiogroup" aria-labelledby={`${prefix}-level-legend`}>
        <legend className="form-label fs-6" id={`${prefix}-level-legend`}>
          <FormattedMessage id="spam.level" />
        </legend>
        {SPAM_LEVELS.map((level) => (
          <Fragment key={level}>
            <div className="form-check">
              <input
                className="form-check-input"
                type="radio"
                name={`${prefix}-level`}
                id={`${prefix}-level-${level}`}
                checked={values.level === level}
                aria-describedby={`${prefix}-level-${level}-help`}
                onChange={() => set('level', level)}
              />
              <label className="form-check-label" htmlFor={`${prefix}-level-${level}`}>
                {intl.formatMessage({ id: SPAM_LEVEL_TEXT[level] })}
              </label>
            </div>
            <div className="form-text mt-0 mb-2" style={HELP_INDENT} id={`${prefix}-level-${level}-help`}>
              <FormattedMessage id={LEVEL_HELP[level]} />
            </div>
          </Fragment>
        ))}
      </fieldset>
      <fieldset className="mb-3" role="radiogroup" aria-labelledby={`${prefix}-action-legend`} disabled={values.level === 'off'}>
        <legend className="form-label fs-6" id={`${prefix}-action-legend`}>
          <FormattedMessage id="spam.action" />
        </legend>
        {SPAM_ACTIONS.map((action) => (
          <Fragment key={action}>
            <div className="form-check">
              <input
                className="form-check-input"
                type="radio"
                name={`${prefix}-action`}
                id={`${prefix}-action-${action}`}
                checked={values.action === action}
                aria-describedby={`${prefix}-action-${action}-help`}
                onChange={() => set('action', action)}
              />
              <label className="form-check-label" htmlFor={`${prefix}-action-${action}`}>
                {intl.formatMessage({ id: ACTION_TEXT[action] })}
              </label>
            </div>
            <div className="form-text mt-0 mb-2" style={HELP_INDENT} id={`${prefix}-action-${action}-help`}>
              <FormattedMessage id={ACTION_HELP[action]} />
            </div>
          </Fragment>
        ))}
      </fieldset>
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
