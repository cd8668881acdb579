import { describe, expect, it } from 'vitest';
import { defaultSshKeyName, looksLikePublicKey, sshKeySchemaFor } from '../src/rules/index';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('SSH key rules', () => {
  it('names a key after the first unused number', () => {
    expect(defaultSshKeyName([])).toBe('SSH key #1');
    expect(defaultSshKeyName(['SSH key #1', 'SSH key #3'])).toBe('SSH key #2');
  });

  it('takes one key line and refuses a taken name', () => {
    expect(looksLikePublicKey('ssh-ed25519 AAAAC3Nz anna@laptop')).toBe(true);
    expect(looksLikePublicKey('ssh-dss AAAA')).toBe(false);
    expect(looksLikePublicKey('ssh-ed25519 AAAA\nssh-ed25519 AAAA')).toBe(false);
    const schema = sshKeySchemaFor(['laptop', 'SSH key #1']);
    expect(schema.safeParse({ key: ' ssh-ed25519 AAAA ', name: ' ' })).toMatchObject({ success: true, data: { key: 'ssh-ed25519 AAAA', name: 'SSH key #2' } });
    expect(messages(schema.safeParse({ key: 'ssh-ed25519 AAAA', name: 'laptop' }))).toEqual(['name: validation.sshKey.nameTaken']);
    expect(messages(schema.safeParse({ key: '', name: '' }))).toEqual(['key: validation.sshKey.invalid']);
  });
});
