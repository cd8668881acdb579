// The DNS zone editor's one way in (the `dnsZone` extension): its dialog, a chunk of its own loaded
// when first opened (from a domain's row menu, the palette and the DNS information dialogs, only
// when the backend offers `dnsZone`).

export const loadDnsZoneDialog = () => import('./zone-dialog').then((m) => m.DnsZoneDialog);
