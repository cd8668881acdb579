import type { components, operations, paths } from './generated/api';

export type { components, operations, paths } from './generated/api';
export * from './rules/index';
export * from './pages';
export * from './secrets';
export * from './capabilities';

export type Schemas = components['schemas'];

/** A path of the contract, without the /api prefix (e.g. '/domain/add'). */
export type ApiPath = keyof paths;
export type OperationId = keyof operations;

/** The body an operation takes (JSON, form or multipart, whichever it declares). */
export type RequestBody<Op extends OperationId> = operations[Op]['requestBody'] extends { content: infer C } ? C[keyof C] : never;

/** The body of an operation's 200 reply. */
export type SuccessReply<Op extends OperationId> = operations[Op]['responses'] extends {
  200: { content: infer C };
}
  ? C[keyof C]
  : never;

// Entities
export type ApiError = Schemas['Error'];
export type Ok = Schemas['Ok'];
export type Locale = Schemas['Locale'];
export type Domain = Schemas['Domain'];
export type EmailAccount = Schemas['EmailAccount'];
export type EmailAlias = Schemas['EmailAlias'];
export type SenderEntry = Schemas['SenderEntry'];
export type DatabaseType = Schemas['DatabaseType'];
export type Database = Schemas['Database'];
export type DatabaseUser = Schemas['DatabaseUser'];
export type Redirect = Schemas['Redirect'];
export type Script = Schemas['Script'];
export type AvailableScript = Schemas['AvailableScript'];
export type CertificateInfo = Schemas['CertificateInfo'];
export type SshKey = Schemas['SshKey'];
export type Ftp = Schemas['Ftp'];
export type CronJob = Schemas['CronJob'];
export type Proxy = Schemas['Proxy'];
export type FileEntry = Schemas['FileEntry'];
export type FileListing = Schemas['FileListing'];
export type Package = Schemas['Package'];
export type User = Schemas['User'];
export type Connector = Schemas['Connector'];
export type Upsell = Schemas['Upsell'];
export type RedirectHint = Schemas['RedirectHint'];
export type LogType = Schemas['LogType'];

// Replies
export type AccountLists = Schemas['AccountLists'];

/** The keys of every "refreshed lists" reply (AccountLists), in the contract's order. */
export const ACCOUNT_LIST_KEYS = [
  'user',
  'domains',
  'emailAccounts',
  'emailAliases',
  'emailBlacklists',
  'emailWhitelists',
  'databases',
  'ftp',
  'databaseUsers',
  'redirects',
  'scripts',
  'proxies',
  'sshKeys',
  'cronJobs',
] as const satisfies readonly (keyof AccountLists)[];
/** A key of AccountLists missing above fails to compile here. */
export const accountListKeysComplete: Exclude<keyof AccountLists, (typeof ACCOUNT_LIST_KEYS)[number]> extends never ? true : never = true;
export type SyncLists = Schemas['SyncLists'];
export type Session = Schemas['Session'];
export type HandoffSession = Schemas['HandoffSession'];

// Mock backend fixtures and test control
export type FixturePlatform = Schemas['FixturePlatform'];
export type FixtureAccount = Schemas['FixtureAccount'];
export type TestFixture = Schemas['TestFixture'];
