/**
 * The extensions beyond the specification's calls that this project implements, by the name
 * `/account/capabilities` advertises each by (the contract's `Capability`). A name joins the list
 * when its extension lands in the contract and the mock, never before.
 */
export const CAPABILITIES = [
  'sessions',
  'fileTrash',
  'twoFactor',
  'backups',
  'dnsZone',
  'visitorStats',
  'mailAuth',
  'autoresponder',
  'mailboxForwarding',
  'spamFilter',
] as const;

export type Capability = (typeof CAPABILITIES)[number];

/** Whether a name advertised by a backend is an extension this panel knows. */
export const isCapability = (name: string): name is Capability => (CAPABILITIES as readonly string[]).includes(name);
