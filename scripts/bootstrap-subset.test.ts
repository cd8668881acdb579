// The client ships a subset of Bootstrap (client/src/bootstrap.scss): every Bootstrap class the
// client names, or has react-bootstrap render from a prop, must be in it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as sass from 'sass';
import { describe, expect, it } from 'vitest';

const client = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'client');
const bootstrapDir = path.dirname(createRequire(path.join(client, 'package.json')).resolve('bootstrap/package.json'));

const classesOf = (css: string) => new Set([...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });
}

/** The react-bootstrap props that become a class: `variant="outline-danger"` is `btn-outline-danger`, and so on. */
const propClasses: Record<string, (value: string) => string[]> = {
  variant: (v) => [`btn-${v}`, `nav-${v}`, `alert-${v}`],
  bg: (v) => [`bg-${v}`, `text-bg-${v}`],
  text: (v) => [`text-${v}`],
  animation: (v) => [`spinner-${v}`, `placeholder-${v}`],
  fullscreen: (v) => [`modal-fullscreen-${v}`],
  responsive: (v) => [`offcanvas-${v}`],
  placement: (v) => [`offcanvas-${v}`],
};

/** Bootstrap classes named in the client's source: in its string literals and the class props above. */
function namedClasses(bootstrap: Set<string>) {
  const named = new Map<string, string>();
  const files = [...sourceFiles(path.join(client, 'src')), path.join(client, 'index.html')];
  for (const file of files) {
    const source = fs
      .readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    const words = [...source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)].flatMap((m) => (m[1] ?? m[2] ?? m[3]).split(/[^\w-]+/));
    const props = [...source.matchAll(/\b(\w+)="([\w-]+)"/g)].flatMap(([, prop, value]) => propClasses[prop]?.(value) ?? []);
    for (const word of [...words, ...props]) if (bootstrap.has(word)) named.set(word, path.relative(client, file));
  }
  return named;
}

describe('the Bootstrap subset', () => {
  const full = classesOf(fs.readFileSync(path.join(bootstrapDir, 'dist/css/bootstrap.css'), 'utf8'));
  const subset = classesOf(
    sass.compile(path.join(client, 'src/bootstrap.scss'), {
      loadPaths: [path.dirname(bootstrapDir)],
      quietDeps: true,
      silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
    }).css,
  );

  it('has every Bootstrap class the client names', () => {
    const named = namedClasses(full);
    expect(named.size).toBeGreaterThan(100);
    const missing = [...named].filter(([name]) => !subset.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('has the parts react-bootstrap renders for the components the client uses', () => {
    const rendered = [
      'modal-dialog',
      'modal-backdrop',
      'fade',
      'show',
      'dropdown-menu',
      'dropdown-item',
      'dropdown-toggle-split',
      'offcanvas-lg',
      'offcanvas-backdrop',
      'nav-tabs',
      'tab-pane',
      'btn-close',
      'collapse',
      'collapsing',
      'toast-header',
      'spinner-border-sm',
    ];
    expect(rendered.filter((name) => !subset.has(name))).toEqual([]);
  });

  it('leaves out what no screen uses', () => {
    expect(['carousel', 'accordion', 'popover', 'navbar', 'breadcrumb', 'is-valid', 'mb-md-3', 'offcanvas-sm'].filter((name) => subset.has(name))).toEqual([]);
  });
});
