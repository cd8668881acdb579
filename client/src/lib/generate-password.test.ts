import { describe, expect, it } from 'vitest';
import { GENERATED_PASSWORD_LENGTH, generatePassword } from './generate-password';

describe('generatePassword', () => {
  it('gives 10 letters and digits', () => {
    for (let i = 0; i < 50; i += 1) expect(generatePassword()).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(GENERATED_PASSWORD_LENGTH).toBe(10);
  });

  it('draws every character from the source it is given', () => {
    expect(generatePassword(() => 0)).toBe('AAAAAAAAAA');
    expect(generatePassword((n) => n - 1)).toBe('9999999999');
  });

  it('gives a different password each time', () => {
    expect(new Set(Array.from({ length: 20 }, () => generatePassword())).size).toBe(20);
  });
});
