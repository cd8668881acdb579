// The visitorStats extension on big's 200 MB access log: the first call reads the whole log
// (streamed), later ones only what was appended since.
import type { Session } from '@panel/contract';
import { latency, post, record } from './common.js';

export async function benchVisitorStats() {
  const { token, domains } = await post<Session>('/account/login', { login: 'big', password: 'big12345' });
  const domain = domains[0].domain;
  const call = () => post('/stats/visitors', { domain, days: 30 }, token);
  const started = performance.now();
  await call();
  record('/stats/visitors on big’s 200 MB log, first read (streamed)', `${((performance.now() - started) / 1000).toFixed(1)} s`, '—', null);
  const later = await latency(20, call);
  record(
    '/stats/visitors on big’s 200 MB log, later calls (median, p95)',
    `${later.median.toFixed(1)} ms, ${later.p95.toFixed(1)} ms`,
    '≤ 200 ms',
    later.p95 <= 200,
  );
  await post('/__test/log', { login: 'big', domain, kind: 'access', lines: 1000 });
  const grown = performance.now();
  await call();
  const ms = performance.now() - grown;
  record('/stats/visitors after 1,000 lines appended (the tail read alone)', `${ms.toFixed(1)} ms`, '≤ 200 ms', ms <= 200);
}
