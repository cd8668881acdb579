import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { EXTENSION_CALLS } from './extension-calls';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Operation {
  operationId: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: unknown[];
  requestBody?: { required?: boolean; content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
}

const document = parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8'));
const schemas: Record<string, Record<string, Json>> = document.components.schemas;

const operations: Array<{ path: string; operation: Operation }> = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(
  ([path, item]) => Object.values(item).map((operation) => ({ path, operation })),
);
const byId = new Map(operations.map((entry) => [entry.operation.operationId, entry]));

const schemaName = (ref: string | undefined) => ref?.replace('#/components/schemas/', '') ?? '';

// Every call of the panel, the two download form posts, and the test-control calls.
const EXPECTED = {
  '/account/login': 'accountLogin',
  '/account/redirect': 'accountRedirect',
  '/account/logout': 'accountLogout',
  '/account/password': 'accountPassword',
  '/keepalive': 'keepalive',
  '/account/sync': 'accountSync',
  '/account/display': 'accountDisplay',
  '/account/capabilities': 'accountCapabilities',
  ...EXTENSION_CALLS,
  '/domain/add': 'domainAdd',
  '/domain/remove': 'domainRemove',
  '/domain/php': 'domainPhp',
  '/email/account/create': 'emailAccountCreate',
  '/email/account/delete': 'emailAccountDelete',
  '/email/account/quota': 'emailAccountQuota',
  '/email/account/password': 'emailAccountPassword',
  '/email/alias/create': 'emailAliasCreate',
  '/email/alias/modify': 'emailAliasModify',
  '/email/alias/delete': 'emailAliasDelete',
  '/email/blacklist/add': 'emailBlacklistAdd',
  '/email/blacklist/remove': 'emailBlacklistRemove',
  '/email/whitelist/add': 'emailWhitelistAdd',
  '/email/whitelist/remove': 'emailWhitelistRemove',
  '/email/catchall': 'emailCatchall',
  '/email/monitoring': 'emailMonitoring',
  '/database/create': 'databaseCreate',
  '/database/delete': 'databaseDelete',
  '/database/password': 'databasePassword',
  '/redirect/create': 'redirectCreate',
  '/redirect/modify': 'redirectModify',
  '/redirect/delete': 'redirectDelete',
  '/ftp/password': 'ftpPassword',
  '/certificate/check': 'certificateCheck',
  '/certificate/generate': 'certificateGenerate',
  '/certificate/upload': 'certificateUpload',
  '/script/install': 'scriptInstall',
  '/script/uninstall': 'scriptUninstall',
  '/proxy/create': 'proxyCreate',
  '/proxy/modify': 'proxyModify',
  '/proxy/delete': 'proxyDelete',
  '/sshkey/upload': 'sshkeyUpload',
  '/sshkey/delete': 'sshkeyDelete',
  '/cron/add': 'cronAdd',
  '/cron/modify': 'cronModify',
  '/cron/remove': 'cronRemove',
  '/log/show': 'logShow',
  '/log/download': 'logDownload',
  '/file/list': 'fileList',
  '/file/directory/create': 'fileDirectoryCreate',
  '/file/directory/delete': 'fileDirectoryDelete',
  '/file/move': 'fileMove',
  '/file/chmod': 'fileChmod',
  '/file/file/put': 'fileFilePut',
  '/file/file/get': 'fileFileGet',
  '/file/file/delete': 'fileFileDelete',
  '/file/file/upload': 'fileFileUpload',
  '/file/zip/upload': 'fileZipUpload',
  '/file/link/create': 'fileLinkCreate',
  '/file/file/download': 'fileFileDownload',
  '/__test/reset': 'testReset',
  '/__test/account': 'testAccount',
  '/__test/fault': 'testFault',
  '/__test/faults/clear': 'testFaultsClear',
  '/__test/faults': 'testFaults',
  '/__test/account/delete': 'testAccountDelete',
  '/__test/accounts': 'testAccounts',
  '/__test/scenario': 'testScenario',
  '/__test/scenarios': 'testScenarios',
  '/__test/clock': 'testClock',
  '/__test/handoff': 'testHandoff',
  '/__test/log': 'testLog',
  '/__test/requests': 'testRequests',
  '/__test/backup': 'testBackup',
} as const;

const UNSECURED = ['accountLogin', 'accountRedirect', 'accountTwoFactorSignIn', 'logDownload', 'fileFileDownload', 'backupDownload'];
const isTestControl = (id: string) => id.startsWith('test');

describe('openapi.yaml operations', () => {
  it('holds exactly the expected calls, each a POST with its operationId', () => {
    const actual = Object.fromEntries(
      Object.entries(document.paths as Record<string, Record<string, Operation>>).map(([path, item]) => {
        expect(Object.keys(item)).toEqual(['post']);
        return [path, item.post.operationId];
      }),
    );
    expect(actual).toEqual(EXPECTED);
  });

  it.each(operations.map(({ operation }) => [operation.operationId, operation] as const))(
    '%s is documented and takes a named, required body',
    (id, operation) => {
      expect(operation.tags).toHaveLength(1);
      expect(document.tags.map((tag: { name: string }) => tag.name)).toContain(operation.tags![0]);
      expect(operation.summary).toBeTruthy();
      expect(operation.description).toBeTruthy();
      expect(operation.requestBody?.required).toBe(true);
      const contents = Object.values(operation.requestBody!.content);
      expect(contents).toHaveLength(1);
      expect(schemas[schemaName(contents[0].schema.$ref)]).toBeDefined();
      expect(operation.responses['200']).toBeDefined();
      expect(operation.responses['400']).toBeDefined();
      expect(operation.responses['500']).toBeDefined();
      if (isTestControl(id)) {
        expect(operation.tags).toEqual(['test-control']);
      }
    },
  );

  it('secures every call but sign-in, hand-off, downloads and test control', () => {
    for (const { operation } of operations) {
      const id = operation.operationId;
      if (UNSECURED.includes(id) || isTestControl(id)) {
        expect(operation.security, id).toEqual([]);
      } else {
        expect(operation.security, id).toBeUndefined();
        expect(operation.responses['403'], id).toEqual({ $ref: '#/components/responses/NoSession' });
      }
    }
  });

  it('lists the statuses the spec and the design name', () => {
    const statuses = (id: string) => Object.keys(byId.get(id)!.operation.responses);
    expect(statuses('accountLogin')).toEqual(['200', '400', '403', '415', '429', '500']);
    expect(statuses('accountPassword')).toEqual(['200', '400', '403', '406', '415', '429', '500']);
    expect(statuses('domainAdd')).toEqual(['200', '400', '403', '406', '409', '415', '500']);
    expect(statuses('domainRemove')).toEqual(['200', '400', '403', '404', '406', '415', '500']);
    // A body of another media type is refused on every call.
    for (const id of byId.keys()) expect(statuses(id), id).toContain('415');
    expect(statuses('certificateGenerate')).toContain('405');
    expect(statuses('scriptInstall')).toContain('412');
    expect(statuses('sshkeyUpload')).toEqual(expect.arrayContaining(['406', '409']));
    expect(statuses('fileLinkCreate')).toContain('404');
    expect(statuses('fileFileUpload')).toContain('406');
    expect(statuses('fileZipUpload')).toContain('406');
    // A name held by an entry of the other kind (a folder where a file goes, or the reverse) is named in a 409.
    expect(statuses('fileFileUpload')).toContain('409');
    expect(statuses('fileZipUpload')).toContain('409');
    for (const id of ['databasePassword', 'ftpPassword', 'emailAccountPassword']) {
      expect(statuses(id), id).toContain('406');
    }
    expect(document.components.responses.Throttled.headers['Retry-After'].required).toBe(true);
  });

  it('answers refreshed lists, files or the named replies', () => {
    const reply = (id: string) => byId.get(id)!.operation.responses['200'];
    const listCalls = operations
      .map(({ operation }) => operation)
      .filter((operation) => operation.responses['200'].$ref === '#/components/responses/Lists')
      .map((operation) => operation.operationId);
    expect(listCalls).toHaveLength(37);
    expect(listCalls).toEqual(expect.arrayContaining(['keepalive', 'domainRemove', 'cronRemove']));
    const fileCalls = operations
      .map(({ operation }) => operation)
      .filter((operation) => operation.responses['200'].$ref === '#/components/responses/Files')
      .map((operation) => operation.operationId);
    expect(fileCalls.sort()).toEqual(
      [
        'fileList',
        'fileDirectoryCreate',
        'fileDirectoryDelete',
        'fileMove',
        'fileChmod',
        'fileFilePut',
        'fileFileDelete',
        'fileFileUpload',
        'fileZipUpload',
        'fileLinkCreate',
      ].sort(),
    );
    expect(reply('logDownload')).toEqual({ $ref: '#/components/responses/Download' });
    expect(reply('fileFileDownload')).toEqual({ $ref: '#/components/responses/Download' });
    expect(document.components.responses.Download.content['application/octet-stream'].schema).toEqual({
      type: 'string',
      format: 'binary',
    });
  });

  it('takes multipart uploads and form-encoded downloads', () => {
    const contentTypes = (id: string) => Object.keys(byId.get(id)!.operation.requestBody!.content);
    expect(contentTypes('fileFileUpload')).toEqual(['multipart/form-data']);
    expect(contentTypes('fileZipUpload')).toEqual(['multipart/form-data']);
    expect(contentTypes('logDownload')).toEqual(['application/x-www-form-urlencoded']);
    expect(contentTypes('fileFileDownload')).toEqual(['application/x-www-form-urlencoded']);
    expect(schemas.FileUploadRequest.required).toEqual(['directory', 'files[]']);
  });
});

describe('openapi.yaml request schemas', () => {
  const requestSchemas = [...new Set(operations.map(({ operation }) => schemaName(Object.values(operation.requestBody!.content)[0].schema.$ref)))];

  it.each(requestSchemas)('%s is a closed object', (name) => {
    const schema = schemas[name];
    expect(schema.type).toBe('object');
    expect(schema.additionalProperties).toBe(false);
    const properties = Object.keys((schema.properties ?? {}) as object);
    // Only the test-control bodies have optional fields.
    if (!name.startsWith('Test')) expect([...((schema.required as string[]) ?? [])].sort()).toEqual(properties.sort());
  });

  it('keeps to JSON Schema that Ajv draft-07 validates', () => {
    const forbidden = ['prefixItems', 'unevaluatedProperties', 'unevaluatedItems', 'dependentRequired', 'dependentSchemas', '$defs'];
    const found: string[] = [];
    const walk = (node: Json, where: string) => {
      if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${where}/${i}`));
      else if (node !== null && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (forbidden.includes(key)) found.push(`${where}/${key}`);
          walk(value, `${where}/${key}`);
        }
      }
    };
    walk(document, '#');
    expect(found).toEqual([]);
  });

  it('resolves every $ref', () => {
    const unresolved: string[] = [];
    const walk = (node: Json) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node !== null && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref' && typeof value === 'string') {
            const target = value
              .slice(2)
              .split('/')
              .reduce<Json | undefined>((at, step) => (at && typeof at === 'object' && !Array.isArray(at) ? at[step] : undefined), document);
            if (target === undefined) unresolved.push(value);
          } else walk(value);
        }
      }
    };
    walk(document);
    expect(unresolved).toEqual([]);
  });
});
