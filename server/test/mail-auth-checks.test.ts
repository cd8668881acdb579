import { describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { checkDkim, checkDmarc, checkSpf, rsaKeyBits, spfTerms, type TxtRecord } from '../src/features/mail-auth/checks.js';
import { fixPlan, mergedSpf, fixedDmarc } from '../src/features/mail-auth/fix-plan.js';

const DOMAIN = 'example.com';
const IP = '203.0.113.10';
const KEY_2048 =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAyQVvZ3MtdbidHAEG65nfiLRcedA71jQ2KV6kTEnSU56v+mYUEHno94BU9cbHmVm0K64AFv9eg1SGMsqVzgaiMpjnIwyfjWpNpysYhiAPIm0t4dGGqxl2taSi+ZcBJz6N8bqzarYpicW6riCrxspxmfS9Uc72weKIc6Czn7sWR1YwDWZt0N6eCWfxy6w2SuAdAneqlnEe4lvIO6+DTJIXJPWMLcpueE13h2yg8xaKHNGM+TlXf5OYf27uw8GGBDvZ2dlSZoqIfevGsdYP6yd5A/LDm46bQkI2lnmG09n0qYrEGnGsadl5N/fnUiD0NCPGrwRPTACg7o9xC6ctOrxe5QIDAQAB';
const KEY_512 = 'MFwwDQYJKoZIhvcNAQEBBQADSwAwSAJBAL+Z2rjPclU4x74/997N9ttMELMYbRPJ1Iha6JfO4gxelSLluIXeyrOEdK1EmdO7dHJyhc9kXli01qkS4w/zoBkCAwEAAQ==';

const txt = (name: string, value: string, id?: string): TxtRecord => ({ name, value, id });
const spf = (...values: string[]) =>
  checkSpf(
    values.map((v, i) => txt('@', v, String(i + 1))),
    DOMAIN,
    IP,
  );
const dkim = (value: string) => checkDkim([txt('default._domainkey', value)]);
const dmarc = (...values: string[]) => checkDmarc(values.map((v) => txt('_dmarc', v)));

describe('SPF', () => {
  it('reads the host default as valid, and other TXT records as no SPF', () => {
    expect(spf('v=spf1 a mx ~all')).toMatchObject({ state: 'valid', problems: [] });
    expect(spf(`v=spf1 ip4:203.0.113.0/24 include:_spf.google.com -all`).state).toBe('valid');
    expect(checkSpf([txt('@', 'google-site-verification=abc'), txt('www', 'v=spf1 a ~all')], DOMAIN, IP).state).toBe('missing');
  });
  it('names each problem', () => {
    expect(spf('v=spf1 a ~all', 'v=spf1 include:_spf.google.com ~all').problems).toEqual(['spfMultiple', 'spfNotHost']);
    expect(spf('v=spf1 a mx +all').problems).toEqual(['spfAllowsAll']);
    expect(spf('v=spf1 a mx all').problems).toEqual(['spfAllowsAll']);
    expect(spf('v=spf1 include:_spf.google.com ~all').problems).toEqual(['spfNotHost']);
    expect(spf('v=spf1 -a ip4:198.51.100.1 ~all').problems).toEqual(['spfNotHost']);
    expect(spf('v=spf1 a:other.example mx:other.example ~all').problems).toEqual(['spfNotHost']);
    expect(spf('v=spf1 a mx ip4:300.1.1.1 ~all').problems).toEqual(['spfMalformed']);
    expect(spf('v=spf1 a mx sometimes ~all').problems).toEqual(['spfMalformed']);
    expect(spf('v=spf1 a mx ~all').state).toBe('valid');
  });
  it('reads terms with qualifiers and modifiers', () => {
    expect(spfTerms('v=spf1 -mx:x.example/24 redirect=_spf.example')?.map((t) => [t.qualifier, t.kind])).toEqual([
      ['-', 'mx'],
      ['+', 'redirect'],
    ]);
  });
  it('merges several records into one that lets the host send', () => {
    expect(mergedSpf(['v=spf1 a ~all', 'v=spf1 include:_spf.google.com -all'])).toBe('v=spf1 mx a include:_spf.google.com -all');
    expect(mergedSpf(['v=spf1 +a mx +all'])).toBe('v=spf1 a mx ~all');
    expect(spf(mergedSpf(['v=spf1 include:x.example ?all', 'v=spf1 ip4:198.51.100.1 ~all'])).state).toBe('valid');
  });
});

describe('DKIM', () => {
  it('reads a 2048-bit key as valid and names each problem', () => {
    expect(dkim(`v=DKIM1; k=rsa; p=${KEY_2048}`).state).toBe('valid');
    expect(dkim(`k=rsa; p=${KEY_2048.slice(0, 100)} ${KEY_2048.slice(100)}`).state).toBe('valid');
    expect(dkim(`v=DKIM1; k=rsa; p=${KEY_512}`).problems).toEqual(['dkimShortKey']);
    expect(dkim('v=DKIM1; k=rsa; p=').problems).toEqual(['dkimRevoked']);
    expect(dkim('v=DKIM1; k=rsa; p=not-base64!').problems).toEqual(['dkimMalformed']);
    expect(dkim('v=DKIM1; k=rsa; p=AAAA').problems).toEqual(['dkimMalformed']);
    expect(dkim(`k=rsa; v=DKIM1; p=${KEY_2048}`).problems).toEqual(['dkimMalformed']);
    expect(dkim('hello world').problems).toEqual(['dkimMalformed']);
    expect(dkim(`v=DKIM1; k=ed25519; p=${Buffer.alloc(32, 7).toString('base64')}`).state).toBe('valid');
    expect(checkDkim([txt('@', 'v=spf1 a mx ~all')]).state).toBe('missing');
  });
  it('reads an RSA key’s size from its DER as node:crypto does', () => {
    const der = (bits: number) => generateKeyPairSync('rsa', { modulusLength: bits }).publicKey.export({ type: 'spki', format: 'der' });
    expect([rsaKeyBits(der(1024)), rsaKeyBits(der(1025)), rsaKeyBits(Buffer.from(KEY_2048, 'base64'))]).toEqual([1024, 1025, 2048]);
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ type: 'spki', format: 'der' });
    expect(rsaKeyBits(ec)).toBeNull();
    expect(rsaKeyBits(Buffer.from(KEY_2048, 'base64').subarray(0, 200))).toBeNull();
  });
});

