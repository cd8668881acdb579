import type { components } from '@panel/contract/generated';

type Schemas = components['schemas'];

export type Locale = Schemas['Locale'];
export type Domain = Schemas['Domain'];
export type EmailAccount = Schemas['EmailAccount'];
export type EmailAlias = Schemas['EmailAlias'];
export type SenderEntry = Schemas['SenderEntry'];
export type Database = Schemas['Database'];
export type DatabaseUser = Schemas['DatabaseUser'];
export type Redirect = Schemas['Redirect'];
export type Script = Schemas['Script'];
export type AvailableScript = Schemas['AvailableScript'];
export type SshKey = Schemas['SshKey'];
export type Ftp = Schemas['Ftp'];
export type CronJob = Schemas['CronJob'];
export type Proxy = Schemas['Proxy'];
export type Package = Schemas['Package'];
export type User = Schemas['User'];
export type Connector = Schemas['Connector'];
export type Upsell = Schemas['Upsell'];
export type RedirectHint = Schemas['RedirectHint'];
export type AccountLists = Schemas['AccountLists'];
export type Session = Schemas['Session'];
export type HandoffSession = Schemas['HandoffSession'];
