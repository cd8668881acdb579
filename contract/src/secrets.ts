// Which names carry secrets: the one rule the request journal (server) and the validation proxy
// (scripts) mask by. A name is split into its words (camelCase, snake_case, kebab-case, dots), so
// `apiKey`, `API_KEY`, `x-auth-token` and `MYSQL_PWD` are secrets while `pinned`, `spinner`,
// `authorName` and `domain` are not. It errs on the side of masking: a field masked for nothing
// costs a test a look elsewhere, a secret shown is out for good.

/** Words that make a name secret wherever they stand in it (`dbPassword`, `newpassword`, `refresh_tokens`). */
const ANYWHERE =
  /passw|passphrase|passcode|secret|token|credential|apikey|accesskey|privatekey|signingkey|cookie|session|authoriz|bearer|csrf|xsrf|oauth|twofactor|2fa/;

/** Words that make a name secret only as a word of their own (`pin`, `pinCode`, but not `pinned`). */
const WORDS = new Set([
  'pwd',
  'pw',
  'pass',
  'pin',
  'otp',
  'totp',
  'hotp',
  'mfa',
  'sid',
  'auth',
  'key',
  'sig',
  'signature',
  'jwt',
  'psk',
  'salt',
  'hmac',
  'nonce',
  'cvv',
  'cvc',
  'private',
]);

/** The words of a name, lower-case: `newAPIKey2` → new, api, key2. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function secretWord(word: string): boolean {
  const bare = word.replace(/\d+$/, '');
  return WORDS.has(bare) || (bare.endsWith('s') && WORDS.has(bare.slice(0, -1)));
}

/** Whether values under this name (a field, a header, an option, a variable) are secrets. */
export function isSecretName(name: string): boolean {
  if (ANYWHERE.test(name.toLowerCase().replace(/[^a-z0-9]/g, ''))) return true;
  return nameWords(name).some(secretWord);
}
