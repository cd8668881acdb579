// The docs check: README.md and docs/*.md name only paths and npm scripts that exist.
import { describe, expect, it } from 'vitest';
import { checkDocs, checkDocument } from './check-docs.mjs';

describe('the docs check', () => {
  it('finds every path and npm script README.md and docs/*.md name', () => {
    expect(checkDocs()).toEqual([]);
  });

  it('names a path, a link and an npm script that are not there, with the line', () => {
    const text = ['The order lives in `lib/no-such-order.ts`.', 'See [the guide](no-such-guide.md#start) and run `npm run no-such-script`.'].join('\n');
    expect(checkDocument('docs/probe.md', text)).toEqual([
      { doc: 'docs/probe.md', line: 1, what: 'path lib/no-such-order.ts' },
      { doc: 'docs/probe.md', line: 2, what: 'link no-such-guide.md#start' },
      { doc: 'docs/probe.md', line: 2, what: 'npm script no-such-script' },
    ]);
  });

  it('takes paths from the root, from inside a package, from the document and what a run writes', () => {
    const text = [
      '`server/src/app.ts`, `features/files/file-order.ts`, `client/src/i18n/{en,pl}.json`, [qa](qa.md#kit), [readme](../README.md)',
      '`npm run lint`, `npm test`; made by runs: `.data/`, `client/dist`; no paths: `accounts/<login>/home`, `multipart/form-data`, `/api/docs`',
    ].join('\n');
    expect(checkDocument('docs/probe.md', text)).toEqual([]);
  });
});
