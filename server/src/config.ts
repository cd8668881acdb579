import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIXTURE_NAMES, type FixtureName } from './seed/fixture-names.js';
import { PASSWORD_COST, TEST_PASSWORD_COST } from './lib/passwords.js';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  mode: 'development' | 'production' | 'test';
  /** Built client served at / (skipped when the folder has no index.html). */
  clientDir: string;
  /** Written into /config.json for the client. */
  apiUrl: string;
  /**
   * Written into /config.json as `apiCredentials` (PANEL_API_CREDENTIALS=1): the API on another
   * origin answers `Access-Control-Allow-Credentials`, so the client lets its sign-in and password
   * change carry the browser's device cookie there.
   */
  apiCredentials: boolean;
  /**
   * Written into /config.json as `passwordResetUrl` (PANEL_PASSWORD_RESET_URL): where the sign-in
   * page's "Forgot your password?" leads, an https address or a path on the panel's origin; unset,
   * the page says the hosting company can reset the password.
   */
  passwordResetUrl?: string;
  /** Origins of a panel served elsewhere that may call the API (plugins/cors.ts); none by default. */
  corsOrigins: string[];
  /**
   * Host names (`name` for any port, `name:port` for that one, lower case) answered besides this
   * machine's own (plugins/local-only.ts): outside production every other Host is refused, in
   * production only when the list is set.
   */
  allowedHosts: string[];
  /**
   * Proxies whose `X-Forwarded-For` and `X-Forwarded-Proto` are believed (addresses, networks,
   * `loopback`, `linklocal`, `uniquelocal`; PANEL_TRUST_PROXY); none by default (app.ts).
   */
  trustProxy: string[];
  /** Check every reply against the contract (on in tests). */
  validateReplies: boolean;
  /** Seed the fixtures into an empty data folder when the app starts. */
  seed: boolean;
  logger: boolean;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /** Fixture accounts seeded at start and by /__test/reset. */
  fixtures: FixtureName[];
  /** How long a request may take to arrive (plugins/request-pace.ts); tests shorten them. */
  timeouts: Timeouts;
  /** scrypt's cost for account and FTP passwords (lib/passwords.ts): lighter in the test mode. */
  passwordCost: number;
  /**
   * Append a realistic line to the demo account's logs every few seconds (features/logs/traffic.ts):
   * development mode only, off with PANEL_SYNTHETIC_TRAFFIC=0 (the end-to-end suites, the bench).
   */
  syntheticTraffic: boolean;
}

export interface Timeouts {
  /** The request line and headers arrive within this. */
  headersMs: number;
  /** A body still arriving brings at least `bodyMinBytes` in every window of this length. */
  bodyWindowMs: number;
  bodyMinBytes: number;
  /** Everything of a request, however steadily it streams, arrives within this. */
  requestMs: number;
  /** How often Node looks for connections past their header or request time. */
  checkIntervalMs: number;
}

/**
 * No honest client meets these: headers come in one packet, a sign-in body in one more, and the
 * slowest upload worth serving (a 1 GiB file at 2 Mbit/s) brings 2.5 MB per window; a trickle of a
 * byte every few seconds is cut off after its first window.
 */
export const DEFAULT_TIMEOUTS: Timeouts = {
  headersMs: 10_000,
  bodyWindowMs: 10_000,
  bodyMinBytes: 64 * 1024,
  requestMs: 2 * 60 * 60 * 1000,
  checkIntervalMs: 2_000,
};

/** A setting that cannot be used: the server does not start, and says why in one line. */
export class ConfigError extends Error {}

const MODES = ['production', 'development', 'test'] as const;

/**
 * PANEL_MODE, exactly one of the three words: anything else (`prod`, `Production`, ` production`)
 * stops the start rather than turning the test-control API on. Unset, the mode is development,
 * except under NODE_ENV=production, where it is production (the safe guess).
 */
function modeOf(env: NodeJS.ProcessEnv): Config['mode'] {
  const value = env.PANEL_MODE;
  if (value === undefined || value === '') return env.NODE_ENV?.trim().toLowerCase() === 'production' ? 'production' : 'development';
  if ((MODES as readonly string[]).includes(value)) return value as Config['mode'];
  throw new ConfigError(`PANEL_MODE must be one of ${MODES.join(', ')} (or unset); got ${JSON.stringify(value)}.`);
}

