import type { Schemas } from '@panel/contract';

export type ZoneRecord = Schemas['DnsZoneRecord'];

/** A record's data as a zone file writes it after the type: `10 mail.example.com`, `0 issue "letsencrypt.org"`. */
export function recordData(r: ZoneRecord): string {
  switch (r.type) {
    case 'MX':
      return `${r.priority ?? ''} ${r.value}`;
    case 'SRV':
      return `${r.priority ?? ''} ${r.weight ?? ''} ${r.port ?? ''} ${r.value}`;
    case 'CAA':
      return `${r.flags ?? ''} ${r.tag ?? ''} "${r.value}"`;
    case 'TXT':
      return (r.strings ?? [r.value]).map((s) => JSON.stringify(s)).join(' ');
    default:
      return r.value;
  }
}

const short = (text: string) => (text.length > 48 ? `${text.slice(0, 45)}…` : text);

/** A record named in a sentence (a button's name, a question, a toast): `www A 203.0.113.10`. */
export const recordLabel = (r: ZoneRecord) => `${r.name} ${r.type} ${short(r.type === 'TXT' ? JSON.stringify(r.value) : recordData(r))}`;

/** The data cell: a TXT record's strings one under the other, as published; the others on one line. */
export function RecordData({ record }: { record: ZoneRecord }) {
  if (record.type !== 'TXT') return <span className="font-monospace text-break">{recordData(record)}</span>;
  return (
    <span className="font-monospace text-break">
      {(record.strings ?? [record.value]).map((s, i) => (
        <span key={i} className="d-block">
          {JSON.stringify(s)}
        </span>
      ))}
    </span>
  );
}
