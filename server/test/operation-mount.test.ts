import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import contract from '../src/plugins/contract.js';
import type { Panel } from '../src/panel.js';

// A secured operation's handler is handed a request whose account is known (`app.secured`), so the
// helper a route mounts with must say what the contract says of the operation.
describe('mounting an operation', () => {
  async function bare() {
    const app = Fastify({ logger: false });
    // What mounting reads of the panel: the mode (journal or not), reply checks, the implemented set.
    const panel = { config: { mode: 'test', validateReplies: false }, implemented: new Set<string>() };
    app.decorate('panel', panel as unknown as Panel);
    await app.register(contract);
    return app;
  }

  it('refuses a secured operation mounted without its account, and an open one mounted with it', async () => {
    const app = await bare();
    expect(() => app.operation('accountSync', () => undefined)).toThrow('accountSync is secured: mount it with app.secured');
    expect(() => app.operation('fileFileDownload', () => undefined)).toThrow('fileFileDownload is secured: mount it with app.secured');
    expect(() => app.secured('accountLogin', () => undefined)).toThrow('accountLogin needs no session: mount it with app.operation');
    await app.close();
  });
});
