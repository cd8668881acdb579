import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { hashPassword, MAILBOX_PASSWORD_COST, randomToken, tokenHash, verifyPassword } from '../src/lib/passwords.js';

describe('hashPassword / verifyPassword', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const hash = await hashPassword('demo1234');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(hash).not.toContain('demo1234');
    expect(await verifyPassword('demo1234', hash)).toBe(true);
    for (const wrong of ['demo12345', 'Demo1234', 'demo1234 ', '', 'demo123']) {
      expect(await verifyPassword(wrong, hash), JSON.stringify(wrong)).toBe(false);
    }
  });

  it('salts every hash', async () => {
    const a = await hashPassword('same-password');
    const b = await hashPassword('same-password');
    expect(a).not.toBe(b);
    expect(await verifyPassword('same-password', a)).toBe(true);
    expect(await verifyPassword('same-password', b)).toBe(true);
  });

  it('handles non-ASCII passwords', async () => {
    const hash = await hashPassword('zażółć-gęślą-🙂');
    expect(await verifyPassword('zażółć-gęślą-🙂', hash)).toBe(true);
    expect(await verifyPassword('zazolc-gesla-🙂', hash)).toBe(false);
  });

  it('uses a lighter cost for mailboxes, still verifiable', async () => {
    const hash = await hashPassword('Contact-mail-2026', MAILBOX_PASSWORD_COST);
    expect(hash.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('Contact-mail-2026', hash)).toBe(true);
    expect(await verifyPassword('Contact-mail-2027', hash)).toBe(false);
  });

  it('fails for a missing hash or a hash of an unknown kind', async () => {
    expect(await verifyPassword('demo1234', undefined)).toBe(false);
    expect(await verifyPassword('', undefined)).toBe(false);
    const hash = await hashPassword('demo1234');
    for (const stored of ['', 'demo1234', hash.replace(/^scrypt/, 'bcrypt'), '$2b$10$abcdefghijklmnopqrstuv', `md5$${hash}`, 'plain:demo1234']) {
      expect(await verifyPassword('demo1234', stored), stored).toBe(false);
    }
  });

  it('fails when the stored key does not match, whatever its length', async () => {
    const hash = await hashPassword('demo1234');
    const parts = hash.split('$');
    const otherKey = [...parts.slice(0, 5), Buffer.alloc(32, 1).toString('base64')].join('$');
    const otherSalt = [...parts.slice(0, 4), Buffer.alloc(16, 1).toString('base64'), parts[5]].join('$');
    const shortKey = [...parts.slice(0, 5), Buffer.alloc(8, 1).toString('base64')].join('$');
    expect(await verifyPassword('demo1234', otherKey)).toBe(false);
    expect(await verifyPassword('demo1234', otherSalt)).toBe(false);
    expect(await verifyPassword('demo1234', shortKey)).toBe(false);
  });
});

describe('the cost of account passwords', () => {
  it('is 2^14 but in the test mode (2^10), unless the config names one', () => {
    expect(loadConfig({}).passwordCost).toBe(16384);
    expect(loadConfig({ PANEL_MODE: 'production' }).passwordCost).toBe(16384);
    expect(loadConfig({ PANEL_MODE: 'test' }).passwordCost).toBe(1024);
    expect(loadConfig({}, { mode: 'test' }).passwordCost).toBe(1024);
    expect(loadConfig({}, { mode: 'test', passwordCost: 16384 }).passwordCost).toBe(16384);
  });

  it('stays in the hash, so a hash of either cost is checked at its own', async () => {
    const light = await hashPassword('demo1234', 1024);
    const full = await hashPassword('demo1234');
    expect(light.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(full.startsWith('scrypt$16384$8$1$')).toBe(true);
    for (const cost of [1024, 16384]) {
      expect(await verifyPassword('demo1234', light, cost)).toBe(true);
      expect(await verifyPassword('demo1234', full, cost)).toBe(true);
      expect(await verifyPassword('demo12345', light, cost)).toBe(false);
    }
  });
});

describe('tokens', () => {
  it('are random, URL-safe and at least 128 bits', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => randomToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    }
  });

  it('are stored as a SHA-256 hex digest', () => {
    const token = randomToken();
    expect(tokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash(token)).toBe(tokenHash(token));
    expect(tokenHash(token)).not.toBe(tokenHash(randomToken()));
    expect(tokenHash(token)).not.toContain(token);
  });
});

describe('verifyPassword with a malformed stored hash', () => {
  it('never accepts a password against a hash without a key', async () => {
    expect(await verifyPassword('anything', 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$')).toBe(false);
    expect(await verifyPassword('', 'scrypt$16384$8$1$$')).toBe(false);
  });

  it('answers false, without throwing, for a truncated hash', async () => {
    for (const stored of ['scrypt', 'scrypt$abc', 'scrypt$16384$8$1$', 'scrypt$x$y$z$AAAA$AAAA']) {
      await expect(verifyPassword('demo1234', stored), stored).resolves.toBe(false);
    }
  });
});
