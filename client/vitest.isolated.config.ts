import { defineConfig } from 'vitest/config';
import client, { MOCKING } from './vitest.config';

/** The client's test files that replace a module with `vi.mock` (vitest.config.ts says why), each in modules of its own. */
export default defineConfig({
  ...client,
  test: { ...client.test, name: 'client-isolated', include: MOCKING, exclude: [], isolate: true },
});
