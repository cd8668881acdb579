import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { shellPreloads } from './shell-preloads';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) =>
  ({ type: 'chunk', fileName, moduleIds, imports, dynamicImports: [] }) as unknown as Rollup.OutputChunk;

/** A build as the client's: the entry, the layout's chunk, the catalogues and two screens. */
function bundle() {
  const chunks = [
    chunk('assets/index.js', ['/c/src/main.tsx', '/c/src/app/router.tsx'], ['assets/vendor-core.js']),
    chunk('assets/vendor-core.js', ['/c/node_modules/react/index.js']),
    chunk('assets/frame.js', ['/c/src/app/layout/layout.tsx', '/c/src/app/layout/sidebar.tsx'], ['assets/vendor-core.js', 'assets/spinner.js']),
    chunk('assets/spinner.js', ['/c/src/components/spinner.tsx']),
    chunk('assets/whole-en.js', ['/c/src/i18n/whole-en.ts'], ['assets/catalogues.js']),
    chunk('assets/whole-pl.js', ['C:\\c\\src\\i18n\\whole-pl.ts'], ['assets/catalogues.js']),
    chunk('assets/catalogues.js', ['/c/src/i18n/feature-catalogues.ts']),
    chunk('assets/domains-page.js', ['/c/src/features/domains/domains-page.tsx'], ['assets/frame.js', 'assets/lists.js', 'assets/spinner.js']),
    chunk('assets/lists.js', ['/c/src/components/list-table.tsx'], ['assets/vendor-core.js']),
    chunk('assets/emails-page.js', ['/c/src/features/email/emails-page.tsx'], ['assets/frame.js', 'assets/forms.js']),
    chunk('assets/forms.js', ['/c/src/components/form.tsx']),
  ];
  return { entry: chunks[0], bundle: Object.fromEntries(chunks.map((c) => [c.fileName, c])) as Rollup.OutputBundle };
}

describe('shellPreloads', () => {
  it("lists the layout's, each catalogue's and the home screen's chunks with what they import, less the entry's", () => {
    const { entry, bundle: built } = bundle();
    expect(shellPreloads(built, entry, { base: '/', home: 'domains' })).toEqual({
      base: '/',
      frame: ['assets/frame.js', 'assets/spinner.js'],
      texts: { en: ['assets/whole-en.js', 'assets/catalogues.js'], pl: ['assets/whole-pl.js', 'assets/catalogues.js'] },
      // Not the layout's files again, nor the entry's (vendor-core), nor another screen's (forms).
      home: { paths: ['/', '/domains'], files: ['assets/domains-page.js', 'assets/lists.js'] },
    });
  });

  it('lists no home files when no module has the home screen’s name', () => {
    const { entry, bundle: built } = bundle();
    expect(shellPreloads(built, entry, { base: '/panel/', home: 'nowhere' }).home).toEqual({ paths: ['/', '/nowhere'], files: [] });
  });
});
