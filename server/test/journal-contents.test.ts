// The journal (/__test/requests) keeps what a call carried without its secrets: file contents,
// certificate texts and CRON commands show as their size unless the test asks for contents, secrets
// inside other texts are masked where they stand, and named secrets stay masked even then.
import { describe, expect, it } from 'vitest';
import { maskInText } from '../src/lib/journal-mask.js';
import { type TestApp, withTestApp } from './helpers.js';
import { cloneAccount } from './util.js';

let t: TestApp;
withTestApp((app) => (t = app));

const WP_CONFIG = `<?php
define('DB_NAME', 'shop');
define('DB_USER', 'shop');
define('DB_PASSWORD', 'Wp-Db-Secret-4417');
define('DB_HOST', 'localhost');
`;
const DUMP = 'mysqldump -ushop -pDump-Secret-9931 shop | gzip > ~/backup/shop.sql.gz';

async function journal(login: string, since: number, contents?: boolean) {
  const r = await t.call('/__test/requests', { login, since, ...(contents === undefined ? {} : { contents }) });
  expect(r.status).toBe(200);
  return r.body.requests as { path: string; status: number; body: Record<string, unknown> }[];
}

describe('the journal and what a call carried', () => {
  it('shows file contents and CRON commands as their size by default, and in full to a test that asks', async () => {
    const c = await cloneAccount(t, 'demo');
    const mark = (await t.call('/__test/requests', { login: c.login })).body.sequence as number;
    expect((await t.call('/file/file/put', { file: '/wp-config.php', contents: WP_CONFIG }, c.token)).status).toBe(200);
    expect((await t.call('/cron/add', { settings: '0 3 * * *', command: DUMP }, c.token)).status).toBe(200);
    expect(
      (await t.call('/email/account/create', { domain: 'example.com', name: 'shop', password: 'Mailbox-Secret-5150', quota: 100 * 2 ** 20 }, c.token)).status,
    ).toBe(200);

    const shown = await journal(c.login, mark);
    const text = JSON.stringify(shown);
    for (const secret of ['Wp-Db-Secret-4417', 'Dump-Secret-9931', 'DB_PASSWORD', 'mysqldump', 'Mailbox-Secret-5150']) expect(text).not.toContain(secret);
    expect(shown.map((r) => r.body)).toEqual([
      { file: '/wp-config.php', contents: `[contents: ${WP_CONFIG.length} characters]` },
      { settings: '0 3 * * *', command: `[command: ${DUMP.length} characters]` },
      { domain: 'example.com', name: 'shop', password: '[masked]', quota: 100 * 2 ** 20 },
    ]);

    // Asked for, the contents show; the password named as one does not.
    const full = await journal(c.login, mark, true);
    expect(full.map((r) => r.body)).toEqual([
      { file: '/wp-config.php', contents: WP_CONFIG },
      { settings: '0 3 * * *', command: DUMP },
      { domain: 'example.com', name: 'shop', password: '[masked]', quota: 100 * 2 ** 20 },
    ]);
    expect(JSON.stringify(full)).not.toContain('Mailbox-Secret-5150');
    expect(await journal(c.login, mark, false)).toEqual(shown);
  });

  it('masks certificate texts by default and a private key always; an SSH key text shows only when asked', async () => {
    const c = await cloneAccount(t, 'demo');
    const mark = (await t.call('/__test/requests', { login: c.login })).body.sequence as number;
    const cert = '-----BEGIN CERTIFICATE-----\nMIIBcert\n-----END CERTIFICATE-----\n';
    const key = '-----BEGIN PRIVATE KEY-----\nMIIEvPrivateKeyText\n-----END PRIVATE KEY-----\n';
    const ssh = 'ssh-ed25519 AAAAC3NzaJournalKey laptop@home';
    await t.call('/certificate/check', { cert, key, ca: cert }, c.token);
    await t.call('/sshkey/upload', { name: 'laptop', key: ssh }, c.token);
    const [check, upload] = await journal(c.login, mark);
    expect(check.body).toEqual({ cert: `[cert: ${cert.length} characters]`, key: '[masked]', ca: `[ca: ${cert.length} characters]` });
    expect(upload.body).toEqual({ name: 'laptop', key: `[key: ${ssh.length} characters]` });
    const [checkFull, uploadFull] = await journal(c.login, mark, true);
    expect(checkFull.body).toEqual({ cert, key: '[masked]', ca: cert });
    expect(uploadFull.body).toEqual({ name: 'laptop', key: ssh });
    expect(JSON.stringify([checkFull, uploadFull])).not.toContain('MIIEvPrivateKeyText');
  });

  it('masks secrets inside other texts by default, and a named secret wherever its value shows again', async () => {
    const c = await cloneAccount(t, 'demo');
    const mark = (await t.call('/__test/requests', { login: c.login })).body.sequence as number;
    const destination = 'https://shop:Url-Secret-8080@example.org/in?token=Query-Secret-1&lang=en';
    await t.call('/redirect/create', { domain: 'example.com', directory: '/moved', type: 'permanent', destination, code: 301 }, c.token);
    await t.call('/file/move', { from: '/notes.txt', to: '/MYSQL_PWD=Env-Secret-77' }, c.token);
    await t.call(
      '/script/install',
      { type: 'wordpress', domain: 'example.com', directory: '/blog-Install-Secret-12', database: null, login: 'admin', password: 'Install-Secret-12' },
      c.token,
    );
    const rows = await journal(c.login, mark);
    const text = JSON.stringify(rows);
    for (const secret of ['Url-Secret-8080', 'Query-Secret-1', 'Env-Secret-77', 'Install-Secret-12']) expect(text).not.toContain(secret);
    expect(rows[0].body.destination).toBe('https://shop:[masked]@example.org/in?token=[masked]&lang=en');
    expect(rows[1].body.to).toBe('/MYSQL_PWD=[masked]');
    expect(rows[2].body).toMatchObject({ directory: '/blog-[masked]', login: 'admin', password: '[masked]' });
    // Asked for contents, texts show as sent, but never a named secret's value.
    const full = await journal(c.login, mark, true);
    expect(full[0].body.destination).toBe(destination);
    expect(full[2].body).toMatchObject({ directory: '/blog-[masked]', password: '[masked]' });
  });

  it('masks secrets under every usual name, by the rule the validation proxy uses too', async () => {
    const c = await cloneAccount(t, 'empty');
    const mark = (await t.call('/__test/requests', { login: c.login })).body.sequence as number;
    const named = {
      pwd: 'Pwd-Value-4711',
      otp: '908172',
      pin: 5839,
      sid: 'Sid-Value-2288',
      pass: 'Pass-Value-3141',
      auth: 'Auth-Value-2718',
      apiKey: 'Api-Key-Value-99',
      passphrase: 'Phrase-Value-1618',
      credentials: { user: 'someone', secretWord: 'Cred-Value-4040' },
    };
    // Refused (no such fields), and journalled as sent, masked.
    expect((await t.call('/keepalive', { ...named, pinned: 'yes', domain: 'example.com' }, c.token)).status).toBe(400);
    const [row] = await journal(c.login, mark, true);
    expect(row.body).toEqual({
      pwd: '[masked]',
      otp: '[masked]',
      pin: '[masked]',
      sid: '[masked]',
      pass: '[masked]',
      auth: '[masked]',
      apiKey: '[masked]',
      passphrase: '[masked]',
      credentials: '[masked]',
      pinned: 'yes',
      domain: 'example.com',
    });
  });

  it('refuses a switch that is not a boolean', async () => {
    const c = await cloneAccount(t, 'empty');
    const r = await t.call('/__test/requests', { login: c.login, contents: 'yes' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ type: 'validation' });
  });
});