/** What the client takes as the reset page (client/src/api/config.ts): an https address or a path on the panel's origin. */
const RESET_URL = /^(https:\/\/|\/(?!\/))\S+$/;

/** PANEL_PASSWORD_RESET_URL: unset or empty for none; anything the client would ignore stops the start. */
function passwordResetUrlOf(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.PANEL_PASSWORD_RESET_URL ?? '';
  if (value === '') return undefined;
  if (RESET_URL.test(value) && !/["'\\]/.test(value)) return value;
  throw new ConfigError(
    `PANEL_PASSWORD_RESET_URL takes an https:// address or a path on the panel's origin (https://www.hosting.example/reset, /reset); got ${JSON.stringify(value)}.`,
  );
}

/** A host name or an IP address (IPv6 in brackets), with an optional port. */
const HOST_ENTRY = /^(?:\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_.-]*[a-z0-9_])?)(?::\d{1,5})?$/;

function allowedHostsOf(env: NodeJS.ProcessEnv): string[] {
  const entries = (env.PANEL_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const wrong = entries.find((h) => !HOST_ENTRY.test(h));
  if (wrong !== undefined) {
    throw new ConfigError(
      `PANEL_ALLOWED_HOSTS takes host names separated by commas, each with a port or not (panel, qa.example.net:8443); got ${JSON.stringify(wrong)}.`,
    );
  }
  return entries;
}

/**
 * The configuration of `npm start` and `npm run seed`: a setting that cannot be used ends the
 * process with its one line (loadConfig fails for nothing else).
 */
export function configFromEnvironment(overrides: Partial<Config> = {}): Config {
  try {
    return loadConfig(process.env, overrides);
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const mode = modeOf(env);
  const config: Config = {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 8080),
    dataDir: path.resolve(env.PANEL_DATA_DIR ?? path.join(ROOT_DIR, '.data')),
    mode,
    clientDir: path.resolve(env.PANEL_CLIENT_DIR ?? path.join(ROOT_DIR, 'client/dist')),
    apiUrl: env.PANEL_API_URL ?? '/api',
    apiCredentials: env.PANEL_API_CREDENTIALS === '1',
    passwordResetUrl: passwordResetUrlOf(env),
    corsOrigins: (env.PANEL_CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    allowedHosts: allowedHostsOf(env),
    trustProxy: trustedProxies(env.PANEL_TRUST_PROXY ?? ''),
    validateReplies: env.PANEL_VALIDATE_REPLIES === '1',
    seed: true,
    logger: env.PANEL_LOG !== '0',
    fixtures: env.PANEL_FIXTURES
      ? (env.PANEL_FIXTURES.split(',').filter((f) => (FIXTURE_NAMES as readonly string[]).includes(f)) as FixtureName[])
      : [...FIXTURE_NAMES],
    timeouts: DEFAULT_TIMEOUTS,
    passwordCost: PASSWORD_COST,
    syntheticTraffic: mode === 'development' && env.PANEL_SYNTHETIC_TRAFFIC !== '0',
    ...overrides,
  };
  // The mode may come from the overrides (the tests' apps): the cost follows it unless named.
  if (overrides.passwordCost === undefined) config.passwordCost = config.mode === 'test' ? TEST_PASSWORD_COST : PASSWORD_COST;
  if (overrides.syntheticTraffic === undefined) config.syntheticTraffic = config.mode === 'development' && env.PANEL_SYNTHETIC_TRAFFIC !== '0';
  return config;
}

/**
 * PANEL_TRUST_PROXY: comma-separated addresses (`10.0.0.5`), networks (`172.16.0.0/12`) or named
 * ranges. Never a hop count or `true`: those believe whichever peer connects, and a forged header
 * would choose the address the throttle counts and make a plain-HTTP cookie `Secure`.
 */
function trustedProxies(value: string): string[] {
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!isProxyAddress(entry)) {
      throw new ConfigError(
        `PANEL_TRUST_PROXY takes addresses, networks (address/prefix) or loopback, linklocal, uniquelocal, separated by commas; got ${JSON.stringify(entry)}.`,
      );
    }
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}
