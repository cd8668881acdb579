// The client image's policy (scripts/csp-inline.mjs) allows the page shell's inline blocks by the
// same hashes as the panel's server (server/src/lib/inline-hashes.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inlineHashes } from '../server/src/lib/inline-hashes';
import { withInlineSources } from './csp-inline.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const page = `<!doctype html><style>body{margin:0}</style><div id="root"></div><script>document.title='Panel'</script><script type="module" src="/assets/index.js"></script>`;

describe("the client image's policy", () => {
  it("allows the page shell's inline script and style by the hashes the server uses", () => {
    const template = fs.readFileSync(path.join(root, 'docker/client/panel-headers.inc.template'), 'utf8');
    const policy = withInlineSources(template, page);
    const { scripts, styles } = inlineHashes(page);
    expect(scripts).toHaveLength(1);
    expect(styles).toHaveLength(1);
    expect(policy).toContain(`script-src 'self' ${scripts[0]};`);
    expect(policy).toContain(`style-src 'self' ${styles[0]};`);
    expect(policy).not.toMatch(/unsafe-inline/);
    expect(policy.replace(` ${scripts[0]}`, '').replace(` ${styles[0]}`, '')).toBe(template);
  });
});
