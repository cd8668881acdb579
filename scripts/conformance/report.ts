// The conformance kit's output: findings grouped by defect (one line each: what differs, in which
// operations, an example and a curl line that reproduces it), security and status first; the
// table by operation (--details); the closing "N passed, N failed" line; JUnit XML.
import { curl, needsToken } from './curl.js';
import type { Failure, FindingKind, KitResult, OperationResult } from './runner.js';

type Kind = FindingKind | 'kit';

/** Where a finding is: a reply header, a field of the request, a pointer into the reply. */
function where(f: Failure): string {
  if (f.header) return `header ${f.header}`;
  if (f.requestPointer) return `request field ${f.requestPointer}`;
  return f.pointer ? `at ${f.pointer}` : 'at the reply';
}

export function failureText(f: Failure): string {
  return `${f.what}: ${f.status === '' ? 'no status' : `status ${f.status}`}, ${where(f)}: expected ${f.expected}, got ${f.got}`;
}

export function kindOf(f: Failure): Kind {
  if (f.kind) return f.kind;
  if (f.what === 'the kit') return 'kit';
  if (f.header || /^(Content-Disposition|X-Content-Type-Options|Date|Retry-After|Access-Control-[\w-]+):/i.test(f.expected)) return 'header';
  if (f.pointer === '' && /^(status |a documented status)/.test(f.expected)) return /\b403\b/.test(f.expected) ? 'security' : 'status';
  return 'body';
}

const ORDER: Kind[] = ['security', 'status', 'header', 'body', 'timing', 'kit'];

/** `/domains/3/sslExpires` → `/domains/*\/sslExpires`: one dropped field of a list is one defect. */
export const normalisePointer = (pointer: string) => pointer.replace(/\/\d+(?=\/|$)/g, '/*');

export interface Defect {
  kind: Kind;
  /** One line: what differs. */
  text: string;
  /** The operations it was seen in, in the contract's order. */
  operations: string[];
  /** How many findings it gathers. */
  count: number;
  example: { operationId: string; failure: Failure };
  /** Body defects: the pointer and what was expected, to gather pointers that fail alike in the same operations. */
  body?: { pointer: string; alike: string };
}

function defectOf(f: Failure): { key: string; text: string } {
  const kind = kindOf(f);
  const got = f.got.replace(/ \(.*\)$/s, '');
  const statusClass = f.status === '' ? 'no reply' : f.status >= 400 ? 'error replies' : 'successes';
  switch (kind) {
    case 'timing':
      return { key: 'timing', text: `replies slower than the budget: expected ${f.expected}` };
    case 'kit':
      return { key: `kit|${f.got}`, text: `the kit could not run an entry: ${f.got}` };
    case 'header':
      return { key: `header|${f.header ?? ''}|${f.expected}|${got}`, text: `${where(f)}: expected ${f.expected}, got ${got}` };
    case 'body': {
      const pointer = normalisePointer(f.pointer);
      return {
        key: `body|${pointer}|${f.expected}|${statusClass}`,
        text: `${f.pointer ? `at ${pointer}` : 'the reply'} (${statusClass}): expected ${f.expected}, got ${f.got}`,
      };
    }
    default:
      if (f.expected.startsWith('an error body without')) return { key: `leak`, text: `error bodies that show internal detail: ${f.got}` };
      return {
        key: `${kind}|${f.requestPointer ?? ''}|${f.expected}|${got}`,
        text: `${f.requestPointer ? `${where(f)}: ` : ''}expected ${f.expected}, got ${got}`,
      };
  }
}

