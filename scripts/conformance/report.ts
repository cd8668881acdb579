// The conformance kit's output: a table by operation, the closing "N passed, N failed" line, JUnit XML.
import type { Failure, KitResult, OperationResult } from './runner.js';

export function failureText(f: Failure): string {
  const where = f.pointer ? `at ${f.pointer}` : 'at the reply';
  return `${f.what}: ${f.status === '' ? 'no status' : `status ${f.status}`}, ${where}: expected ${f.expected}, got ${f.got}`;
}

const SHOWN = 5;

/** The table by operation: passed, failed (each failure on its own line) or skipped with why. */
export function table(result: KitResult): string {
  const width = Math.max(...result.results.map((r) => r.operationId.length), 'operation'.length);
  const lines = [`${'operation'.padEnd(width)}  result   detail`, `${'-'.repeat(width)}  -------  ${'-'.repeat(40)}`];
  const mark = (r: OperationResult) => (r.outcome === 'passed' ? 'passed ' : r.outcome === 'failed' ? 'FAILED ' : 'skipped');
  for (const r of result.results) {
    const detail = r.outcome === 'passed' ? `${r.checks} call${r.checks === 1 ? '' : 's'}${r.note ? `; ${r.note}` : ''}` : r.outcome === 'skipped' ? r.note ?? '' : '';
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

export function summary(result: KitResult): string {
  return `${result.passed} passed, ${result.failed} failed`;
}

const xml = (text: string) =>
  text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!).split('').filter((ch) => ch >= ' ' || ch === '\n' || ch === '\t').join('');

/** JUnit XML: one test case per operation (plus the clean-up), for CI. */
export function junit(result: KitResult, name = 'conformance'): string {
  const cases = result.results.map((r) => {
    const head = `    <testcase classname="${name}" name="${xml(r.operationId)}" time="${(r.ms / 1000).toFixed(3)}"`;
    if (r.outcome === 'skipped') return `${head}>\n      <skipped message="${xml(r.note ?? '')}"/>\n    </testcase>`;
    if (r.outcome === 'passed') return `${head}/>`;
    const body = r.failures.map(failureText).join('\n');
    return `${head}>\n      <failure message="${xml(r.failures[0] ? failureText(r.failures[0]) : 'failed')}">${xml(body)}</failure>\n    </testcase>`;
  });
  if (result.cleanup.length) {
    const body = result.cleanup.map(failureText).join('\n');
    cases.push(`    <testcase classname="${name}" name="clean-up">\n      <failure message="${xml(failureText(result.cleanup[0]))}">${xml(body)}</failure>\n    </testcase>`);
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
