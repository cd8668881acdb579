import path from 'node:path';
import { SCRIPT_DATABASE_NOT_EMPTY, SCRIPT_DIRECTORY_NOT_EMPTY, ruleMessage, scriptInstallSchema, supportsPhp } from '@panel/contract/rules';
import { transact, type Db } from '../../lib/db.js';
import { ApiError, checkRule, notAcceptable, notFound } from '../../lib/errors.js';
import { adjustDomainDiskUsed, domainDirectory, requireDomain } from '../../lib/domains.js';
import { adjustDiskUsed, type AccountRow } from '../../lib/accounts.js';
import { createEmptyDatabase, findDatabase } from '../../lib/databases.js';
import type { Sandbox } from '../../lib/sandbox/index.js';
import { skeletonOf } from './skeletons.js';
import * as repo from './repository.js';
import type { Panel } from '../../panel.js';

type InstallInput = { type: string; domain: string; directory: string; database: string | null; login: string; password: string };

/** 412: something the install needs does not hold; the message is one of the two the wizard knows. */
const precondition = (message: string) => new ApiError(412, 'precondition', message);

/** The virtual folder of an install: the domain's site folder plus its directory, without the trailing slash. */
const installFolder = (domain: string, directory: string) => path.posix.join(domainDirectory(domain), directory).replace(/\/$/, '');

/** Whether a sandbox lookup answered "not there". */
const isMissing = (e: unknown) => e instanceof ApiError && e.status === 404;

/** Whether the install's folder holds anything (a file or a link standing where the folder should be counts). */
function occupied(sandbox: Sandbox, login: string, folder: string): boolean {
  try {
    return sandbox.at(login, folder, { followLast: false }, (p) => !p.isDirectory || p.list().length > 0);
  } catch (e) {
    if (isMissing(e)) return false;
    throw e;
  }
}

/** The name of the database a new install gets: `<login>_<type>`, numbered from 2 when taken. */
function newDatabaseName(db: Db, account: AccountRow, type: string) {
  const base = `${account.login}_${type.toLowerCase().replace(/[^a-z0-9_]/g, '')}`;
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}${n}`;
    if (!findDatabase(db, account.id, name, 'mysql')) return name;
  }
}

/**
 * Installs a script: checks the domain's PHP version against the script's bounds, the folder
 * (412 `Directory not empty` when it holds anything) and the database (an existing MySQL database
 * of the customer not used by another script, else 412 `Database not empty`; none: a new one),
 * then writes the skeleton and records the install. All of it is one synchronous step; a refusal
 * or a failure on the way leaves no file, folder or row behind.
 */
export function installScript(panel: Panel, account: AccountRow, input: InstallInput) {
  const { db, sandbox } = panel;
  const body = checkRule(scriptInstallSchema, input);
  const script = panel.platform.availableScripts.find((s) => s.type === body.type);
  const domain = requireDomain(db, account.id, body.domain);
  if (!script) throw notFound('Script');
  if (!supportsPhp(script, domain.php_version)) throw notAcceptable(ruleMessage('script.error.php'), 'domain');
  const folder = installFolder(domain.name, body.directory);
  const created: string[] = [];
  const written: string[] = [];
  try {
    transact(
      db,
      () => {
        let database: string;
        if (body.database === null) {
          database = newDatabaseName(db, account, script.type);
        } else {
          const found = findDatabase(db, account.id, body.database, 'mysql');
          if (!found) throw notFound('Database');
          if (repo.databaseInUse(db, account.id, found.name)) throw precondition(SCRIPT_DATABASE_NOT_EMPTY);
          database = found.name;
        }
        if (occupied(sandbox, account.login, folder)) throw precondition(SCRIPT_DIRECTORY_NOT_EMPTY);
        const files = skeletonOf(script.type, {
          name: script.name,
          address: `${domain.name}${body.directory}`,
          database,
          databaseHost: panel.platform.connector.mysqlHost,
          login: body.login,
        });
        let bytes = 0;
        let root: string;
        try {
          root = sandbox.mkdirp(account.login, folder, created);
          for (const [relative, contents] of Object.entries(files)) {
            const dir = path.posix.dirname(relative);
            if (dir !== '.') sandbox.mkdirp(account.login, `${folder}/${dir}`, created);
            const real = path.join(root, relative);
            bytes += sandbox.writeNew(real, contents);
            written.push(real);
          }
          // Folders take space too (see `diskCost`): those the install made count.
          for (const dir of created) bytes += sandbox.ownSize(dir);
        } catch (e) {
          // Something of the user's stands in the way (a file or a link on the path): the folder is taken.
          if (e instanceof ApiError && e.status === 409) throw precondition(SCRIPT_DIRECTORY_NOT_EMPTY);
          throw e;
        }
        if (body.database === null) createEmptyDatabase(db, account.id, database, 'mysql');
        repo.insertScript(db, account.id, { type: script.type, domain: domain.name, directory: body.directory, database, files: Object.keys(files) });
        adjustDiskUsed(db, account.id, bytes);
        adjustDomainDiskUsed(db, account.id, domain.name, bytes);
      },
      () => precondition(SCRIPT_DATABASE_NOT_EMPTY),
    );
  } catch (e) {
    for (const file of written.reverse()) sandbox.removeTree(file);
    for (const dir of created.reverse()) sandbox.removeTree(dir);
    throw e;
  }
}

/** Runs `work` on the entry at a virtual path unless it is gone or reached through a link (then nothing). */
function atExactly(sandbox: Sandbox, login: string, virtual: string, work: (p: ReturnType<Sandbox['locate']>) => void) {
  try {
    sandbox.at(login, virtual, { followLast: false }, (p) => {
      if (p.exists && p.virtual === virtual) work(p);
    });
  } catch (e) {
    if (!isMissing(e)) throw e;
  }
}

/**
 * Uninstalls a script: the record goes (a second uninstall finds nothing: 404), then the files the
 * install wrote and the folders that held only them. Files the user added stay, with their folders;
 * the database stays.
 */
export function uninstallScript(panel: Panel, account: AccountRow, input: { id: number }) {
  const { db, sandbox } = panel;
  const script = transact(db, () => {
    const found = repo.findScript(db, account.id, input.id);
    if (!found) throw notFound('Script');
    repo.deleteScript(db, account.id, found.id);
    return found;
  });
  const folder = installFolder(script.domain, script.directory);
  let freed = 0;
  const folders = new Set<string>();
  for (const relative of script.files) {
    atExactly(sandbox, account.login, `${folder}/${relative}`, (p) => {
      if (!p.isDirectory) freed += p.unlink();
    });
    for (let dir = path.posix.dirname(relative); dir !== '.'; dir = path.posix.dirname(dir)) folders.add(dir);
  }
  const deepestFirst = [...folders].sort((a, b) => b.split('/').length - a.split('/').length);
  for (const dir of [...deepestFirst.map((d) => `${folder}/${d}`), ...(script.directory === '/' ? [] : [folder])]) {
    atExactly(sandbox, account.login, dir, (p) => {
      if (p.isDirectory && p.list().length === 0) freed += p.removeTree();
    });
  }
  adjustDiskUsed(db, account.id, -freed);
  adjustDomainDiskUsed(db, account.id, script.domain, -freed);
}
