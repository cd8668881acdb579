import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { parse } from '@formatjs/icu-messageformat-parser';
// By path: the config is bundled with its relative imports only (the package's TypeScript would be loaded as is).
import { HOME_PAGE } from '../contract/src/pages';
import { shellPreloads } from './src/shell-preloads';
import { signInMessages } from './src/i18n/sign-in-messages';

const backend = process.env.PANEL_BACKEND ?? 'http://127.0.0.1:8080';

// Libraries every route needs (the sign-in route included) share one long-lived chunk; everything
// else (react-bootstrap's overlays, zod, RTK Query, screens, the editor) is split by the lazy routes
// that use it.
const coreVendor =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-redux|@reduxjs[\\/]toolkit(?![\\/]dist[\\/]query)|redux|redux-thunk|immer|reselect|use-sync-external-store)[\\/]/;
const intlVendor = /[\\/]node_modules[\\/](react-intl|@formatjs[\\/][^\\/]+|intl-messageformat)[\\/]/;

/**
 * The chunks the page's entry imports (index.html's own modulepreloads): loaded before any lazy
 * import can run, so the lazy imports' preload lists leave them out. Those lists ride in the entry
 * chunk, which the sign-in route loads, and each listed chunk is looked up in the page again at
 * every lazy load. A chunk of these names that the entry no longer imports only loses its preload hint.
 */
const entryChunks = /^assets\/(rolldown-runtime|vendor-core|intl)-[\w-]+\.js$/;

/**
 * The signed-in frame's code in two chunks instead of some fifty: what the layout imports, and what
 * the first screen (the domains screen) imports beside its own files, less what the sign-in routes
 * load. A phone opening /domains otherwise handled each small chunk as a request and a module of its
 * own (Lighthouse counted a few hundred milliseconds of main-thread time before the first screen for
 * them), and a sign-in added a preload link for each. Every screen is drawn inside the layout, so
 * its chunk is always wanted; the list kit's chunk serves the other list screens too.
 */
function frameChunks() {
  const groups = new Map<string, 'frame' | 'frame-lists'>();
  type Graph = { getModuleInfo: (id: string) => { importedIds: readonly string[]; code: string | null } | null };
  const iconBarrel = /[\\/]react-bootstrap-icons[\\/]dist[\\/]index\.js$/;
  /**
   * The module ids a module imports statically, transitively (its own included). The icon library's
   * index names every icon: an import from it counts as the icons it names (a build keeps only those).
   */
  const closure = (graph: Graph, icons: Map<string, string>, start: string | undefined) => {
    const seen = new Set<string>();
    const stack = start ? [start] : [];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
        if (!iconBarrel.test(imported)) stack.push(imported);
      }
      for (const [, names] of (graph.getModuleInfo(id)?.code ?? '').matchAll(/import\s*\{([^}]*)\}\s*from\s*["']react-bootstrap-icons["']/g)) {
        for (const name of names.split(',')) {
          const icon = icons.get(name.trim().split(/\s+as\s+/)[0]);
          if (icon) stack.push(icon);
        }
      }
    }
    return seen;
  };
  const plugin: Plugin = {
    name: 'panel:frame-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (file: string) => ids.find((id) => id.replaceAll('\\', '/').endsWith(file));
      // Each icon's module, by its exported name, from the library's index.
      const icons = new Map<string, string>();
      const barrel = ids.find((id) => iconBarrel.test(id));
      for (const [, name, file] of (barrel ? (this.getModuleInfo(barrel)?.code ?? '') : '').matchAll(/default as (\w+) \} from '\.\/icons\/([\w-]+)'/g)) {
        icons.set(name, path.join(path.dirname(barrel!), 'icons', `${file}.js`));
      }
      const signIn = new Set(
        ['src/main.tsx', 'src/features/auth/login-page.tsx', 'src/features/auth/authorize-page.tsx', 'src/features/auth/two-factor-step.tsx'].flatMap(
          (file) => [...closure(this, icons, find(file))],
        ),
      );
      const layout = closure(this, icons, find('src/app/layout/layout.tsx'));
      const screen = closure(this, icons, find('src/features/domains/domains-page.tsx'));
      for (const id of layout) if (!signIn.has(id)) groups.set(id, 'frame');
      // The domains screen's own files stay in its chunk.
      for (const id of screen) if (!signIn.has(id) && !layout.has(id) && !/[\\/]src[\\/]features[\\/]domains[\\/]/.test(id)) groups.set(id, 'frame-lists');
    },
  };
  return {
    plugin,
    // Only the modules named: their imports outside the group are the sign-in routes' (loaded first) or the layout's.
    groups: (['frame', 'frame-lists'] as const).map((name) => ({
      name,
      test: (id: string) => groups.get(id) === name,
      priority: 5,
      includeDependenciesRecursively: false,
    })),
  };
}
const frame = frameChunks();

/**
 * Production builds ship the catalogues as pre-parsed ICU message ASTs, so the ICU parser (about
 * 9 kB gzip) stays out of the bundle. Tests and the dev server use the plain strings and the parser.
 */
