import { describe, expect, it } from 'vitest';
import { isSecretName, nameWords } from '../src/secrets';

describe('isSecretName: the one rule the journal and the validation proxy mask by', () => {
  it('catches secrets under every usual name, as a word of its own or a part of a longer name', () => {
    const secret = [
      'pwd', 'otp', 'pin', 'sid', 'pass', 'auth', 'passwd', 'passphrase', 'passcode', 'credential', 'credentials',
      'apiKey', 'api_key', 'API_KEY', 'x-api-key', 'key', 'keys', 'sshKeys', 'token', 'accessToken', 'refresh_tokens',
      'secret', 'clientSecret', 'session', 'sessionId', 'cookie', 'set-cookie', 'signature', 'privateKey', 'private_key',
      'password', 'newPassword', 'oldPassword', 'ftpPassword', 'databasePasswords', 'DB_PASSWORD', 'MYSQL_PWD',
      'PGPASSWORD', 'pinCode', 'PIN', 'pin2', 'authToken', 'Authorization', 'proxy-authorization', 'x-auth-token',
      'OAuth', 'oauth_token', 'mfaCode', 'totp', 'csrfToken', 'x-xsrf-token', '2faCode', 'jwt', 'salt', 'hmac',
    ];
    for (const name of secret) expect(isSecretName(name), name).toBe(true);
  });

  it('leaves common fields alone, words that only contain a short secret word included', () => {
    const plain = [
      'domain', 'domains', 'name', 'login', 'email', 'directory', 'file', 'path', 'destination', 'type', 'quota',
      'pinned', 'spinner', 'authorName', 'author', 'sidebar', 'side', 'inside', 'consider', 'passive', 'bypass',
      'compass', 'keyboard', 'monkey', 'footprint', 'description', 'settings', 'command', 'contents', 'cert', 'ca',
      'fingerprint', 'code', 'port', 'chmod', 'from', 'to', 'id', 'status', 'message',
    ];
    for (const name of plain) expect(isSecretName(name), name).toBe(false);
  });

  it('splits names into words by case, underscores, dashes and dots', () => {
    expect(nameWords('newAPIKey2')).toEqual(['new', 'api', 'key2']);
    expect(nameWords('x-auth.token_value')).toEqual(['x', 'auth', 'token', 'value']);
  });
});