/** Every finding of the run gathered by defect, security and status first, the most widespread first within a kind. */
export function defects(result: KitResult): Defect[] {
  const byKey = new Map<string, Defect>();
  for (const r of result.results) {
    for (const f of r.failures) {
      const { key, text } = defectOf(f);
      let d = byKey.get(key);
      if (!d) {
        const body =
          kindOf(f) === 'body'
            ? {
                pointer: normalisePointer(f.pointer) || '(the reply)',
                alike: `${f.status === '' || f.status < 400 ? 'successes' : 'error replies'}: expected ${f.expected}`,
              }
            : undefined;
        byKey.set(key, (d = { kind: kindOf(f), text, operations: [], count: 0, example: { operationId: r.operationId, failure: f }, body }));
      }
      d.count++;
      if (!d.operations.includes(r.operationId)) d.operations.push(r.operationId);
    }
  }
  // Fields that fail alike in the same operations are one defect (an error body of another shape lacks /type and /message).
  const merged = new Map<string, Defect>();
  for (const d of byKey.values()) {
    const key = d.body ? `${d.body.alike}|${d.operations.join(',')}` : d.text;
    const into = merged.get(key);
    if (!into?.body || !d.body) {
      merged.set(merged.has(key) ? `${key}|${merged.size}` : key, d);
      continue;
    }
    into.body.pointer += `, ${d.body.pointer}`;
    into.count += d.count;
    into.text = `at ${into.body.pointer} (${into.body.alike.replace(': ', '): ')}, got ${into.example.failure.got}`;
  }
  return [...merged.values()].sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) || b.operations.length - a.operations.length);
}

const names = (ids: string[], shown = 5) => (ids.length <= shown ? ids.join(', ') : `${ids.slice(0, shown).join(', ')}, … and ${ids.length - shown} more`);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The findings by defect, each with an example and its curl line. */
export function findings(result: KitResult, max = 20): string[] {
  const all = defects(result);
  if (!all.length && !result.cleanup.length) return ['no findings'];
  const lines: string[] = [];
  const width = String(Math.min(all.length, max)).length;
  if (all.length) lines.push(`${plural(all.length, 'defect')} found, in ${plural(new Set(all.flatMap((d) => d.operations)).size, 'operation')}:`);
  let token = false;
  for (const [i, d] of all.slice(0, max).entries()) {
    const pad = ' '.repeat(width + 2);
    lines.push(`${String(i + 1).padStart(width)}. ${d.kind.padEnd(8)} ${d.text} — in ${plural(d.operations.length, 'operation')}: ${names(d.operations)}`);
    lines.push(`${pad}e.g. ${d.example.operationId}, ${d.example.failure.what}${d.count > d.operations.length ? ` (${d.count} findings in all)` : ''}`);
    const request = d.example.failure.request;
    if (request) {
      lines.push(`${pad}${curl(request)}`);
      token ||= needsToken(request);
    }
  }
  if (all.length > max) lines.push(`… and ${all.length - max} more defects (--details lists every finding by operation)`);
  if (token) lines.push('(the curl lines read the session token from $TOKEN: the "token" of a sign-in reply)');
  if (result.cleanup.length) {
    lines.push('clean-up FAILED:');
    for (const f of result.cleanup) lines.push(`  ${failureText(f)}`);
  }
  return lines;
}

/** The operations by outcome, why some were skipped (grouped by reason), and the slowest replies. */
export function overview(result: KitResult): string[] {
  const failed = result.results.filter((r) => r.outcome === 'failed').map((r) => r.operationId);
  const skipped = result.results.filter((r) => r.outcome === 'skipped');
  const lines = [`operations: ${result.passed} passed, ${failed.length} failed${failed.length ? ` (${names(failed, 8)})` : ''}, ${skipped.length} skipped`];
  const reasons = new Map<string, string[]>();
  for (const r of skipped) reasons.set(r.note ?? '', [...(reasons.get(r.note ?? '') ?? []), r.operationId]);
  const shown = [...reasons].sort((a, b) => b[1].length - a[1].length);
  for (const [note, ids] of shown.slice(0, 6)) lines.push(`  skipped ${names(ids, 3)}: ${note}`);
  if (shown.length > 6) lines.push(`  … and ${shown.length - 6} more reasons (--details)`);
  const slow = result.results
    .filter((r) => (r.slowestMs ?? 0) > 0)
    .sort((a, b) => (b.slowestMs ?? 0) - (a.slowestMs ?? 0))
    .slice(0, 5);
  if (slow.length) lines.push(`slowest replies: ${slow.map((r) => `${r.operationId} ${Math.round(r.slowestMs ?? 0)} ms`).join(', ')}`);
  return lines;
}

