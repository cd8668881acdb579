import { FormattedMessage, useIntl } from 'react-intl';
import { CAA_TAGS, DNS_EDITABLE_TYPES, txtStrings, txtText } from '@panel/contract/dns';
import { SelectField } from '../../components/select-field';
import { RuleMessage, TextField } from '../../components/text-field';
import type { FormErrors, FormValues } from './record-values';

const NUMBER_FIELDS = { MX: ['priority'], SRV: ['priority', 'weight', 'port'] } as const;

type FieldError = FormErrors[keyof FormValues];

/**
 * The record's fields, those of its type: Type, Name, then Value (an address, a host, the text —
 * a TXT's text in a text area saying how many strings it makes — or the CAA value), Priority,
 * Weight and Port, Flags and Tag, and TTL. Each with its rule message underneath.
 */
export function RecordFields({
  domain,
  values,
  errors,
  onChange,
}: {
  domain: string;
  values: FormValues;
  errors: FormErrors;
  onChange: (field: keyof FormValues, value: string) => void;
}) {
  const intl = useIntl();
  const type = values.type;
  // A field's rule message (`dns.validation.*`) or a conflict with the zone (its message with the values it names), under it.
  const choice = (field: keyof FormValues) => ({ value: values[field], onChange: (v: string) => onChange(field, v), error: errors[field]?.id });
  const text = (field: keyof FormValues) => ({ ...choice(field), errorValues: errors[field]?.values });
  const numbers: readonly ('priority' | 'weight' | 'port')[] = type === 'MX' || type === 'SRV' ? NUMBER_FIELDS[type] : [];
  return (
    <>
      <SelectField
        id="dns-record-type"
        label={<FormattedMessage id="dns.form.type" />}
        options={DNS_EDITABLE_TYPES}
        value={type}
        onChange={(v) => onChange('type', v)}
        autoFocus
      />
      <TextField
        id="dns-record-name"
        label={<FormattedMessage id="dns.form.name" />}
        {...text('name')}
        verbatim
        help={<FormattedMessage id={type === 'SRV' ? 'dns.form.nameHelpSrv' : 'dns.form.nameHelp'} values={{ domain }} />}
      />
      {type === 'TXT' ? (
        <TxtField value={values.value} onChange={(v) => onChange('value', v)} error={errors.value} />
      ) : (
        <TextField
          id="dns-record-value"
          label={<FormattedMessage id="dns.form.value" />}
          {...text('value')}
          verbatim
          inputMode={type === 'A' ? 'numeric' : 'url'}
          help={<FormattedMessage id={`dns.form.help.${type}`} />}
        />
      )}
      {type === 'CAA' && (
        <div className="row">
          <SelectField
            className="col-sm-6 mb-3"
            id="dns-record-flags"
            label={<FormattedMessage id="dns.form.flags" />}
            options={['0', '128']}
            optionLabel={(v) => intl.formatMessage({ id: v === '0' ? 'dns.form.flag.0' : 'dns.form.flag.128' })}
            {...choice('flags')}
          />
          <SelectField className="col-sm-6 mb-3" id="dns-record-tag" label={<FormattedMessage id="dns.form.tag" />} options={CAA_TAGS} {...choice('tag')} />
        </div>
      )}
      {numbers.length > 0 && (
        <div className="row">
          {numbers.map((field) => (
            <div key={field} className={numbers.length > 1 ? 'col-sm-4' : 'col-sm-6'}>
              <TextField id={`dns-record-${field}`} label={<FormattedMessage id={`dns.form.${field}`} />} {...text(field)} inputMode="numeric" />
            </div>
          ))}
        </div>
      )}
      <TextField
        id="dns-record-ttl"
        label={<FormattedMessage id="dns.form.ttl" />}
        {...text('ttl')}
        inputMode="numeric"
        help={<FormattedMessage id="dns.form.ttlHelp" />}
      />
    </>
  );
}

/** A TXT record's text: a text area (the text may be long), the strings it is published as counted underneath. */
function TxtField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error: FieldError }) {
  const count = value.trim() === '' ? 0 : txtStrings(txtText(value)).length;
  const feedbackId = 'dns-record-value-feedback';
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor="dns-record-value">
        <FormattedMessage id="dns.form.value" />
      </label>
      <textarea
        id="dns-record-value"
        className={`form-control font-monospace${error ? ' is-invalid' : ''}`}
        rows={3}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? feedbackId : '', 'dns-record-value-help'].filter(Boolean).join(' ')}
        spellCheck={false}
        autoComplete="off"
      />
      <RuleMessage id={feedbackId} error={error?.id} values={error?.values} />
      <div className="form-text" id="dns-record-value-help">
        <FormattedMessage id="dns.form.help.TXT" /> {count > 0 && <FormattedMessage id="dns.form.txtStrings" values={{ count }} />}
      </div>
    </div>
  );
}
