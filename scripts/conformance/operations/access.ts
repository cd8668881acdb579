// The conformance kit's entries for access: FTP and SSH.

/* oxlint-disable typescript/no-unsafe-member-access --
   Replies are untrusted JSON from the backend under test: the kit checks their shape against the
   contract at run time, then reads them as the checks found them. */

import { Skip, type Entry } from '../runner.js';
import { type Item, refuse, present, absent, lists, undoMatching, sshAllowed, sshKey, gatedSession } from './helpers.js';

export const access: Entry[] = [
  {
    operationId: 'ftpPassword',
    changes: true,
    async run(c) {
      if (!c.options.testControl) throw new Skip("would change the account's FTP password; with --test-control it is tried on a clone");
      await refuse(c, 'ftpPassword', { password: 'short' }, 400, '400 for a short password');
      await refuse(c, 'ftpPassword', { password: 'password123' }, 406, '406 for a common password');
      await c.call('ftpPassword', { password: `${c.base}-Ftp1` }, { expect: 200 });
    },
  },
  {
    operationId: 'sshkeyUpload',
    changes: true,
    async run(c) {
      const key = sshKey(`${c.base}@conformance`);
      const name = `${c.base}-key`;
      const gated = await gatedSession(c, 'ssh');
      if (gated) {
        await refuse(c, 'sshkeyUpload', { key: key.line, name }, 406, '406 on a plan without SSH', {
          token: gated,
          ifAccepted: async (reply) => {
            for (const k of ((reply.body?.sshKeys ?? []) as Item[]).filter((x) => x.name === name))
              await c.call('sshkeyDelete', { id: k.id }, { token: gated, expect: [200, 404], what: 'clean-up' });
          },
        });
      }
      if (!sshAllowed(c)) {
        await refuse(c, 'sshkeyUpload', { key: key.line, name }, 406, "406: the account's plan has no SSH or is not paid", {
          ifAccepted: async (reply) => {
            const k = ((reply.body?.sshKeys ?? []) as Item[]).find((x) => x.name === name);
            if (k) await c.call('sshkeyDelete', { id: k.id }, { expect: [200, 404], what: 'clean-up' });
          },
        });
        c.note('sshkeyUpload', 'the plan has no SSH (or is unpaid): refusal only');
        return;
      }
      await refuse(c, 'sshkeyUpload', { key: `ssh-ed25519 not-a-key-${c.runId}`, name: `${c.base}-bad` }, 406, '406 for a line that is not a key');
      undoMatching(
        c,
        `delete the SSH key ${name}`,
        'sshKeys',
        (x) => x.name === name,
        (x) => c.call('sshkeyDelete', { id: x.id }, { expect: [200, 404], what: 'clean-up' }),
      );
      const r = await c.call('sshkeyUpload', { key: key.line, name }, { expect: 200 });
      const k = present(c, 'sshkeyUpload', r, 'sshKeys', { name });
      c.expect(
        'sshkeyUpload',
        k.fingerprint === key.fingerprint,
        {
          status: 200,
          pointer: `/sshKeys/${(r.body.sshKeys as Item[]).indexOf(k)}/fingerprint`,
          expected: `${key.fingerprint} (SHA256 of the key, as ssh-keygen -lf prints it)`,
          what: 'the refreshed list shows the change',
        },
        r.body,
      );
      await refuse(c, 'sshkeyUpload', { key: key.line, name: `${c.base}-key2` }, 409, '409 for the same key again', {
        ifAccepted: async (reply) => {
          for (const x of ((reply.body?.sshKeys ?? []) as Item[]).filter((y) => y.name === `${c.base}-key2`))
            await c.call('sshkeyDelete', { id: x.id }, { expect: [200, 404], what: 'clean-up' });
        },
      });
    },
  },
  {
    operationId: 'sshkeyDelete',
    changes: true,
    async run(c) {
      if (!sshAllowed(c)) {
        // An id no key of the account has, so a backend that wrongly deleted would delete nothing of the customer's.
        const ids = ((await lists(c)).sshKeys as Item[]).map((k) => Number(k.id));
        await refuse(c, 'sshkeyDelete', { id: Math.max(2_000_000_000, ...ids) + 1 }, 406, "406: the account's plan has no SSH or is not paid");
        return;
      }
      const name = `${c.base}-key3`;
      const undo = undoMatching(
        c,
        `delete the SSH key ${name}`,
        'sshKeys',
        (x) => x.name === name,
        (x) => c.call('sshkeyDelete', { id: x.id }, { expect: [200, 404], what: 'clean-up' }),
      );
      const r = await c.call('sshkeyUpload', { key: sshKey(name).line, name }, { expect: 200, what: 'set-up for a delete' });
      const k = present(c, 'sshkeyUpload', r, 'sshKeys', { name });
      const gone = await c.call('sshkeyDelete', { id: k.id }, { expect: 200 });
      undo.dismiss();
      absent(c, 'sshkeyDelete', gone, 'sshKeys', { id: k.id });
      await refuse(c, 'sshkeyDelete', { id: k.id }, 404, '404 for a key that is not there');
    },
  },
];
