export interface RuntimeConfig {
  /** Base URL every call is posted under, without a trailing slash. */
  apiUrl: string;
  /**
   * Where the client reports what it met in wrong replies (`api/diagnostics.ts`); set only by the
   * validation proxy (`npm run proxy`), absent in production. A path on the panel's own origin.
   */
  reportUrl?: string;
}

export const defaultConfig: RuntimeConfig = { apiUrl: '/api' };

/**
 * One build serves any backend: the API address is read at start from `/config.json`.
 * A missing or malformed file (a dev server answering with index.html, say) means the default.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl('/config.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return defaultConfig;
    const body: unknown = await response.json();
    const { apiUrl, reportUrl } = (body ?? {}) as { apiUrl?: unknown; reportUrl?: unknown };
    if (typeof apiUrl === 'string' && apiUrl.trim() !== '') {
      // Only a path of the panel's own origin: a report never leaves for another site.
      const report = typeof reportUrl === 'string' && /^\/(?!\/)/.test(reportUrl) ? { reportUrl } : {};
      return { apiUrl: apiUrl.trim().replace(/\/+$/, ''), ...report };
    }
  } catch {
    // fall through to the default
  }
  return defaultConfig;
}
