import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'scripts',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['*.test.ts'],
    // The first lint loads ESLint and every plugin, which takes a while on a busy machine.
    testTimeout: 60_000,
  },
});
