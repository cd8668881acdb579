import { createHash } from 'node:crypto';

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/**
 * The CSP sources (`'sha256-…'`) of a page's inline `<script>` and `<style>` blocks: index.html
 * paints its shell with one of each before the scripts arrive, and the policy allows exactly those.
 */
export function inlineHashes(html: string): InlineHashes {
  const hashes = (tag: string) =>
    [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'gi'))]
      .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes))
      .map(([, , body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  return { scripts: hashes('script'), styles: hashes('style') };
}
