import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { signInCatalogues } from './vite.config';

export default defineConfig({
  plugins: [react(), signInCatalogues()],
  test: {
    name: 'client',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // The test files of a worker share its modules and its window (test/setup.ts empties the
    // storage after each test): a fresh environment per file cost more than the tests themselves.
    isolate: false,
  },
});
