import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Schemas } from '@panel/contract';
import { useOfferedZone } from '../api/dns-zone';
import { selectLists } from '../api/queries';
import { useAppSelector } from '../store/hooks';
import { useDialogs } from './dialog-context';
import { QueryPending } from './query-pending';
import { SelectField } from './select-field';

type ZoneRecord = Schemas['DnsZoneRecord'];

/** Whether a record is about mail: the MX records, SPF, DKIM and DMARC, a mail client's autodiscovery. */
const isMailRecord = (r: ZoneRecord) =>
  r.type === 'MX' ||
  (r.type === 'TXT' && (/^v=(spf1|DMARC1|DKIM1)\b/i.test(r.value) || r.name === '_dmarc' || r.name.endsWith('._domainkey'))) ||
  /(^|\.)(autodiscover|autoconfig|_autodiscover|_submission|_imaps?|_pop3s?)(\.|$)/.test(r.name);

const dataOf = (r: ZoneRecord) => {
  if (r.type === 'MX') return `${r.priority ?? ''} ${r.value}`;
  if (r.type === 'SRV') return `${r.priority ?? ''} ${r.weight ?? ''} ${r.port ?? ''} ${r.value}`;
  if (r.type === 'CAA') return `${r.flags ?? ''} ${r.tag ?? ''} "${r.value}"`;
  if (r.type === 'TXT') return (r.strings ?? [r.value]).map((s) => JSON.stringify(s)).join(' ');
  return r.value;
};

/**
 * A domain's DNS records as its DNS information shows them (the Domain configuration and E-mail
 * configuration dialogs), when the backend offers the zone editor (`dnsZone`): a domain to choose,
 * its records read from the zone (`mail`: only those about mail), and Edit the DNS zone. Nothing
 * without the extension.
 */
export function ZoneRecords({ mail = false }: { mail?: boolean }) {
  const intl = useIntl();
  const { open } = useDialogs();
  const domains = useAppSelector((state) => selectLists(state).domains);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const domain = chosen ?? domains.find((d) => d.pointed !== false)?.domain ?? domains[0]?.domain;
  const { offered, zone } = useOfferedZone(domain);
  if (!offered || !domain) return null;
  const records = (zone.data?.records ?? []).filter((r) => (mail ? isMailRecord(r) : true));
  return (
    <section className="mt-4" data-testid="zone-records" aria-labelledby="zone-records-heading">
      <h3 className="h6" id="zone-records-heading">
        <FormattedMessage id={mail ? 'zoneRecords.mailHeading' : 'zoneRecords.heading'} />
      </h3>
      <SelectField
        id="zone-records-domain"
        label={<FormattedMessage id="zoneRecords.domain" />}
        options={domains.map((d) => d.domain)}
        value={domain}
        onChange={setChosen}
      />
      <QueryPending query={zone} what="zoneRecords.loadFailed" testId="zone-records-error" rows={3} />
      {zone.data?.served === false && (
        <p className="small text-body-secondary" data-testid="zone-records-elsewhere">
          <FormattedMessage id="zoneRecords.notServed" values={{ domain }} />
        </p>
      )}
      {zone.data?.served && records.length === 0 && (
        <p className="small text-body-secondary">
          <FormattedMessage id="zoneRecords.none" />
        </p>
      )}
      {records.length > 0 && (
        <ul className="list-group list-group-flush small mb-3" aria-label={intl.formatMessage({ id: 'zoneRecords.listLabel' }, { domain })}>
          {records.map((r) => (
            <li key={r.id} className="list-group-item px-0 d-flex flex-wrap gap-2 align-items-baseline" data-testid="zone-record">
              <span className="badge text-bg-secondary">{r.type}</span>
              <span className="font-monospace fw-semibold text-break">{r.name}</span>
              <span className="font-monospace text-break">{dataOf(r)}</span>
            </li>
          ))}
        </ul>
      )}
      {zone.data?.served && (
        <Button variant="outline-primary" size="sm" onClick={() => open('dnsZone', { domain })} data-testid="zone-records-edit">
          <FormattedMessage id="zoneRecords.edit" values={{ domain }} />
        </Button>
      )}
    </section>
  );
}