describe('secrets inside a text', () => {
  it.each([
    ["mysqldump -u shop -p'Se cret' db", 'mysqldump -u shop -p[masked] db'],
    ['mysqldump -pS3cret db | gzip', 'mysqldump -p[masked] db | gzip'],
    ['mysql --password=S3cret db', 'mysql --password=[masked] db'],
    ['mysql --password S3cret db', 'mysql --password [masked] db'],
    ['PASS=S3cret ./backup.sh', 'PASS=[masked] ./backup.sh'],
    ['export MYSQL_PWD=S3cret; mysqldump db', 'export MYSQL_PWD=[masked]; mysqldump db'],
    ['PGPASSWORD="S3 cret" pg_dump db', 'PGPASSWORD=[masked] pg_dump db'],
    ['curl -H "Authorization: Bearer S3cret" https://example.org', 'curl -H "Authorization: [masked] [masked]" https://example.org'],
    ['curl -u admin:S3cret https://example.org', 'curl -u admin:[masked] https://example.org'],
    ['sshpass -p S3cret ssh backup@example.org', 'sshpass -p [masked] ssh backup@example.org'],
    ['wget https://admin:S3cret@example.org/x', 'wget https://admin:[masked]@example.org/x'],
    ['curl "https://example.org/x?api_key=S3cret&lang=en"', 'curl "https://example.org/x?api_key=[masked]&lang=en"'],
    ["define('DB_PASSWORD', 'S3cret');", "define('DB_PASSWORD', [masked]);"],
    ['php run.php --token=S3cret --verbose', 'php run.php --token=[masked] --verbose'],
  ])('%s', (text, masked) => {
    expect(maskInText(text)).toBe(masked);
  });

  it('leaves a text without secrets as it is', () => {
    for (const text of [
      'mkdir -p /home/x && tar -czf a.tgz .',
      'php ~/run.php > /dev/null 2>&1',
      'https://example.org/in?lang=en&page=2',
      'pinned: yes, author: Ann',
    ]) {
      expect(maskInText(text)).toBe(text);
    }
  });
});
