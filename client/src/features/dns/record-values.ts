import type { Schemas } from '@panel/contract';
import { DNS_TTL_DEFAULT, dnsRecordSchemaFor, zoneConflict, type DnsEditableType, type DnsRecordValues } from '@panel/contract/dns';
import type { MessageId } from '../../i18n/messages';
import type { ZoneRecord } from './record-text';

/** The form's fields as typed (every type's; a record uses those of its type). */
export interface FormValues {
  type: DnsEditableType;
  name: string;
  value: string;
  ttl: string;
  priority: string;
  weight: string;
  port: string;
  flags: string;
  tag: string;
}

/** A field's message: a rule's id, or a conflict's with the values it names. */
export type FormErrors = Partial<Record<keyof FormValues, { id: MessageId; values?: Record<string, string> }>>;

export const blankValues: FormValues = {
  type: 'A',
  name: '',
  value: '',
  ttl: String(DNS_TTL_DEFAULT),
  priority: '10',
  weight: '0',
  port: '',
  flags: '0',
  tag: 'issue',
};

const text = (n: number | undefined, fallback: string) => (n === undefined ? fallback : String(n));

/** The fields of a record of the zone, to edit it. */
export function valuesOf(r: ZoneRecord): FormValues {
  return {
    type: r.type as DnsEditableType,
    name: r.name,
    value: r.value,
    ttl: String(r.ttl),
    priority: text(r.priority, blankValues.priority),
    weight: text(r.weight, blankValues.weight),
    port: text(r.port, blankValues.port),
    flags: text(r.flags, blankValues.flags),
    tag: r.tag ?? blankValues.tag,
  };
}

/** A number as typed; nothing typed is not a number (the rule says what is wanted). */
const number = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.trim()));

/** The call's record: the fields of its type, numbers as numbers. */
export function inputOf(v: FormValues): Schemas['DnsRecordInput'] {
  const base = { type: v.type, name: v.name, ttl: number(v.ttl), value: v.value };
  if (v.type === 'MX') return { ...base, priority: number(v.priority) };
  if (v.type === 'SRV') return { ...base, priority: number(v.priority), weight: number(v.weight), port: number(v.port) };
  if (v.type === 'CAA') return { ...base, flags: number(v.flags), tag: v.tag };
  return base;
}

const editable = (r: ZoneRecord) => !r.readOnly;

/**
 * The form checked by the contract's rules for the zone of `domain`, then against the zone's other
 * records (`records`, less the one edited) as a DNS server would: the record to send, or each
 * field's message.
 */
export function checkForm(
  domain: string,
  values: FormValues,
  records: readonly ZoneRecord[],
  editedId: string | undefined,
): { record: Schemas['DnsRecordInput']; errors?: never } | { errors: FormErrors; record?: never } {
  const input = inputOf(values);
  const parsed = dnsRecordSchemaFor(domain).safeParse(input);
  if (!parsed.success) {
    const errors: FormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'type') as keyof FormValues;
      errors[field] ??= { id: issue.message as MessageId };
    }
    return { errors };
  }
  const others = records.filter((r) => editable(r) && r.id !== editedId).map((r) => dnsRecordSchemaFor(domain).safeParse(r));
  const zone = others.flatMap((r): DnsRecordValues[] => (r.success ? [r.data] : []));
  const conflict = zoneConflict(domain, [...zone, parsed.data], [parsed.data]);
  if (conflict) return { errors: { [conflict.field]: { id: conflict.id, values: conflict.values } } };
  return { record: input };
}
