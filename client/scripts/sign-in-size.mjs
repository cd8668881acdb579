#!/usr/bin/env node
// Gzip size of the JavaScript the sign-in route loads (budget: 115 kB, README "Performance budgets").
// Reads the Vite manifest of a build in client/dist: the entry, the login screen, the catalogue of
// the default locale's sign-in part (src/i18n/sign-in-messages.ts), and every chunk they import statically.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const budget = Number(process.env.SIGN_IN_BUDGET_KB ?? 115);
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const roots = ['index.html', 'src/features/auth/login-page.tsx', 'src/i18n/en.json?sign-in'];
const seen = new Set();
const visit = (key) => {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  seen.add(key);
  for (const next of chunk.imports ?? []) visit(next);
};
roots.forEach(visit);

let total = 0;
const rows = [];
for (const key of seen) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  rows.push([size, file]);
}
rows.sort((a, b) => b[0] - a[0]);
for (const [size, file] of rows) console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${file}`);
console.log(`${(total / 1024).toFixed(1).padStart(7)} kB  sign-in route JS, gzip (budget ${budget} kB)`);
if (total / 1024 > budget) process.exit(1);
