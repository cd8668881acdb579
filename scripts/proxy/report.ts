// The drift report as served at GET /__proxy/drift (JSON) and printed when the proxy stops (text):
// reply-side defects first (most urgent kind first, then the most seen), then what the client sent,
// the unknown paths, and what the client showed, each tied to the operation whose reply caused it.
import type { ClientProblemEntry, ClientProblems } from './client-report.js';
import { LIMITS, type DefectKind, type DriftGroup, type DriftStore, type UnknownPaths } from './drift.js';

export interface ClientShown extends ClientProblemEntry {
  /** The defects of the tied operation's replies (at most three, most urgent first). */
  cause?: { pointer: string; header?: string; what: string }[];
}

export interface DriftReport {
  /** What the API answered, grouped by defect. */
  replies: DriftGroup[];
  /** What the client sent, grouped by defect. */
  requests: DriftGroup[];
  unknownPaths: UnknownPaths;
  /** What the client showed (posted to /__proxy/report). */
  client: ClientShown[];
  /** What was counted but not kept, once a cap was reached. */
  notKept: { findings: number; client: number };
}

/** A problem with the defects of its operation's replies. */
export function withCause(drift: DriftStore, p: ClientProblemEntry): ClientShown {
  const cause = p.operationId ? drift.replyDefectsOf(p.operationId).slice(0, 3) : [];
  return cause.length ? { ...p, cause: cause.map((g) => ({ pointer: g.pointer, ...(g.header ? { header: g.header } : {}), what: g.what })) } : { ...p };
}

/**
 * The report as served and printed: its texts masked again, for the secrets seen since they were
 * kept (a password sent after the path that held it).
 */
export function buildReport(drift: DriftStore, problems: ClientProblems): DriftReport {
  const m = (text: string) => drift.secrets.mask(text);
  const where = <T extends { pointer: string; header?: string; what?: string }>(x: T): T => ({
    ...x,
    pointer: m(x.pointer),
    ...(x.header !== undefined ? { header: m(x.header) } : {}),
    ...(x.what !== undefined ? { what: m(x.what) } : {}),
  });
  const group = (g: DriftGroup): DriftGroup => ({ ...where(g), operations: [...g.operations], statuses: [...g.statuses], examples: g.examples.map(where) });
  const u = drift.unknownPaths();
  return {
    replies: drift.sorted('reply').map(group),
    requests: drift.sorted('request').map(group),
    unknownPaths: { ...u, paths: u.paths.map((p) => ({ ...p, path: m(p.path) })) },
    client: problems.list().map((p) => {
      const shown = withCause(drift, p);
      return {
        ...shown,
        detail: m(shown.detail),
        ...(shown.screen !== undefined ? { screen: m(shown.screen) } : {}),
        ...(shown.page !== undefined ? { page: m(shown.page) } : {}),
        ...(shown.cause ? { cause: shown.cause.map(where) } : {}),
      };
    }),
    notKept: { findings: drift.notKept(), client: problems.notKept() },
  };
}

const LABEL: Record<DefectKind, string> = { leak: 'LEAK', status: 'STATUS', header: 'HEADER', 'error-shape': 'ERROR', 'media-type': 'TYPE', schema: 'FIELD' };

/** Where a defect is: a header, a pointer, or the whole body. */
export function where(g: { pointer: string; header?: string }): string {
  return g.header ? `header ${g.header}` : g.pointer || '(whole body)';
}

function names(list: string[], shown = 4): string {
  return list.length > shown ? `${list.slice(0, shown).join(', ')}, … ${list.length - shown} more` : list.join(', ');
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** One line a defect: what differs, in which operations, how often, one example. */
export function groupLine(g: DriftGroup): string {
  const e = g.examples[0];
  const example = e
    ? `; e.g. ${e.operationId}${e.status !== undefined ? ` ${e.status}` : ''} ${g.header ? `header ${g.header}` : e.pointer || '(whole body)'}`
    : '';
  const noun = g.side === 'reply' ? 'reply' : 'request';
  return `${LABEL[g.kind].padEnd(6)} ${where(g)}: ${g.what} — in ${plural(g.operations.length, 'operation')} (${names(g.operations)}), ${plural(g.count, noun, `${noun === 'reply' ? 'replies' : 'requests'}`)}${example}`;
}

/** What the client showed, as a sentence tied to its operation. */
export function shownLine(p: ClientShown): string {
  const screen = p.screen ? `the ${p.screen} screen` : 'the panel';
  const what =
    p.kind === 'screen-failed'
      ? `${screen} failed (${p.detail})`
      : p.kind === 'reply-pruned'
        ? `${screen} left out what a reply got wrong (${p.detail})`
        : `a change did not show its effect on ${screen} (${p.detail})`;
  let tie = ' (no call with drift to tie it to)';
  if (p.operationId) {
    const cause = p.cause?.[0];
    // A pruned reply is that call's own; a failed screen or a missing effect came after it.
    const link = p.kind === 'reply-pruned' ? 'in the reply of' : 'after';
    tie = cause ? ` ${link} ${p.operationId}, whose reply had ${where(cause)}: ${cause.what}` : ` ${link} ${p.operationId} (no drift seen in its replies)`;
  }
  return `${what}${tie}${p.count > 1 ? ` — ${p.count} times` : ''}`;
}

/** The report as text, for the end of a session: fits on one screen for a one-defect backend. */
export function driftText(r: DriftReport): string {
  const shown = r.client.length;
  if (!r.replies.length && !r.requests.length && !r.unknownPaths.requests && !shown && !r.notKept.findings) {
    return 'drift report: no drift — requests and replies kept to the contract, and the client reported nothing';
  }
  const lines = [
    `drift report: ${plural(r.replies.length, 'defect')} in replies, ${r.requests.length} in requests, ${plural(r.unknownPaths.requests, 'request')} to unknown paths, ${plural(shown, 'thing')} the client showed`,
  ];
  if (r.replies.length) lines.push('replies (what the API answered), most urgent first:', ...r.replies.map((g) => `  ${groupLine(g)}`));
  if (r.requests.length) lines.push('requests (what the client sent):', ...r.requests.map((g) => `  ${groupLine(g)}`));
  const u = r.unknownPaths;
  if (u.requests) {
    lines.push(`unknown paths (not operations of the contract): ${u.paths.map((p) => `${p.path} ×${p.count}`).join(', ')}`);
    if (u.notKept) lines.push(`  ${plural(u.notKept, 'more request')} to other paths not kept (the report keeps ${LIMITS.unknownPaths} paths)`);
  }
  if (shown) lines.push('what the client showed:', ...r.client.map((p) => `  ${shownLine(p)}`));
  if (r.notKept.findings) lines.push(`${plural(r.notKept.findings, 'more finding')} of other defects not kept (the report keeps ${LIMITS.groups} defects)`);
  if (r.notKept.client) lines.push(`${plural(r.notKept.client, 'more problem')} the client reported not kept`);
  return lines.join('\n');
}
