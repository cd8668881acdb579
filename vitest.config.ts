import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['contract', 'fixtures', 'server', 'client', 'scripts', 'test-kit'],
  },
});
