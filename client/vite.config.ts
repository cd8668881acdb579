import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { parse } from '@formatjs/icu-messageformat-parser';

const backend = process.env.PANEL_BACKEND ?? 'http://127.0.0.1:8080';

// Libraries every route needs (the sign-in route included) share one long-lived chunk; everything
// else (react-bootstrap's overlays, zod, screens, the editor) is split by the lazy routes that use it.
const coreVendor = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-redux|@reduxjs[\\/]toolkit|redux|redux-thunk|immer|reselect|use-sync-external-store)[\\/]/;
const intlVendor = /[\\/]node_modules[\\/](react-intl|@formatjs[\\/][^\\/]+|intl-messageformat)[\\/]/;

/**
 * Production builds ship the catalogues as pre-parsed ICU message ASTs, so the ICU parser (about
 * 9 kB gzip) stays out of the bundle. Tests and the dev server use the plain strings and the parser.
 */
function precompiledMessages(): Plugin {
  const catalogue = /[\\/]src[\\/]i18n[\\/][a-z]{2}\.json$/;
  return {
    name: 'panel:precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js' }],
      },
    }),
    transform(code, id) {
      if (!catalogue.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), precompiledMessages()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/config.json': { target: backend, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/config.json': { target: backend, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor-core', test: coreVendor, priority: 20 },
            { name: 'vendor-intl', test: intlVendor, priority: 10 },
          ],
        },
      },
    },
  },
});
