// The validation proxy's drift report: every finding grouped by defect (the same difference at the
// same place, array indices folded: /domains/12/sslExpires is /domains/*/sslExpires), whatever
// operation it came from. Everything kept is bounded — groups, examples, unknown paths and the
// client's problems — so a flood of bad traffic cannot grow the proxy's memory; what is not kept is
// counted. Only value-free descriptions are kept (types, pointers, statuses), never a body's text,
// every text is cut short, and whatever was sent as a secret this run is masked in it (secrets.ts).
import { bounded, SeenSecrets } from './secrets.js';

/** What a defect is about, most urgent first: a leak, a status, a header, an error's shape, a field. */
export type DefectKind = 'leak' | 'status' | 'header' | 'error-shape' | 'media-type' | 'schema';
const RANK: Record<DefectKind, number> = { leak: 0, status: 1, header: 2, 'error-shape': 3, 'media-type': 4, schema: 5 };

/** One thing a request or a reply did wrong, as the checks hand it over. */
export interface Finding {
  /** `reply`: what the API answered; `request`: what the client sent. */
  side: 'reply' | 'request';
  kind: DefectKind;
  operationId: string;
  /** The reply's status (replies only). */
  status?: number;
  /** Where: a JSON pointer into the body ('' for the whole body), or a header's name. */
  pointer: string;
  header?: string;
  /** What differs, without any value of the body: `expected type "string", got a number`. */
  what: string;
}

export interface DriftExample {
  operationId: string;
  status?: number;
  /** The concrete pointer (indices kept). */
  pointer: string;
}

export interface DriftGroup {
  side: 'reply' | 'request';
  kind: DefectKind;
  /** The pointer with array indices as `*` ('' for the whole body). */
  pointer: string;
  header?: string;
  what: string;
  /** The operations it was seen in, in the order seen. */
  operations: string[];
  statuses: number[];
  /** How many replies (or requests) showed it. */
  count: number;
  examples: DriftExample[];
}

export interface UnknownPaths {
  /** Every request to a path that is not an operation of the contract. */
  requests: number;
  paths: { path: string; count: number }[];
  /** Requests to other paths, beyond the ones kept. */
  notKept: number;
}

export const LIMITS = { groups: 60, examples: 3, operations: 100, statuses: 12, unknownPaths: 20 };
/** The longest texts kept: a pointer, a header's name, what differs. */
export const TEXT_LIMITS = { pointer: 200, header: 80, what: 400 };

/** Folds array indices (and any all-digit key) of a JSON pointer into `*`. */
export function normalisePointer(pointer: string): string {
  return pointer.replace(/\/\d+(?=\/|$)/g, '/*');
}

export class DriftStore {
  /** What was sent as a secret this run: masked in everything kept and shown. */
  readonly secrets = new SeenSecrets();
  private readonly groups = new Map<string, DriftGroup>();
  private readonly unknown = new Map<string, number>();
  private unknownRequests = 0;
  private unknownNotKept = 0;
  /** Findings whose defect was new once the cap on groups was reached. */
  private findingsNotKept = 0;

  /**
   * Keeps the findings of one request or reply; answers those that are news for the log (a new
   * defect, or a known defect in a new operation). Each group counts the message once: a list field
   * dropped from 50 entries of one reply is one reply with that defect.
   */
  message(findings: Finding[]): Finding[] {
    const fresh: Finding[] = [];
    const counted = new Set<DriftGroup>();
    for (const f of findings) {
      const { group, news } = this.add(f);
      if (group && !counted.has(group)) {
        counted.add(group);
        group.count++;
      }
      if (news) fresh.push(this.kept(f));
    }
    return fresh;
  }

  /** A finding's texts masked and cut short, as they are kept and logged. */
  kept(f: Finding): Finding {
    const text = (s: string, max: number) => bounded(this.secrets.mask(s), max);
    return {
      ...f,
      pointer: text(f.pointer, TEXT_LIMITS.pointer),
      what: text(f.what, TEXT_LIMITS.what),
      ...(f.header !== undefined ? { header: text(f.header, TEXT_LIMITS.header) } : {}),
    };
  }

  private add(found: Finding): { group?: DriftGroup; news: boolean } {
    const f = this.kept(found);
    const pointer = normalisePointer(f.pointer);
    const key = JSON.stringify([f.side, f.kind, pointer, f.header ?? '', f.what]);
    let group = this.groups.get(key);
    let news = false;
    if (!group) {
      if (this.groups.size >= LIMITS.groups) {
        this.findingsNotKept++;
        return { news: false };
      }
      group = {
        side: f.side,
        kind: f.kind,
        pointer,
        ...(f.header ? { header: f.header } : {}),
        what: f.what,
        operations: [],
        statuses: [],
        count: 0,
        examples: [],
      };
      this.groups.set(key, group);
      news = true;
    }
    if (!group.operations.includes(f.operationId)) {
      if (group.operations.length < LIMITS.operations) group.operations.push(f.operationId);
      news = true;
    }
    if (f.status !== undefined && !group.statuses.includes(f.status) && group.statuses.length < LIMITS.statuses) group.statuses.push(f.status);
    if (group.examples.length < LIMITS.examples && !group.examples.some((e) => e.operationId === f.operationId)) {
      group.examples.push({ operationId: f.operationId, ...(f.status !== undefined ? { status: f.status } : {}), pointer: f.pointer });
    }
    return { group, news };
  }

  /** A request to a path that is no operation: counted; the path kept while there is room. */
  unknownPath(pathname: string) {
    this.unknownRequests++;
    const path = this.pathShown(pathname);
    const count = this.unknown.get(path);
    if (count !== undefined) this.unknown.set(path, count + 1);
    else if (this.unknown.size < LIMITS.unknownPaths) this.unknown.set(path, 1);
    else this.unknownNotKept++;
    // News for the log: a path seen for the first time and kept.
    return count === undefined && this.unknown.has(path);
  }

  /** A path as the report and the log show it: decoded, secrets masked, no token-like segment, cut short. */
  pathShown(pathname: string): string {
    let decoded = pathname;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      /* a malformed escape: as it came */
    }
    return maskPath(this.secrets.mask(decoded));
  }

  /** The groups a reply of this operation showed, most urgent first. */
  replyDefectsOf(operationId: string): DriftGroup[] {
    return this.sorted('reply').filter((g) => g.operations.includes(operationId));
  }

  sorted(side: 'reply' | 'request'): DriftGroup[] {
    return [...this.groups.values()].filter((g) => g.side === side).sort((a, b) => RANK[a.kind] - RANK[b.kind] || b.count - a.count);
  }

  unknownPaths(): UnknownPaths {
    return {
      requests: this.unknownRequests,
      paths: [...this.unknown].map(([path, count]) => ({ path, count })).sort((a, b) => b.count - a.count),
      notKept: this.unknownNotKept,
    };
  }

  notKept(): number {
    return this.findingsNotKept;
  }
}

/** A path as kept in the report: no long token-like segment (a hand-off token, a session id), at most 120 characters. */
export function maskPath(pathname: string): string {
  const masked = pathname
    // eslint-disable-next-line no-control-regex -- control characters become spaces: one path, one line
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .split('/')
    .map((s) => (s.length >= 20 && /^[A-Za-z0-9._~%+=-]+$/.test(s) && /\d/.test(s) ? '…' : s))
    .join('/');
  return masked.length > 120 ? `${masked.slice(0, 119)}…` : masked;
}
