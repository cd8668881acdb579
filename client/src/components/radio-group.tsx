import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

/**
 * One choice of a few, as radio buttons under a legend. Each button's id is `{name}-{option}`
 * (`redirect-type-http`), which the end-to-end tests drive.
 */
export function RadioGroup<V extends string | number>({
  name,
  legend,
  options,
  optionLabel,
  value,
  onChange,
  disabled,
  className = 'mb-3',
}: {
  name: string;
  legend: ReactNode;
  options: readonly V[];
  optionLabel: (option: V) => ReactNode;
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <fieldset className={className} disabled={disabled}>
      <legend className="form-label fs-6">{legend}</legend>
      {options.map((option) => (
        <Form.Check key={option} type="radio" id={`${name}-${option}`} name={name} checked={value === option} onChange={() => onChange(option)} label={optionLabel(option)} />
      ))}
    </fieldset>
  );
}
