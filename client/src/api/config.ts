export interface RuntimeConfig {
  /** Base URL every call is posted under, without a trailing slash. */
  apiUrl: string;
  /**
   * Where the client reports what it met in wrong replies (`api/diagnostics.ts`); set only by the
   * validation proxy (`npm run proxy`), absent in production. A path on the panel's own origin.
   */
  reportUrl?: string;
  /**
   * The API (on another origin) answers `Access-Control-Allow-Credentials`, so the sign-in and the
   * password change may carry the browser's device cookie (`client.ts`). Off unless said: a fetch
   * with credentials to an API that does not allow them fails in the browser.
   */
  apiCredentials?: boolean;
  /** Where the sign-in page's "Forgot your password?" leads (the host's reset page): an https URL or a path. */
  passwordResetUrl?: string;
}

export const defaultConfig: RuntimeConfig = { apiUrl: '/api' };

let loaded: RuntimeConfig = defaultConfig;
/** The configuration read at start (the default until then). */
export const runtimeConfig = () => loaded;

/**
 * One build serves any backend: the API address is read at start from `/config.json`.
 * A missing or malformed file (a dev server answering with index.html, say) means the default.
 */
export async function loadRuntimeConfig(fetchImpl: (url: string, init: RequestInit) => Promise<Response> = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl('/config.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return defaultConfig;
    const body: unknown = await response.json();
    const { apiUrl, reportUrl, apiCredentials, passwordResetUrl: reset } = (body ?? {}) as Partial<Record<keyof RuntimeConfig, unknown>>;
    if (typeof apiUrl === 'string' && apiUrl.trim() !== '') {
      // Only a path of the panel's own origin: a report never leaves for another site.
      const report = typeof reportUrl === 'string' && /^\/(?!\/)/.test(reportUrl) ? { reportUrl } : {};
      const passwordResetUrl = typeof reset === 'string' && /^(https:\/\/|\/(?!\/))\S+$/.test(reset) ? reset : undefined;
      loaded = {
        apiUrl: apiUrl.trim().replace(/\/+$/, ''),
        ...report,
        ...(apiCredentials === true && { apiCredentials }),
        ...(passwordResetUrl && { passwordResetUrl }),
      };
      return loaded;
    }
  } catch {
    // fall through to the default
  }
  return defaultConfig;
}
