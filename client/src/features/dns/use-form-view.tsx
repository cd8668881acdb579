import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import { failureCode } from '../../api/errors';
import { FailureBanner } from '../../components/failure-banner';
import { LoadingButton } from '../../components/loading-button';
import { useToast } from '../../hooks/use-toast';
import type { MessageId } from '../../i18n/messages';
import { useAddDnsRecordMutation, useModifyDnsRecordMutation } from './api';
import { RecordFields } from './record-form';
import { recordLabel, type ZoneRecord } from './record-text';
import { blankValues, checkForm, valuesOf, type FormErrors, type FormValues } from './record-values';
import type { ZoneView } from './zone-view';

/**
 * The add and edit form as a view of the zone dialog: the record's fields checked on submit by the
 * contract's rules and against the zone's other records (the refusal a DNS server would give shown
 * under the field, in words); then the call, whose reply is the zone. A refusal from the server (the
 * zone changed meanwhile) reads the zone again and says why under the field; a failure leaves the
 * form as typed, with a banner.
 */
export function useFormView(
  domain: string,
  records: ZoneRecord[],
  shown: { editing: ZoneRecord | null; key: number } | null,
  done: (focus?: string) => void,
  reload: () => Promise<ZoneRecord[]>,
): ZoneView {
  const toast = useToast();
  const editing = shown?.editing ?? null;
  const [values, setValues] = useState<FormValues>(blankValues);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<{ id: MessageId; error: unknown } | null>(null);
  // Each showing of the form starts from its record (or blank), as a dialog shown anew would.
  const [showing, setShowing] = useState<number | null>(null);
  if (shown && shown.key !== showing) {
    setShowing(shown.key);
    setValues(editing ? valuesOf(editing) : blankValues);
    setErrors({});
    setFailure(null);
  }
  const [add, adding] = useAddDnsRecordMutation();
  const [modify, modifying] = useModifyDnsRecordMutation();
  const loading = adding.isLoading || modifying.isLoading;

  const change = (field: keyof FormValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] || e.name?.values || e.value?.values ? {} : e));
  };
  // A refusal is said under its field, and the focus goes there so it is read out.
  const refuse = (found: FormErrors) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    requestAnimationFrame(() => document.getElementById(`dns-record-${first}`)?.focus());
  };
  const submit = async () => {
    if (loading) return;
    const checked = checkForm(domain, values, records, editing?.id);
    if (checked.errors) {
      refuse(checked.errors);
      return;
    }
    setFailure(null);
    try {
      const zone = editing ? await modify({ domain, id: editing.id, record: checked.record }).unwrap() : await add({ domain, record: checked.record }).unwrap();
      // The record made is the one with an id the zone did not have (a change gives the record a new id).
      const before = new Set(records.map((r) => r.id));
      const made = zone.records?.find((r) => !r.readOnly && !before.has(r.id));
      const label = made ? recordLabel(made) : `${values.name} ${values.type}`;
      toast(editing ? 'dns.saved' : 'dns.added', { record: label });
      done(made ? `dns-edit-${made.id}` : undefined);
    } catch (error) {
      const code = failureCode(error);
      // The zone changed meanwhile: read again, the refusal is said under its field as before sending.
      const again = code === 409 ? checkForm(domain, values, await reload(), editing?.id) : undefined;
      if (again?.errors) {
        refuse(again.errors);
        return;
      }
      setFailure({ id: code === 409 ? 'dns.changedMeanwhile' : code === 404 ? 'dns.gone' : 'dns.failed', error });
    }
  };

  const body = (
    <>
      <h3 className="h6 mb-3">
        <FormattedMessage id={editing ? 'dns.form.editTitle' : 'dns.form.addTitle'} />
      </h3>
      {failure && (
        <FailureBanner failure={failure.error} onRetry={() => void submit()} retrying={loading}>
          <FormattedMessage id={failure.id} />
        </FailureBanner>
      )}
      <RecordFields domain={domain} values={values} errors={errors} onChange={change} />
    </>
  );
  const footer = (
    <>
      <Button variant="outline-secondary" onClick={() => done(editing ? `dns-edit-${editing.id}` : undefined)}>
        <FormattedMessage id="common.cancel" />
      </Button>
      <LoadingButton type="submit" variant="primary" loading={loading}>
        <FormattedMessage id={editing ? 'common.save' : 'dns.form.submitAdd'} />
      </LoadingButton>
    </>
  );
  return { body, footer, submit: () => void submit() };
}
