// `npm run lint` runs oxlint, then ESLint. oxlint (.oxlintrc.json) holds the type-aware rules of
// typescript-eslint's recommendedTypeChecked: it builds each package's types with TypeScript's Go
// compiler, for a fraction of typescript-eslint's cost. ESLint holds the rest, without type
// information: typescript-eslint's other recommended rules over every package, React hooks and
// accessibility rules for the client, the import boundaries that keep the layers apart, no import
// cycle, and no hand-written file of 300 lines or more. Every `eslint-disable` comment is ESLint's
// (oxlint reads only `oxlint-disable` ones), so each tool reports the disable comments it alone left
// unused.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const foldersIn = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const clientShared = ['components', 'hooks', 'lib', 'store', 'api', 'i18n'].map((d) => `./client/src/${d}`);

// Zones are read from the folders, so a new feature is fenced in the day it is created.
const boundaries = [
  // The packages: the contract is what both sides share, so it depends on neither; the server and
  // the client meet only through it.
  {
    target: './contract',
    from: ['./server', './client'],
    message: 'The contract imports neither the server nor the client: both import it.',
  },
  {
    target: './server',
    from: './client',
    message: 'The server never imports the client: what both need belongs in @panel/contract.',
  },
  {
    target: './client',
    from: './server',
    message: 'The client never imports the server: what both need belongs in @panel/contract.',
  },
  ...foldersIn('client/src/features').map((feature) => ({
    target: `./client/src/features/${feature}`,
    from: './client/src/features',
    except: [`./${feature}`],
    message: 'A client feature never imports another feature: move what both need to components/, hooks/, lib/ or store/.',
  })),
  // A feature with an index.ts is reached only through it: app/ (and main.tsx) import what the
  // feature exports there, never its modules.
  ...foldersIn('client/src/features')
    .filter((feature) => fs.existsSync(path.join(root, 'client/src/features', feature, 'index.ts')))
    .map((feature) => ({
      target: ['./client/src/app', './client/src/main.tsx'],
      from: `./client/src/features/${feature}`,
      except: ['./index.ts'],
      message: `Reach the ${feature} feature through its index.ts: app/ imports what a feature exports there, never its modules.`,
    })),
  {
    target: clientShared,
    from: ['./client/src/features', './client/src/app'],
    message: 'Shared client code (components/, hooks/, lib/, store/, api/, i18n/) never imports features/ or app/.',
  },
  {
    // The store is the client's bottom layer: its slices hold plain state and import only Redux
    // Toolkit and the contract's types; the API, the texts and the screens build on it.
    target: './client/src/store',
    // (features/ and app/ are refused to every shared folder by the zone above.)
    from: ['api', 'lib', 'i18n', 'hooks', 'components'].map((d) => `./client/src/${d}`),
    message: 'client/src/store/ is the bottom layer: it imports only Redux Toolkit and @panel/contract.',
  },
  ...foldersIn('server/src/features').map((feature) => ({
    target: `./server/src/features/${feature}`,
    from: './server/src',
    // panel.ts holds the Panel context type (and the Fastify augmentation) that every service takes.
    except: [`./features/${feature}`, './lib', './lists.ts', './panel.ts'],
    message: 'A server feature imports only server/src/lib/, its own folder, the lists module and @panel/contract.',
  })),
  {
    target: './server/src/lib',
    from: './server/src',
    // config.ts and panel.ts are the settings and the context type that shared code is handed.
    except: ['./lib', './config.ts', './panel.ts'],
    message: 'server/src/lib/ is shared by every area: it never imports a feature, a plugin, the seed or app.ts.',
  },
  {
    target: './server/src/features',
    from: './server/src/lib/sandbox',
    except: ['./index.ts'],
    message: 'Features reach the sandbox through its facade, server/src/lib/sandbox/index.ts, never its modules.',
  },
];

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    'contract/src/generated/',
    'fixtures/files/',
    '.data*/',
    // The compiled server (npm start, the bench) and the bench's own tools.
    '.server-build*/',
    '.bench-tools/',
    'e2e/.data*/',
    'e2e/.artifacts/',
    'e2e/test-results*/',
    'e2e/playwright-report/',
    'bench-results/',
    'coverage/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `const { a: _a, ...rest } = x` leaves a field out of a copy; `_request` is a parameter a callback must take.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
      // Declaration merging (RTK's LazyLoadedSlices) takes an interface that only extends another.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // Tests read JSON replies, which are `any` by nature; the contract test checks their shapes (the
    // type-aware rules that tests relax are relaxed in .oxlintrc.json).
    files: ['**/test/**/*.{ts,tsx}', '**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // The modules the import rules read (no-cycle follows imports through them); by default only .js.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      // A relative import the resolver cannot follow would slip past the boundaries unseen.
      'import-x/no-unresolved': ['error', { ignore: ['^[^.]'] }],
    },
  },
  {
    // No import cycle: each module imports only what sits below it (type-only imports aside, as they
    // vanish from the build). Packages are not followed (`ignoreExternal`): a cycle is ours or none.
    files: ['client/src/**/*.{ts,tsx}', 'server/src/**/*.ts', 'scripts/**/*.{ts,mjs}', 'test-kit/**/*.{ts,mjs}', 'contract/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // No hand-written file reaches 300 lines, tests included: split it by concern. Every line counts,
    // blank and comment lines too (what an editor shows); generated files are ignored above.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'max-lines': ['error', { max: 299, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
    rules: {
      // A component's autoFocus is a deliberate choice: a dialog's first field, the sign-in field.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // A scrollable <pre> (a log) must take focus so the keyboard can scroll it.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre'], roles: ['tabpanel'], allowExpressionValues: true }],
    },
  },
  {
    // A dialog puts focus on its first field, as the dialog pattern asks; the text field hands its
    // caller's autoFocus to the input (the select field to the select).
    files: ['client/src/**/*-dialog.tsx', 'client/src/components/text-field.tsx', 'client/src/components/select-field.tsx'],
    rules: { 'jsx-a11y/no-autofocus': 'off' },
  },
);
