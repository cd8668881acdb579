#!/usr/bin/env node
// The page shell's inline <script> and <style> (client/index.html) run under the page's
// Content-Security-Policy by their hashes only. For the client image (Dockerfile), this adds the
// hashes of a built index.html to script-src and style-src in the nginx headers template:
//   node scripts/csp-inline.mjs client/dist/index.html docker/client/panel-headers.inc.template
// The panel's own server hashes the page it serves by itself (server/src/lib/inline-hashes.ts).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The `'sha256-…'` sources of the inline `<script>` or `<style>` blocks of a page (a script with a src is not inline). */
export function inlineSources(html, tag) {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'gi'))]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/** `policy` with the page's inline blocks allowed by hash in its script-src and style-src. */
export function withInlineSources(policy, html) {
  return policy.replace(/\b(script|style)-src 'self'/g, (directive, tag) => [directive, ...inlineSources(html, tag)].join(' '));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [index, template] = process.argv.slice(2);
  writeFileSync(template, withInlineSources(readFileSync(template, 'utf8'), readFileSync(index, 'utf8')));
}
