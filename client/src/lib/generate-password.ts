const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const GENERATED_PASSWORD_LENGTH = 10;

/** A new password of 10 random letters and digits (the panel's Generate buttons). */
export function generatePassword(random: (n: number) => number = cryptoRandom): string {
  return Array.from({ length: GENERATED_PASSWORD_LENGTH }, () => ALPHABET[random(ALPHABET.length)]).join('');
}

/** An unbiased random integer below `n` from the browser's crypto source. */
function cryptoRandom(n: number): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const buffer = new Uint32Array(1);
  do crypto.getRandomValues(buffer);
  while (buffer[0] >= limit);
  return buffer[0] % n;
}
