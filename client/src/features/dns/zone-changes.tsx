import { FormattedMessage } from 'react-intl';
import type { Schemas } from '@panel/contract';
import { QueryPending } from '../../components/query-pending';
import type { MessageId } from '../../i18n/messages';
import { RecordData, type ZoneRecord } from './record-text';

/** One side of a change (added, or removed): its heading, then each record as `name TYPE data`, marked + or − in words too. */
function ChangeList({ heading, records, sign, testId }: { heading: MessageId; records: ZoneRecord[]; sign: '+' | '−'; testId: string }) {
  if (!records.length) return null;
  return (
    <section className="mb-3" data-testid={testId}>
      <h3 className="h6">
        <FormattedMessage id={heading} />
      </h3>
      <ul className="list-group">
        {records.map((r, i) => (
          <li key={`${r.id}-${i}`} className={`list-group-item small ${sign === '+' ? 'list-group-item-success' : 'list-group-item-danger'}`}>
            <span aria-hidden="true" className="font-monospace me-2">
              {sign}
            </span>
            <span className="font-monospace fw-semibold me-2">{r.name}</span>
            <span className="badge text-bg-secondary me-2">{r.type}</span>
            <RecordData record={r} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a preset or a reset would change: the records removed (or replaced) and added, or that nothing would change. */
export function ZoneChanges({
  query,
  what,
}: {
  query: { data?: Partial<Schemas['DnsZoneChanges']>; error?: unknown; isFetching: boolean; refetch: () => unknown };
  what: MessageId;
}) {
  const changes = query.data;
  const removed = changes?.removed ?? [];
  const added = changes?.added ?? [];
  return (
    <div aria-live="polite">
      <QueryPending query={query} what={what} testId="dns-changes-error" rows={3} />
      {changes && !removed.length && !added.length && (
        <p className="text-body-secondary" data-testid="dns-changes-none">
          <FormattedMessage id="dns.changes.none" />
        </p>
      )}
      <ChangeList heading="dns.changes.removed" records={removed} sign="−" testId="dns-changes-removed" />
      <ChangeList heading="dns.changes.added" records={added} sign="+" testId="dns-changes-added" />
    </div>
  );
}