function precompiledMessages(): Plugin {
  // The shared catalogues and the features' own (src/i18n/feature-catalogues.ts).
  const catalogue = /[\\/]src[\\/](?:features[\\/][^\\/]+[\\/])?i18n[\\/][a-z]{2}\.json$/;
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

/**
 * `<locale>.json?sign-in`: the sign-in routes' part of a catalogue (src/i18n/sign-in-messages.ts),
 * a module of its own, so it is a chunk of its own; precompiled like the whole one in a build.
 */
export function signInCatalogues(): Plugin {
  const part = /^(.*[\\/]src[\\/]i18n[\\/][a-z]{2}\.json)\?sign-in$/;
  let build = false;
  return {
    name: 'panel:sign-in-catalogues',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build' && config.mode !== 'test';
    },
    load(id) {
      const file = part.exec(id)?.[1];
      if (!file) return null;
      this.addWatchFile(file);
      const messages = signInMessages(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>);
      const shipped = build ? Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message)])) : messages;
      return `export default ${JSON.stringify(shipped)};`;
    },
  };
}

/**
 * The panel's code imports `react-intl`; a build gives it src/i18n/intl.tsx instead, which formats
 * the sign-in texts itself and loads react-intl with the signed-in layout (its own import of
 * `react-intl` is the real one), so the sign-in route leaves react-intl out.
 */
function panelIntl(): Plugin {
  const facade = fileURLToPath(new URL('./src/i18n/intl.tsx', import.meta.url));
  return {
    name: 'panel:intl',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-intl' || !importer || path.resolve(importer) === facade) return null;
      return facade;
    },
  };
}

/**
 * The page shell (index.html): its inline script gets the shell's texts (the product name and the
 * sign-in form's) in every language of the catalogues, so the shell shows what the panel will, and
 * in a build what a reload with a session loads first (`shellPreloads`); and the stylesheet moves
 * to the end of the body, so the shell paints before it arrives (the scripts still wait for it: a
 * stylesheet blocks the scripts after it, so nothing shows unstyled).
 */
function pageShell(): Plugin {
  // The sign-in form's texts, and the heading of the screens whose title is in the shared catalogue, by address.
  const titled = ['domains', 'emails', 'redirects', 'ssl', 'scripts', 'files'];
  const ids = {
    name: 'app.name',
    intro: 'login.intro',
    login: 'login.login',
    password: 'login.password',
    submit: 'login.submit',
    // Where /config.json names no reset page (the form then says whom to ask): the text is the sign-in's largest, its moment the page's LCP.
    forgot: 'login.forgotAsk',
    version: 'app.version',
    '/': 'domains.title',
    ...Object.fromEntries(titled.map((page) => [`/${page}`, `${page}.title`])),
  };
  const dir = fileURLToPath(new URL('./src/i18n/', import.meta.url));
  const stylesheets = /\s*<link rel="stylesheet"[^>]*>/g;
  let base = '/';
  return {
    name: 'panel:page-shell',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        const locales = fs.readdirSync(dir).filter((file) => /^[a-z]{2}\.json$/.test(file));
        const texts = Object.fromEntries(
          locales.map((file) => {
            const messages = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>;
            return [file.slice(0, 2), Object.fromEntries(Object.entries(ids).map(([key, id]) => [key, messages[id]]))];
          }),
        );
        const links = (html.match(stylesheets) ?? []).map((link) => `${link.trim()}\n`).join('');
        const preloads = bundle && chunk ? shellPreloads(bundle, chunk, { base, home: HOME_PAGE }) : null;
        return html
          .replace('__SHELL_TEXTS__', JSON.stringify(texts).replace(/</g, '\\u003c'))
          .replace('__SHELL_PRELOADS__', JSON.stringify(preloads).replace(/</g, '\\u003c'))
          .replace(stylesheets, '')
          .replace('</body>', `${links}</body>`);
      },
    },
  };
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, at the
 * strongest levels (done once here instead of on every request); the server sends the copy the
 * browser accepts. Copies that would not be smaller are skipped.
 */
function precompressed(): Plugin {
  const text = /\.(js|mjs|css|html|svg|json|txt|map)$/;
  return {
    name: 'panel:precompressed',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const name of Object.keys(bundle).filter((n) => text.test(n))) {
        const file = path.join(options.dir!, name);
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        const copies = {
          br: zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
          gz: zlib.gzipSync(data, { level: 9 }),
        };
        for (const [ext, copy] of Object.entries(copies)) if (copy.length < data.length) fs.writeFileSync(`${file}.${ext}`, copy);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), panelIntl(), signInCatalogues(), precompiledMessages(), pageShell(), precompressed(), frame.plugin],
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's SCSS (src/bootstrap.scss) still uses @import and Sass's global functions.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
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
    modulePreload: {
      resolveDependencies: (_, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !entryChunks.test(dep)) : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'vendor-core', test: coreVendor, priority: 20 }, { name: 'vendor-intl', test: intlVendor, priority: 10 }, ...frame.groups],
        },
      },
    },
  },
});
