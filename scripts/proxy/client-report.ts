// What the client showed: the panel served by the proxy posts the problems it met in wrong replies
// (client/src/api/diagnostics.ts) to POST /__proxy/report. Only small JSON bodies from the proxy's
// own origin are taken; each problem is tied to the operation it came from (its `operation` when that
// call's replies had drift, else the newest of the calls it made last whose reply had, else its
// `operation` still), and kept grouped and bounded.
import type http from 'node:http';
import { operationByPath } from '../conformance/contract.js';
import type { DriftStore } from './drift.js';
import { refuseUnlessLocal } from './local.js';

export const REPORT_PATH = '/__proxy/report';
/** A problem is a few hundred bytes; anything much bigger is not the client's. */
export const REPORT_LIMIT = 8 * 1024;
const KINDS = ['screen-failed', 'reply-pruned', 'effect-missing'] as const;
export type ProblemKind = (typeof KINDS)[number];
const MAX_PROBLEMS = 30;

export interface ClientProblemEntry {
  kind: ProblemKind;
  screen?: string;
  /** The operation it is tied to (an operationId of the contract), when one could be. */
  operationId?: string;
  /** How it was tied: the client named it, or it was the newest call whose reply had drift. */
  tiedBy?: 'named' | 'recent';
  detail: string;
  page?: string;
  count: number;
}

/** A short single-line text (secrets masked before it is cut), or undefined when the value is not one. */
function text(value: unknown, max: number, mask: (s: string) => string): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Control characters (a line break included) become spaces: one entry is one line of the report.
  const clean = mask(
    [...value]
      .map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c))
      .join('')
      .trim(),
  );
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

interface Parsed {
  kind: ProblemKind;
  operation?: string;
  screen?: string;
  detail: string;
  recent: string[];
  page?: string;
}

/** The problem a body describes, or why it is refused. */
export function parseProblem(body: unknown, mask: (s: string) => string = (s) => s): Parsed | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the body is not a JSON object';
  const b = body as Record<string, unknown>;
  const kind = KINDS.find((k) => k === b.kind);
  if (!kind) return `kind must be one of ${KINDS.join(', ')}`;
  const detail = text(b.detail, 300, mask);
  if (!detail) return 'detail must be a non-empty string';
  for (const field of ['operation', 'screen', 'page'] as const) {
    if (b[field] !== undefined && typeof b[field] !== 'string') return `${field} must be a string`;
  }
  if (b.recent !== undefined && !(Array.isArray(b.recent) && b.recent.length <= 20 && b.recent.every((r) => typeof r === 'string'))) {
    return 'recent must be a list of at most 20 strings';
  }
  return {
    kind,
    operation: text(b.operation, 120, mask),
    screen: text(b.screen, 60, mask),
    detail,
    recent: Array.isArray(b.recent) ? b.recent.map((r) => text(r, 120, mask) ?? '') : [],
    page: text(b.page, 120, mask),
  };
}

export class ClientProblems {
  private readonly kept = new Map<string, ClientProblemEntry>();
  private problemsNotKept = 0;

  constructor(private readonly drift: DriftStore) {}

  /** A text with what was sent as a secret this run masked. */
  mask(text: string): string {
    return this.drift.secrets.mask(text);
  }

  /** Keeps a problem, tied to its operation; answers the entry (undefined when it was not kept). */
  add(p: Parsed): ClientProblemEntry | undefined {
    // The operation the client names; when its replies had no drift (a boundary names the newest
    // call, which may be a keepalive after the one that broke), the newest recent call whose did.
    const named = p.operation ? operationByPath(p.operation)?.operationId : undefined;
    const hasDrift = (id: string) => this.drift.replyDefectsOf(id).length > 0;
    let operationId: string | undefined;
    let tiedBy: ClientProblemEntry['tiedBy'];
    if (named && hasDrift(named)) [operationId, tiedBy] = [named, 'named'];
    else {
      const recent = [...p.recent]
        .reverse()
        .map((path) => operationByPath(path)?.operationId)
        .find((id) => id !== undefined && hasDrift(id));
      if (recent) [operationId, tiedBy] = [recent, 'recent'];
      else if (named) [operationId, tiedBy] = [named, 'named'];
    }
    const key = JSON.stringify([p.kind, p.screen ?? '', operationId ?? '', p.detail]);
    const entry = this.kept.get(key);
    if (entry) {
      entry.count++;
      return entry;
    }
    if (this.kept.size >= MAX_PROBLEMS) {
      this.problemsNotKept++;
      return undefined;
    }
    const fresh: ClientProblemEntry = {
      kind: p.kind,
      ...(p.screen ? { screen: p.screen } : {}),
      ...(operationId ? { operationId, tiedBy } : {}),
      detail: p.detail,
      ...(p.page ? { page: p.page } : {}),
      count: 1,
    };
    this.kept.set(key, fresh);
    return fresh;
  }

  list(): ClientProblemEntry[] {
    return [...this.kept.values()];
  }

  notKept(): number {
    return this.problemsNotKept;
  }
}

function refuse(res: http.ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ type: status === 413 ? 'tooLarge' : status === 403 ? 'forbidden' : 'validation', message }));
}

/** POST /__proxy/report: 204 when the problem is kept (or counted), else a {type, message} refusal. */
export function handleReport(req: http.IncomingMessage, res: http.ServerResponse, problems: ClientProblems, onProblem: (entry: ClientProblemEntry) => void) {
  if (refuseUnlessLocal(req, res)) return;
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'POST', 'content-type': 'application/json' });
    res.end(JSON.stringify({ type: 'method', message: 'Only POST.' }));
    return;
  }
  // Only the panel the proxy serves: the Origin a browser sends must be this very host.
  const origin = req.headers.origin;
  if (!origin || origin !== `http://${req.headers.host ?? ''}`) {
    req.resume();
    refuse(res, 403, 'Reports are taken only from the panel this proxy serves (its own origin).');
    return;
  }
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (type !== 'application/json') {
    req.resume();
    refuse(res, 415, 'A report is a JSON body (application/json).');
    return;
  }
  if (Number(req.headers['content-length'] ?? 0) > REPORT_LIMIT) {
    req.resume();
    refuse(res, 413, `A report is at most ${REPORT_LIMIT} bytes.`);
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > REPORT_LIMIT) over = true;
    else chunks.push(chunk);
  });
  req.on('end', () => {
    if (over) return refuse(res, 413, `A report is at most ${REPORT_LIMIT} bytes.`);
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return refuse(res, 400, 'The body is not JSON.');
    }
    const parsed = parseProblem(body, (s) => problems.mask(s));
    if (typeof parsed === 'string') return refuse(res, 400, parsed);
    const entry = problems.add(parsed);
    if (entry?.count === 1) onProblem(entry);
    res.writeHead(204, { 'cache-control': 'no-store' });
    res.end();
  });
}
