// The docs check (part of `npm test`, through scripts/docs.test.ts; also `node scripts/check-docs.mjs`):
// every repository path and npm script that README.md and docs/*.md name exists. A path is a
// backticked word with a folder or a file extension (`server/src/app.ts`, `lib/db.ts`: a path
// given from inside a package is found by its ending) or a relative link; an npm script is
// `npm run <name>`. What git ignores (builds, data folders, reports) is made by a run and left out.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the docs name on purpose without it being ours: a QA team's own files and scripts in examples. */
export const ILLUSTRATIVE = new Set([
  // docs/qa.md: a team's own scenario files.
  'my-case.yaml',
  // The file a static host serves beside the client (README, docs/real-backend.md).
  'config.json',
  // Folders of the data folder (docs/mock-backend.md), made by a run.
  'trash/',
  'spares/',
  'retired-templates/',
  // docs/architecture.md's walk-through of adding an area, which names the spec it would get.
  'e2e/email.spec.ts',
]);

const EXTENSIONS = /\.(?:ts|tsx|mjs|cjs|js|json|md|ya?ml|sh|html|css|svg|png|tgz)$/;

/** The documents checked: README.md and docs/*.md. */
export function documents() {
  const docs = fs
    .readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`);
  return ['README.md', ...docs];
}

/** The words of a text in backticks. */
const backticked = (text) => [...text.replace(/```[^]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map((m) => m[1].trim());

/** Whether a backticked word reads as a repository path: no spaces, placeholders, globs or addresses. */
function looksLikePath(word) {
  if (/[\s<>*$=:@?'"]|^[./]*$|^\/|^~|^-|^\d/.test(word)) return false;
  // A media type (`multipart/form-data`) or a bare extension (`.yaml`) names no file.
  if (/^(?:application|multipart|text|image)\//.test(word) || /^\.\w+$/.test(word)) return false;
  return word.includes('/') || EXTENSIONS.test(word);
}

/** `a/{b,c}.json` → `a/b.json`, `a/c.json`. */
function expand(word) {
  const m = /\{([^{}]*)\}/.exec(word);
  if (!m) return [word];
  return m[1].split(',').flatMap((part) => expand(word.slice(0, m.index) + part + word.slice(m.index + m[0].length)));
}

let tracked;
/** The repository's files and folders (tracked, and new ones not ignored), as paths from the root. */
function repository() {
  if (tracked) return tracked;
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && fs.existsSync(path.join(root, f)));
  const all = new Set(files);
  for (const f of files) for (let d = path.posix.dirname(f); d !== '.'; d = path.posix.dirname(d)) all.add(d);
  tracked = all;
  return all;
}

/** Whether git ignores a path (what a build or a run writes). */
function ignored(p) {
  // As a file and as a folder: a pattern like `.data*/` matches only folders.
  for (const name of [p, `${p}/`]) {
    try {
      execFileSync('git', ['check-ignore', '-q', '--no-index', name], { cwd: root });
      return true;
    } catch {
      /* not ignored */
    }
  }
  return false;
}

/** Whether a path named in a document exists: from the root, from the document's folder, or as the ending of one. */
function exists(p, doc) {
  const clean = p.replace(/\/+$/, '').replace(/^\.\//, '');
  if (clean === '') return true;
  const all = repository();
  const fromDoc = path.posix.normalize(path.posix.join(path.posix.dirname(doc), clean));
  if (all.has(clean) || all.has(fromDoc) || fs.existsSync(path.join(root, clean))) return true;
  for (const f of all) if (f.endsWith(`/${clean}`)) return true;
  return ignored(clean);
}

/** What a document names that is not there: `{ doc, line, what }` for each. */
export function checkDocument(doc, text = fs.readFileSync(path.join(root, doc), 'utf8')) {
  const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts ?? {};
  const found = [];
  text.split('\n').forEach((lineText, i) => {
    const line = i + 1;
    for (const word of backticked(lineText)) {
      if (ILLUSTRATIVE.has(word) || !looksLikePath(word)) continue;
      for (const p of expand(word)) if (!exists(p, doc)) found.push({ doc, line, what: `path ${p}` });
    }
    for (const m of lineText.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1].replace(/#.*$/, '');
      if (!target || /^[a-z]+:/i.test(target) || ILLUSTRATIVE.has(target)) continue;
      if (!exists(target, doc)) found.push({ doc, line, what: `link ${m[1]}` });
    }
    for (const m of lineText.matchAll(/npm run ([\w:.-]+)/g)) {
      if (!ILLUSTRATIVE.has(`npm run ${m[1]}`) && !(m[1] in scripts)) found.push({ doc, line, what: `npm script ${m[1]}` });
    }
  });
  return found;
}

/** Everything README.md and docs/*.md name that is not there. */
export function checkDocs() {
  return documents().flatMap((doc) => checkDocument(doc));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = checkDocs();
  for (const f of found) console.error(`${f.doc}:${f.line}: ${f.what} does not exist`);
  console.log(found.length ? `docs check: ${found.length} not there` : 'docs check: every path and npm script named exists');
  process.exit(found.length ? 1 : 0);
}
