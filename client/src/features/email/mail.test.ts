import { describe, expect, it } from 'vitest';
import { aliasesNaming, filterMail, imapSecurity, mailServers, smtpSecurity } from './mail';

const boxes = [
  { domain: 'example.com', name: 'office' },
  { domain: 'example.com', name: 'John.Smith' },
  { domain: 'shop.example.com', name: 'orders' },
];

describe('filterMail', () => {
  it('keeps everything without a domain or a search', () => {
    expect(filterMail(boxes, '', '  ')).toBe(boxes);
  });

  it('filters by domain and by a trimmed, lower-cased substring of the address', () => {
    expect(filterMail(boxes, 'example.com', '').map((b) => b.name)).toEqual(['office', 'John.Smith']);
    expect(filterMail(boxes, '', ' JOHN.s ').map((b) => b.name)).toEqual(['John.Smith']);
    expect(filterMail(boxes, '', '@shop').map((b) => b.name)).toEqual(['orders']);
    expect(filterMail(boxes, 'shop.example.com', 'office')).toEqual([]);
  });

  it('finds one mailbox among 10,000', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ domain: `domain-${i % 2000}.example`, name: `user${i}` }));
    expect(filterMail(many, '', 'user9999@')).toEqual([{ domain: 'domain-1999.example', name: 'user9999' }]);
    expect(filterMail(many, 'domain-7.example', '')).toHaveLength(5);
  });
});

describe('mail servers', () => {
  it('labels IMAP 993 SSL/TLS and other IMAP ports STARTTLS', () => {
    expect(imapSecurity(993)).toBe('ssl');
    expect(imapSecurity(143)).toBe('starttls');
  });

  it('labels SMTP 465 SSL/TLS and 587 STARTTLS', () => {
    expect(smtpSecurity(465)).toBe('ssl');
    expect(smtpSecurity(587)).toBe('starttls');
  });

  it('lists IMAP then SMTP from the connector', () => {
    const connector = { imapHost: 'imap.h', imapPort: 143, smtpHost: 'smtp.h', smtpPort: 465 } as Parameters<typeof mailServers>[0];
    expect(mailServers(connector)).toEqual([
      { protocol: 'imap', host: 'imap.h', port: 143, security: 'starttls' },
      { protocol: 'smtp', host: 'smtp.h', port: 465, security: 'ssl' },
    ]);
    expect(mailServers(null)).toEqual([]);
  });
});

describe('aliasesNaming', () => {
  it('finds the aliases that forward to an address, whatever its case', () => {
    const aliases = [
      { domain: 'example.com', name: 'sales', destination: 'john.smith@example.com,contact@example.com' },
      { domain: 'example.com', name: 'webmaster', destination: 'John.Smith@example.com' },
      { domain: 'example.com', name: 'other', destination: 'xjohn.smith@example.com' },
    ];
    expect(aliasesNaming(aliases, 'john.smith@example.com')).toEqual(['sales@example.com', 'webmaster@example.com']);
  });
});
