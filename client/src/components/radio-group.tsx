import Form from 'react-bootstrap/Form';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/**
 * One choice of a few, as radio buttons under a legend, in the order of `options`, each named by its
 * text in `labels`. Each button's id is `{name}-{option}` (`redirect-type-http`), which the
 * end-to-end tests drive.
 */
export function RadioGroup<V extends string | number>({
  name,
  legend,
  options,
  labels,
  value,
  onChange,
  disabled,
  className = 'mb-3',
}: {
  name: string;
  legend: MessageId;
  options: readonly V[];
  labels: Record<V, MessageId>;
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <fieldset className={className} disabled={disabled}>
      <legend className="form-label fs-6">
        <FormattedMessage id={legend} />
      </legend>
      {options.map((option) => (
        <Form.Check
          key={option}
          type="radio"
          id={`${name}-${option}`}
          name={name}
          checked={value === option}
          onChange={() => onChange(option)}
          label={<FormattedMessage id={labels[option]} />}
        />
      ))}
    </fieldset>
  );
}
