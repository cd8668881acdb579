import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { TEST_FIXTURES } from './fixtures.js';

/**
 * Seeds the small fixtures once for the whole run (templates and fixture accounts); each test
 * file's server starts from a copy of that data folder (helpers.ts) instead of seeding again.
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-seeded-'));
  const app = await buildApp(loadConfig({}, { dataDir, mode: 'test', logger: false, fixtures: [...TEST_FIXTURES] }));
  await app.close();
  project.provide('seededDataDir', dataDir);
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededDataDir: string;
  }
}
