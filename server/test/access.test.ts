import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../src/config.js';
import { findAccountByLogin } from '../src/lib/accounts.js';
import { verifyPassword } from '../src/lib/passwords.js';
import { type TestApp, withTestApp } from './helpers.js';
import { cloneAccount, expectCleanError, lists } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));

const key = (name: string) => fs.readFileSync(path.join(ROOT_DIR, 'fixtures/ssh', name), 'utf8').trim();
const count = (replies: { status: number }[], status: number) => replies.filter((r) => r.status === status).length;

describe('/ftp/password', () => {
  it('stores the new FTP password as a hash', async () => {
    const c = await cloneAccount(t, 'demo');
    const r = await t.call('/ftp/password', { password: 'New-ftp-pass1' }, c.token);
    expect(r.status).toBe(200);
    expect(r.body.ftp).toEqual({ login: c.login });
    const stored = findAccountByLogin(t.app.panel.db, c.login)!.ftp_password;
    expect(stored).not.toContain('New-ftp-pass1');
    expect(await verifyPassword('New-ftp-pass1', stored)).toBe(true);
  });

  it('refuses a short password (400) and a common one (406), changing nothing', async () => {
    const c = await cloneAccount(t, 'demo');
    const before = findAccountByLogin(t.app.panel.db, c.login)!.ftp_password;
    const short = await t.call('/ftp/password', { password: 'short' }, c.token);
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ type: 'validation', message: 'Password must be at least 8 characters long.', field: 'password' });
    const common = await t.call('/ftp/password', { password: 'Password123' }, c.token);
    expect(common.status).toBe(406);
    expect(common.body.message).toBe('Try using a different password.');
    expect(findAccountByLogin(t.app.panel.db, c.login)!.ftp_password).toBe(before);
    expect((await t.call('/ftp/password', { password: 'New-ftp-pass1' })).status).toBe(403);
  });
});

describe('/sshkey/upload', () => {
  it('adds ed25519, ECDSA and RSA keys with the fingerprints ssh-keygen prints', async () => {
    const c = await cloneAccount(t, 'demo');
    const a = await t.call('/sshkey/upload', { key: key('spare-ed25519.pub'), name: 'spare' }, c.token);
    expect(a.status).toBe(200);
    expect(a.body.sshKeys).toContainEqual({ id: expect.any(Number), name: 'spare', fingerprint: 'SHA256:dcUIh4FqMIuQFhHTNXccvNGYk1fgSsFqwp1p0BV238Q' });
    const b = await t.call('/sshkey/upload', { key: `  ${key('tablet-ecdsa256.pub')}\n`, name: '' }, c.token);
    expect(b.status).toBe(200);
    expect(b.body.sshKeys).toContainEqual({ id: expect.any(Number), name: 'SSH key #1', fingerprint: 'SHA256:S39gG4vQV+/33uaLWEU4v7IjNy8mLhNIzmfEjiB+a7A' });
    expect(b.body.sshKeys).toHaveLength(4);
  });

  it('names keys after the first unused number', async () => {
    const c = await cloneAccount(t, 'empty');
    await t.call('/sshkey/upload', { key: key('spare-ed25519.pub'), name: 'SSH key #1' }, c.token);
    const r = await t.call('/sshkey/upload', { key: key('tablet-ecdsa256.pub'), name: ' ' }, c.token);
    expect(r.body.sshKeys.map((k: any) => k.name)).toEqual(['SSH key #1', 'SSH key #2']);
  });

  it('refuses a short RSA key and text that is no key (406), the same key (409) and a taken name (409)', async () => {
    const c = await cloneAccount(t, 'demo');
    const before = await lists(t, c.token);
    for (const text of [
      key('weak-rsa1024.pub'),
      'not a key',
      'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIA==',
      `${key('spare-ed25519.pub')}\n${key('tablet-ecdsa256.pub')}`,
    ]) {
      const r = await t.call('/sshkey/upload', { key: text, name: 'x' }, c.token);
      expect(r.status, text).toBe(406);
      expect(r.body).toEqual({ type: 'notAcceptable', message: 'Incorrect public SSH key.', field: 'key' });
    }
    const laptop = key('laptop-ed25519.pub').replace(/\S+$/, 'another-comment');
    const same = await t.call('/sshkey/upload', { key: laptop, name: 'other' }, c.token);
    expect([same.status, same.body.message]).toEqual([409, 'You have already added this key.']);
    const name = await t.call('/sshkey/upload', { key: key('spare-ed25519.pub'), name: ' laptop ' }, c.token);
    expect([name.status, name.body.message]).toEqual([409, 'You already have a key with this name.']);
    expectCleanError(name);
    expect(await lists(t, c.token)).toEqual(before);
  });

  it('is refused (406, never 403) without SSH in the plan or before the account is paid', async () => {
    const basic = await cloneAccount(t, 'basic');
    const r = await t.call('/sshkey/upload', { key: key('spare-ed25519.pub'), name: '' }, basic.token);
    expect([r.status, r.body.message]).toEqual([406, 'Your current plan does not include SSH.']);
    const unpaid = await cloneAccount(t, 'unpaid');
    const u = await t.call('/sshkey/upload', { key: key('spare-ed25519.pub'), name: '' }, unpaid.token);
    expect([u.status, u.body.message]).toEqual([406, 'To use SSH, you need to pay for your hosting for the first year.']);
    expect((await lists(t, unpaid.token)).sshKeys).toEqual([]);
    const d = await t.call('/sshkey/delete', { id: 1 }, unpaid.token);
    expect(d.status).toBe(406);
  });

  it('of parallel uploads of one key, one succeeds and the rest are 409; unnamed keys get distinct names', async () => {
    const c = await cloneAccount(t, 'empty');
    const same = await Promise.all(Array.from({ length: 5 }, () => t.call('/sshkey/upload', { key: key('spare-ed25519.pub'), name: '' }, c.token)));
    expect(count(same, 200)).toBe(1);
    expect(count(same, 409)).toBe(4);
    const keys = [key('tablet-ecdsa256.pub'), key('laptop-ed25519.pub'), key('ci-deploy-rsa3072.pub')];
    await Promise.all(keys.map((k) => t.call('/sshkey/upload', { key: k, name: '' }, c.token)));
    const names = (await lists(t, c.token)).sshKeys.map((k: any) => k.name).sort();
    expect(names).toEqual(['SSH key #1', 'SSH key #2', 'SSH key #3', 'SSH key #4']);
  });
});

describe('/sshkey/delete', () => {
  it("removes a key; a second removal and another customer's key are 404", async () => {
    const a = await cloneAccount(t, 'demo');
    const b = await cloneAccount(t, 'demo');
    const [first] = (await lists(t, a.token)).sshKeys;
    const foreign = await t.call('/sshkey/delete', { id: first.id }, b.token);
    expect([foreign.status, foreign.body.message]).toEqual([404, 'SSH key not found.']);
    const replies = await Promise.all(Array.from({ length: 4 }, () => t.call('/sshkey/delete', { id: first.id }, a.token)));
    expect(count(replies, 200)).toBe(1);
    expect(count(replies, 404)).toBe(3);
    expect((await lists(t, a.token)).sshKeys.map((k: any) => k.name)).toEqual(['ci-deploy']);
    const again = await t.call('/sshkey/upload', { key: key('laptop-ed25519.pub'), name: 'laptop' }, a.token);
    expect(again.status).toBe(200);
  });
});
