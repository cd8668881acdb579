// What the bench's measures share (scripts/bench.ts runs them): the server's address and data
// folder, the results and how one is recorded, a JSON call, latency figures, a call as it goes over the wire.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** BENCH_DATA_DIR (and BENCH_PORT) let a second bench run beside another one's server and data. */
export const dataDir = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR) : path.join(root, '.data-bench');
/** The built client the server serves (PANEL_CLIENT_DIR, as the server reads it): a second bench may serve a build of its own. */
export const clientDir = path.resolve(process.env.PANEL_CLIENT_DIR ?? path.join(root, 'client/dist'));
export const PORT = Number(process.env.BENCH_PORT ?? 8190);
export const base = `http://127.0.0.1:${PORT}`;
export const results: { what: string; value: string; budget: string; ok: boolean | null }[] = [];

export function record(what: string, value: string, budget: string, ok: boolean | null) {
  results.push({ what, value, budget, ok });
  console.log(`${ok === null ? '·' : ok ? '✓' : '✗'} ${what}: ${value} (budget ${budget})`);
}

export async function post<T = unknown>(p: string, body: unknown, token?: string): Promise<T> {
  const r = await fetch(`${base}/api${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`${p}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

export function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

export async function latency(n: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return { median: median(times), p95: [...times].sort((a, b) => a - b)[Math.floor(n * 0.95)] };
}

/** One call as it goes over the wire: bytes received (compressed as the server sent them) and time. */
export function rawPost(p: string, token: string, acceptEncoding: string, body: unknown = {}) {
  return new Promise<{ bytes: number; ms: number; encoding?: string }>((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      `${base}/api${p}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${p}: ${res.statusCode}`));
          else resolve({ bytes, ms: performance.now() - started, encoding: res.headers['content-encoding'] });
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}