describe('DMARC', () => {
  it('reads quarantine and reject as valid and names each problem', () => {
    expect(dmarc('v=DMARC1; p=quarantine; rua=mailto:postmaster@example.com').state).toBe('valid');
    expect(dmarc('v=DMARC1;p=reject').state).toBe('valid');
    expect(dmarc('v=DMARC1; p=none').problems).toEqual(['dmarcNone']);
    expect(dmarc('v=DMARC1; p=reject', 'v=DMARC1; p=none').problems).toEqual(['dmarcMultiple', 'dmarcNone']);
    expect(dmarc('v=DMARC1; p=sometimes').problems).toEqual(['dmarcMalformed']);
    expect(dmarc('v=DMARC1; rua=mailto:a@example.com; p=reject').problems).toEqual(['dmarcMalformed']);
    expect(dmarc('v=DMARC1; p=reject; rua=postmaster@example.com').problems).toEqual(['dmarcMalformed']);
    expect(checkDmarc([txt('_dmarc', 'something else')]).state).toBe('missing');
  });
  it('keeps what a working record said when fixing', () => {
    expect(fixedDmarc(['v=DMARC1; p=none; rua=mailto:reports@example.net; pct=50'], DOMAIN)).toBe(
      'v=DMARC1; p=quarantine; rua=mailto:reports@example.net; pct=50',
    );
    expect(fixedDmarc([], DOMAIN)).toBe('v=DMARC1; p=quarantine; rua=mailto:postmaster@example.com');
  });
});

describe('the fix plan', () => {
  const key = Buffer.from(KEY_2048, 'base64');
  it('replaces two SPF records by one merged, adds the missing DKIM and DMARC, and then finds nothing to do', () => {
    const zone = [txt('@', 'v=spf1 a ~all', '1'), txt('@', 'v=spf1 mx -all', '2'), txt('@', 'site-verification=x', '3')];
    const plan = fixPlan(zone, DOMAIN, IP, ['spf', 'dkim', 'dmarc'], () => key);
    expect(plan.remove).toEqual(['1', '2']);
    expect(plan.add.map((r) => [r.part, r.name])).toEqual([
      ['spf', '@'],
      ['dkim', 'default._domainkey'],
      ['dmarc', '_dmarc'],
    ]);
    const after = [zone[2], ...plan.add.map((r, i) => txt(r.name, r.value, String(10 + i)))];
    expect(fixPlan(after, DOMAIN, IP, ['spf', 'dkim', 'dmarc'], () => key)).toEqual({ remove: [], add: [] });
  });
  it('fixes only the parts asked, and asks for a key only when DKIM needs one', () => {
    let asked = 0;
    const plan = fixPlan([txt('@', 'v=spf1 a mx ~all', '1')], DOMAIN, IP, ['dmarc'], () => {
      asked++;
      return key;
    });
    expect(plan.add.map((r) => r.part)).toEqual(['dmarc']);
    expect(asked).toBe(0);
  });
  it('removes a broken DKIM record and keeps a working one under another selector', () => {
    const zone = [txt('s1._domainkey', `v=DKIM1; p=${KEY_2048}`, '1'), txt('old._domainkey', 'v=DKIM1; p=AAAA', '2')];
    expect(fixPlan(zone, DOMAIN, IP, ['dkim'], () => key)).toEqual({ remove: ['2'], add: [] });
  });
});
