import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['contract', 'fixtures', 'server', 'client', 'client/vitest.isolated.config.ts', 'scripts', 'test-kit'],
    // One worker a core (vitest's own default leaves one core out: a single worker on two cores);
    // the API tests wait on hashing and the disk, so the cores stay busy.
    maxWorkers: '100%',
  },
});
