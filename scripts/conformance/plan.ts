// `--plan`: the kit's run with nothing sent. The same entries run against a Context that records each
// call (operation, path, what it tries, the objects it names) and answers it as a conforming backend
// would, from an account assumed to allow everything; the plan is what a real run sends, by construction.
/* eslint-disable @typescript-eslint/no-explicit-any --
   The dry replies stand in for the untrusted JSON the entries read as the checks found it. */
/* oxlint-disable typescript/no-unsafe-member-access -- as above. */
import { Context, type Failure, type KitResult, type PlannedCall } from './runner.js';

/** A value the plan does not know before the run (read from the backend's replies in a real one). */
export const unknown = (what: string) => `<${what}>`;

/** The fields of a request body that say which object a call targets; secrets are never among them. */
const TARGET_FIELDS = new Set([
  'login',
  'domain',
  'name',
  'type',
  'directory',
  'database',
  'file',
  'from',
  'to',
  'destination',
  'sender',
  'email',
  'id',
  'port',
  'version',
  'fixture',
  'fixtures',
  'path',
  'page',
  'kind',
  'settings',
  'command',
  'chmod',
  'quota',
  'code',
  'now',
]);

/** The request as sent, back to its fields: JSON, a form, a multipart body, or a raw body of another type. */
function fieldsOf(init: RequestInit): { fields: Record<string, unknown>; parsed: unknown } {
  const headers = (init.headers ?? {}) as Record<string, string>;
  const type = headers['content-type'] ?? '';
  const body = init.body;
  if (body instanceof FormData) {
    const files = body
      .getAll('files[]')
      .map((f) => (typeof f === 'string' ? f : f.name))
      .join(',');
    return { fields: { directory: body.get('directory'), files }, parsed: undefined };
  }
  if (typeof body !== 'string') return { fields: {}, parsed: undefined };
  if (type === 'application/x-www-form-urlencoded') return { fields: Object.fromEntries(new URLSearchParams(body)), parsed: undefined };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  if (type !== 'application/json' || !parsed || typeof parsed !== 'object') return { fields: { body: `${type} (${body.length} bytes)` }, parsed: undefined };
  return { fields: parsed as Record<string, unknown>, parsed };
}

function target(init: RequestInit, secured: boolean): string {
  const { fields } = fieldsOf(init);
  const shown = Object.entries(fields)
    .filter(([k, v]) => (TARGET_FIELDS.has(k) || k === 'files' || k === 'body') && v !== undefined)
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
  const headers = (init.headers ?? {}) as Record<string, string>;
  if (secured && !headers.authorization && init.method === 'POST') shown.push('no session');
  if (Object.keys(fields).includes('conformanceUnknownField')) shown.push('+ an unknown field');
  return shown.join(' ');
}

/** The sign-in reply of the account the plan assumes: every feature, paid, the given domain if any. */
function drySession(c: Context, login: string) {
  const given = c.options.domain;
  // The domain the kit added, once it has: a conforming backend lists it from then on.
  const added = typeof c.state.domain === 'string' && c.state.domain !== given ? c.state.domain : undefined;
  return {
    token: unknown(`session of ${login}`),
    login,
    user: { paid: true, hideDomainConfig: false, hideDatabaseConfig: false, hideEmailConfig: false, diskUsed: 0 },
    package: { sshAvailable: true, postgresAvailable: true, emailLimit: 1024 ** 3, diskLimit: 1024 ** 4 },
    phpVersions: [unknown('the PHP version offered first'), unknown('another PHP version')],
    availableScripts: [{ type: unknown("a script that runs on the domain's PHP"), minPHP: '', maxPHP: '' }],
    domains: [given, added]
      .filter((d) => d !== undefined)
      .map((d) => ({ domain: d, directory: unknown(`the folder of ${d}`), phpVersion: unknown(`the PHP version of ${d}`), canDelete: d === added })),
    emailAccounts: [],
    emailAliases: [],
    emailBlacklists: [],
    emailWhitelists: [],
    databases: [],
    databaseUsers: [],
    redirects: [],
    scripts: [],
    proxies: [],
    sshKeys: [],
    cronJobs: [],
    ftp: { login },
  };
}

