import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIXTURE_NAMES, type FixtureName } from './seed/fixture-names.js';

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
  /** Check every reply against the contract (on in tests). */
  validateReplies: boolean;
  /** Seed the fixtures into an empty data folder when the app starts. */
  seed: boolean;
  logger: boolean;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /** Fixture accounts seeded at start and by /__test/reset. */
  fixtures: FixtureName[];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const mode = env.PANEL_MODE === 'production' ? 'production' : env.PANEL_MODE === 'test' ? 'test' : 'development';
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 8080),
    dataDir: path.resolve(env.PANEL_DATA_DIR ?? path.join(ROOT_DIR, '.data')),
    mode,
    clientDir: path.resolve(env.PANEL_CLIENT_DIR ?? path.join(ROOT_DIR, 'client/dist')),
    apiUrl: env.PANEL_API_URL ?? '/api',
    validateReplies: env.PANEL_VALIDATE_REPLIES === '1',
    seed: true,
    logger: env.PANEL_LOG !== '0',
    fixtures: env.PANEL_FIXTURES
      ? (env.PANEL_FIXTURES.split(',').filter((f) => (FIXTURE_NAMES as readonly string[]).includes(f)) as FixtureName[])
      : [...FIXTURE_NAMES],
    ...overrides,
  };
}
