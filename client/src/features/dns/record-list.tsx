import { PencilSquare, Trash3 } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import { ItemButton } from '../../components/item-button';
import { RecordData, recordLabel, type ZoneRecord } from './record-text';

interface RecordActions {
  onEdit: (record: ZoneRecord) => void;
  onRemove: (record: ZoneRecord) => void;
  disabled: boolean;
}

const BUTTONS = [
  { action: 'edit', variant: 'outline-secondary', Icon: PencilSquare },
  { action: 'remove', variant: 'outline-danger', Icon: Trash3 },
] as const;

/** Edit and Remove of an editable record, each named with the record; the host's records say they are the host's. */
function Actions({ record, onEdit, onRemove, disabled }: RecordActions & { record: ZoneRecord }) {
  if (record.readOnly) {
    return (
      <span className="small text-body-secondary">
        <FormattedMessage id="dns.hostKept" />
      </span>
    );
  }
  const label = recordLabel(record);
  return (
    // Each button's icon and word on one line, however long the record's value beside them (a DKIM key).
    <div className="d-flex gap-2 justify-content-end text-nowrap">
      {BUTTONS.map(({ action, variant, Icon }) => (
        <ItemButton
          key={action}
          variant={variant}
          id={`dns-${action}-${record.id}`}
          label={`dns.${action}Record`}
          values={{ record: label }}
          onClick={() => (action === 'edit' ? onEdit : onRemove)(record)}
          disabled={disabled}
          text={`dns.${action}`}
          icon={<Icon aria-hidden="true" className="me-1" />}
        />
      ))}
    </div>
  );
}

/** The table's headings but the actions', each with its cell's alignment. */
const COLUMNS = [
  ['dns.column.type', undefined],
  ['dns.column.name', undefined],
  ['dns.column.value', undefined],
  ['dns.column.ttl', 'text-end'],
] as const;

/**
 * The zone's records: a table (type, name, value, TTL, actions) from tablet width up, one entry
 * per record on a phone. The host's SOA and NS come first, read-only.
 */
export function RecordList({ domain, records, ...actions }: RecordActions & { domain: string; records: ZoneRecord[] }) {
  const phone = useMediaQuery(PHONE_QUERY);
  const intl = useIntl();
  const caption = intl.formatMessage({ id: 'dns.records' }, { domain });
  if (phone) {
    return (
      <ul className="list-group list-group-flush" aria-label={caption} data-testid="dns-records">
        {records.map((r) => (
          <li key={r.id} className="list-group-item px-0" data-testid="dns-record">
            <div className="d-flex align-items-center gap-2 mb-1">
              <span className="badge text-bg-secondary">{r.type}</span>
              <span className="font-monospace fw-semibold text-break">{r.name}</span>
              <span className="ms-auto small text-body-secondary">
                <FormattedMessage id="dns.ttlSeconds" values={{ ttl: r.ttl }} />
              </span>
            </div>
            <div className="small mb-2">
              <RecordData record={r} />
            </div>
            <Actions record={r} {...actions} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <table className="table table-sm align-middle mb-0" data-testid="dns-records">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {COLUMNS.map(([id, className]) => (
            <th key={id} scope="col" className={className}>
              <FormattedMessage id={id} />
            </th>
          ))}
          <th scope="col" className="text-end">
            <span className="visually-hidden">
              <FormattedMessage id="dns.column.actions" />
            </span>
          </th>
        </tr>
      </thead>
      <tbody>
        {records.map((r) => (
          <tr key={r.id} data-testid="dns-record" className={r.readOnly ? 'text-body-secondary' : undefined}>
            <td>
              <span className="badge text-bg-secondary">{r.type}</span>
            </td>
            {/* A name breaks only where it must (a long one), never to make room for a long value. */}
            <td className="small font-monospace" style={{ overflowWrap: 'break-word' }}>
              {r.name}
            </td>
            <td className="small">
              <RecordData record={r} />
            </td>
            <td className="text-end small text-nowrap">{r.ttl}</td>
            <td className="text-end">
              <Actions record={r} {...actions} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
