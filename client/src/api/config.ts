export interface RuntimeConfig {
  /** Base URL every call is posted under, without a trailing slash. */
  apiUrl: string;
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
    const apiUrl = (body as { apiUrl?: unknown } | null)?.apiUrl;
    if (typeof apiUrl === 'string' && apiUrl.trim() !== '') {
      return { apiUrl: apiUrl.trim().replace(/\/+$/, '') };
    }
  } catch {
    // fall through to the default
  }
  return defaultConfig;
}