/** What a conforming backend answers, as far as the entries read it. */
function dryBody(c: Context, operationId: string, body: any): Record<string, unknown> {
  switch (operationId) {
    case 'accountLogin':
      return drySession(c, String(body?.login ?? unknown('login')));
    case 'testAccount':
      return { login: body?.login ?? unknown(`a new clone of ${String(body?.fixture)}`), password: unknown('its password') };
    case 'testScenario':
      return { login: unknown("the scenario's new account"), password: unknown('its password'), handoffUrl: '' };
    case 'testHandoff':
      return { token: unknown('hand-off token'), url: '' };
    case 'accountRedirect':
      return { ...drySession(c, c.login), redirect: { page: 'domains', action: null, domain: null } };
    default:
      return { ...drySession(c, c.login), files: [], faults: [], requests: [], scenarios: [], log: '', capabilities: [], sessions: [], signIns: [], ended: 0 };
  }
}

export class PlanContext extends Context {
  readonly planned: PlannedCall[] = [];

  /** Records the request and answers as a conforming backend would: the expected status, a body the entries can read. */
  override send(url: string, init: RequestInit, call: { operationId: string; what: string; expect: number[] }): Promise<Response> {
    const op = this.op(call.operationId);
    const what = this.cleaningUp && !call.what.startsWith('clean-up') ? `clean-up: ${call.what}` : call.what;
    this.planned.push({
      operationId: call.operationId,
      path: init.method === 'POST' ? op.path : `${op.path} (${String(init.method)})`,
      what,
      target: target(init, op.secured),
    });
    const status = call.expect.includes(200) ? 200 : call.expect[0];
    const headers = { 'content-type': 'application/json', date: new Date().toUTCString() };
    if (init.method !== 'POST') return Promise.resolve(new Response(null, { status: 204, headers: { date: headers.date } }));
    const body =
      status === 200 ? dryBody(this, call.operationId, fieldsOf(init).parsed) : { type: status === 400 ? 'validation' : 'refused', message: 'refused' };
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers }));
  }

  /** Nothing is checked in a plan; only an entry that could not be walked is kept (its calls are missing from the plan). */
  override fail(operationId: string, failure: Failure) {
    if (failure.what === 'the kit') super.fail(operationId, failure);
  }

  override expect() {
    /* nothing was checked */
  }
}

/** The plan as the CLI prints it: one line per call, in the order the run makes them. */
export function planText(result: KitResult): string {
  const calls = result.plan ?? [];
  const width = Math.max(...calls.map((p) => p.operationId.length), 'operation'.length);
  const pathWidth = Math.max(...calls.map((p) => p.path.length), 'path'.length);
  const lines = [
    "The calls a run makes against a conforming backend, in order, none of them sent. Assumed: the account's plan has SSH, web apps",
    'and Postgres and is paid (on a plan without them the same calls expect 406); <…> is read from the backend during the run.',
    'Clean-up calls are listed as if each were needed; calls that only undo what a backend wrongly accepted are not listed.',
    '',
    `${'operation'.padEnd(width)}  ${'POST path'.padEnd(pathWidth + 5)}  target · what`,
  ];
  for (const p of calls) lines.push(`${p.operationId.padEnd(width)}  POST ${p.path.padEnd(pathWidth)}  ${p.target || '-'} · ${p.what}`);
  const broken = result.results.filter((r) => r.checks > 0 && r.failures.some((f) => f.what === 'the kit'));
  if (broken.length) {
    lines.push('', 'the plan could not walk (their later calls are missing above):');
    for (const r of broken) for (const f of r.failures) lines.push(`  ${r.operationId}: ${f.got}`);
  }
  const refused = result.results.filter((r) => r.outcome === 'failed' && r.checks === 0);
  if (refused.length) {
    lines.splice(0, lines.length);
    lines.push('no run can be planned:');
    for (const r of refused) for (const f of r.failures) lines.push(`  ${r.operationId}: ${f.got}`);
    return lines.join('\n');
  }
  const skipped = result.results.filter((r) => r.outcome === 'skipped' && r.checks === 0 && r.note && r.note !== 'not among --only');
  if (skipped.length) {
    lines.push('', 'not called:');
    for (const r of skipped) lines.push(`  ${r.operationId}: ${r.note}`);
  }
  return lines.join('\n');
}
