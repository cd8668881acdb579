/**
 * English text of the DNS zone editor's messages (the `dnsZone` extension): the rules' ids, which
 * the client's DNS catalogue translates, and the refusals only the server gives (a conflict with
 * the zone as it is). The server sends the English text, its `{placeholders}` filled.
 */
export const dnsMessages = {
  'dns.validation.type': 'Choose a record type.',
  'dns.validation.name': 'Enter @ for the domain itself or a name of letters, digits, hyphens and underscores (each part up to 63 characters).',
  'dns.validation.nameLength': 'The full name can be at most 253 characters long.',
  'dns.validation.ttl': 'Choose a TTL between 60 and 604800 seconds.',
  'dns.validation.ipv4': 'Enter an IPv4 address, like 203.0.113.10.',
  'dns.validation.ipv6': 'Enter an IPv6 address, like 2001:db8::1.',
  'dns.validation.host': 'Enter a full host name, like mail.example.com.',
  'dns.validation.priority': 'Choose a priority between 0 and 65535.',
  'dns.validation.weight': 'Choose a weight between 0 and 65535.',
  'dns.validation.port': 'Choose a port between 0 and 65535.',
  'dns.validation.srvName': 'An SRV name starts with the service and the protocol, like _sip._tcp.',
  'dns.validation.txt': 'Enter the text of the record.',
  'dns.validation.txtLength': 'The text can be at most 4096 bytes long.',
  'dns.validation.txtChars': 'The text cannot hold line breaks or other control characters.',
  'dns.validation.caaFlags': 'Choose flags 0 or 128 (critical).',
  'dns.validation.caaTag': 'Choose issue, issuewild or iodef.',
  'dns.validation.caaIssuer': "Enter the certificate authority's domain, like letsencrypt.org, or ; to allow none.",
  'dns.validation.caaIodef': 'Enter a mailto: or https: address where reports go.',
  'dns.validation.cnameApex': 'A CNAME record cannot be at the domain itself (@): the domain needs its NS and SOA records there.',
  'dns.error.notServed': 'The DNS of {domain} is not served by this host. Set its name servers to {nameServers} to edit its zone here.',
  'dns.error.duplicate': 'The zone already has the record {record}.',
  'dns.error.cnameBeside': 'A CNAME record at {name} cannot stand beside other records: {name} already has {types}.',
  'dns.error.besideCname': '{name} has a CNAME record, so no other record can stand beside it ({record}).',
  'dns.error.targetCname': '{record} points at {target}, which is a CNAME in this zone: MX and SRV records must point at a host name, not at an alias.',
  'dns.error.cnameTarget': '{name} cannot be a CNAME: {record} points at it, and MX and SRV records must point at a host name, not at an alias.',
  'dns.error.readOnly': "The zone's NS and SOA records are kept by the host and cannot be changed.",
  'dns.error.recordNotFound': 'Record not found.',
  'dns.error.tooMany': 'A zone can hold at most {max} records.',
} as const satisfies Record<string, string>;

export type DnsMessageId = keyof typeof dnsMessages;

/** Typed message id, so a rule cannot name an id the catalogue lacks. */
export const dnsMessageId = (id: DnsMessageId): DnsMessageId => id;

/** English text for a DNS message id, its `{placeholders}` filled; an unknown id comes back unchanged. */
export function dnsMessage(id: string, values: Record<string, string | number> = {}): string {
  const text = Object.hasOwn(dnsMessages, id) ? dnsMessages[id as DnsMessageId] : id;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
