import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The test files of a worker share its modules: each file builds its own app (helpers.ts) over
    // its own data folder, and importing the server afresh for each file cost more than its tests.
    isolate: false,
  },
});