export function summary(result: KitResult): string {
  return `${result.passed} passed, ${result.failed} failed`;
}

/** What the CLI prints after a run: the findings by defect, the overview, the closing line. */
export function report(result: KitResult): string {
  return [...findings(result), '', ...overview(result), summary(result)].join('\n');
}

const SHOWN = 5;

/** The table by operation: passed, failed (each failure on its own line) or skipped with why (--details). */
export function table(result: KitResult): string {
  const width = Math.max(...result.results.map((r) => r.operationId.length), 'operation'.length);
  const lines = [`${'operation'.padEnd(width)}  result   detail`, `${'-'.repeat(width)}  -------  ${'-'.repeat(40)}`];
  const mark = (r: OperationResult) => (r.outcome === 'passed' ? 'passed ' : r.outcome === 'failed' ? 'FAILED ' : 'skipped');
  for (const r of result.results) {
    const detail =
      r.outcome === 'passed' ? `${r.checks} call${r.checks === 1 ? '' : 's'}${r.note ? `; ${r.note}` : ''}` : r.outcome === 'skipped' ? (r.note ?? '') : '';
    lines.push(`${r.operationId.padEnd(width)}  ${mark(r)}  ${detail}`.trimEnd());
    // A body that is not the reply at all breaks every field: the first few say enough (JUnit has them all).
    const shown = r.failures.length > SHOWN + 1 ? r.failures.slice(0, SHOWN) : r.failures;
    for (const f of shown) lines.push(`${' '.repeat(width)}           ${failureText(f)}`);
    if (shown.length < r.failures.length) lines.push(`${' '.repeat(width)}           … and ${r.failures.length - shown.length} more`);
  }
  if (result.cleanup.length) {
    lines.push(`${'(clean-up)'.padEnd(width)}  FAILED`);
    for (const f of result.cleanup) lines.push(`${' '.repeat(width)}           ${failureText(f)}`);
  }
  return lines.join('\n');
}

const xml = (text: string) =>
  text
    .replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!)
    .split('')
    .filter((ch) => ch >= ' ' || ch === '\n' || ch === '\t')
    .join('');

/** JUnit XML: one test case per operation (plus the clean-up), each finding with its curl line, for CI. */
export function junit(result: KitResult, name = 'conformance'): string {
  const cases = result.results.map((r) => {
    const head = `    <testcase classname="${name}" name="${xml(r.operationId)}" time="${(r.ms / 1000).toFixed(3)}"`;
    if (r.outcome === 'skipped') return `${head}>\n      <skipped message="${xml(r.note ?? '')}"/>\n    </testcase>`;
    if (r.outcome === 'passed') return `${head}/>`;
    const body = r.failures.map((f) => `${failureText(f)}${f.request ? `\n  ${curl(f.request)}` : ''}`).join('\n');
    return `${head}>\n      <failure message="${xml(r.failures[0] ? failureText(r.failures[0]) : 'failed')}">${xml(body)}</failure>\n    </testcase>`;
  });
  if (result.cleanup.length) {
    const body = result.cleanup.map(failureText).join('\n');
    cases.push(
      `    <testcase classname="${name}" name="clean-up">\n      <failure message="${xml(failureText(result.cleanup[0]))}">${xml(body)}</failure>\n    </testcase>`,
    );
  }
  const tests = cases.length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites tests="${tests}" failures="${result.failed}" skipped="${result.skipped}" time="${(result.ms / 1000).toFixed(3)}">`,
    `  <testsuite name="${name}" tests="${tests}" failures="${result.failed}" skipped="${result.skipped}" time="${(result.ms / 1000).toFixed(3)}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
