import type { Schemas } from '@panel/contract';
import { defineUndo } from '../../lib/undo';
import { dnsApi } from './api';
import { recordLabel, type ZoneRecord } from './record-text';

/** A removed record, whole, and its zone. */
export interface RemovedRecord {
  domain: string;
  record: ZoneRecord;
}

const inputOf = ({ type, name, ttl, value, priority, weight, port, flags, tag }: ZoneRecord): Schemas['DnsRecordInput'] => ({
  type: type as Schemas['DnsRecordInput']['type'],
  name,
  ttl,
  value,
  ...(priority !== undefined && { priority }),
  ...(weight !== undefined && { weight }),
  ...(port !== undefined && { port }),
  ...(flags !== undefined && { flags }),
  ...(tag !== undefined && { tag }),
});

/** After `/dns/record/remove`, Undo adds the record back as it was (its zone's reply takes the zone's place). */
export const recordUndo = defineUndo<RemovedRecord>({
  operation: '/dns/record/remove',
  restore: (dispatch, { domain, record }) => dispatch(dnsApi.endpoints.addDnsRecord.initiate({ domain, record: inputOf(record) })).unwrap(),
  restored: ({ record }) => ({ id: 'dns.restored', values: { record: recordLabel(record) } }),
  failures: { byStatus: { 404: 'dns.gone', 409: 'dns.changedMeanwhile', 400: 'dns.failed' } },
});
