import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { signInCatalogues } from './vite.config';

/**
 * Test files that replace a module with `vi.mock`: they run in `vitest.isolated.config.ts`, each
 * with modules of its own. Here a worker's files share their modules, so a module another file
 * loaded first would stay the real one, and such a test would pass or fail by the order it ran in
 * (a file named by hand was missed once: it passed alone and failed in the whole run). Found by
 * reading the test files, so a new one is never left out.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
export const MOCKING = fs
  .readdirSync(path.join(here, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && fs.readFileSync(path.join(here, 'src', file), 'utf8').includes('vi.mock('))
  .map((file) => `src/${file.split(path.sep).join('/')}`)
  .sort();

export default defineConfig({
  plugins: [react(), signInCatalogues()],
  test: {
    name: 'client',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: MOCKING,
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // The test files of a worker share its modules and its window (test/setup.ts empties the
    // storage after each test): a fresh environment per file cost more than the tests themselves.
    isolate: false,
  },
});
