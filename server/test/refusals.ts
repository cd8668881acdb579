import fs from 'node:fs';
import { expect } from 'vitest';
import type { TestApp } from './helpers.js';
import { homePath, lists } from './util.js';

/** The replies a refused call answers with. */
export const notFound = (what: string) => ({ type: 'notFound', message: `${what} not found.` });
export const validation = (message: string, field: string) => ({ type: 'validation', message, field });
export const conflict = (message: string, field: string) => ({ type: 'conflict', message, field });

/** Checks that refused calls refuse and change nothing, over the file's test app (`app()` once its tests run). */
export function refusalChecks(app: () => TestApp) {
  return {
    /**
     * Runs refused calls and checks that the account's lists are exactly as before, and with `files`
     * (an account's login and a folder of its home) that folder's entries too.
     */
    expectNoChange: async (token: string, calls: () => Promise<void>, files?: { login: string; folder: string }) => {
      const t = app();
      const entries = () => (files ? fs.readdirSync(homePath(t, files.login, files.folder)).sort() : []);
      const before = await lists(t, token);
      const held = entries();
      await calls();
      expect(await lists(t, token)).toEqual(before);
      expect(entries()).toEqual(held);
    },

    /** The call answers `status` with exactly `reply`. */
    expectRefused: async (token: string, path: string, body: object, status: number, reply: object) => {
      const r = await app().call(path, body, token);
      expect(r.status, `${path} ${JSON.stringify(body)}: ${JSON.stringify(r.body)}`).toBe(status);
      expect(r.body).toEqual(reply);
    },
  };
}
