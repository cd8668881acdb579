import { vi } from 'vitest';
import { configureDiagnostics } from '../api/diagnostics';

/**
 * Collects what the client reports (`api/diagnostics.ts`) as a proxy would receive it: a report
 * address is configured and `fetch` stubbed to keep each report's body. `stopCapturingReports()`
 * (in `afterEach`) undoes both.
 */
export function captureReports(): unknown[] {
  const reports: unknown[] = [];
  configureDiagnostics('/__report');
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: { body: string }) => {
      reports.push(JSON.parse(init.body));
      return Promise.resolve(new Response(null, { status: 204 }));
    }),
  );
  return reports;
}

export function stopCapturingReports() {
  configureDiagnostics(undefined);
  vi.unstubAllGlobals();
}
