// Pseudonyms for a recorded account (scripts/proxy/record.ts): every name that may be personal is
// replaced by one of the same length and shape — letters by letters (a vowel by a vowel, a consonant
// by a consonant, the case kept), digits by digits, dots, dashes and underscores where they were —
// the top-level domain kept, so `shop-kowalski.pl` becomes e.g. `shop-tebuvasro.pl`. The same
// original always gets the same pseudonym within a recording (a domain's label in its mailboxes,
// its folders and its log lines), two originals never share one, and none is an original seen. The
// key is random per recording and never written: a pseudonym cannot be turned back by guessing.
// IP addresses go to the documentation ranges (RFC 5737, RFC 3849), one for each address seen.
import crypto from 'node:crypto';
import net from 'node:net';

const VOWELS = 'aeiou';
const CONSONANTS = 'bcdfghjklmnpqrstvwxz';

/** Words of no one in particular, kept where they stand as a whole subdomain or mailbox name. */
const GENERIC_LABELS = new Set([
  'www',
  'mail',
  'smtp',
  'imap',
  'pop',
  'webmail',
  'ftp',
  'shop',
  'sklep',
  'blog',
  'dev',
  'test',
  'staging',
  'stage',
  'api',
  'app',
  'cdn',
  'static',
  'img',
  'm',
  'admin',
  'panel',
  'old',
  'new',
  'beta',
]);
const ROLE_MAILBOXES = new Set([
  'info',
  'contact',
  'kontakt',
  'office',
  'biuro',
  'admin',
  'administrator',
  'support',
  'help',
  'sales',
  'hello',
  'orders',
  'billing',
  'noreply',
  'no-reply',
  'webmaster',
  'postmaster',
  'hostmaster',
  'abuse',
  'newsletter',
  'archive',
]);
/** Words in database names that say what runs there, not whose it is. */
const GENERIC_WORDS = new Set([
  'wp',
  'wordpress',
  'joomla',
  'drupal',
  'prestashop',
  'magento',
  'moodle',
  'shop',
  'blog',
  'forum',
  'test',
  'dev',
  'prod',
  'staging',
  'db',
  'data',
  'app',
  'main',
  'old',
  'new',
  'backup',
  'cms',
  'crm',
]);
/** Second-level names under which a registrable name sits (`shop.com.pl`: `com.pl` kept). */
const SECOND_LEVEL = new Set(['com', 'net', 'org', 'co', 'gov', 'edu', 'ac', 'biz', 'info']);

const DOC_V4 = ['192.0.2', '198.51.100', '203.0.113'];

export class Pseudonyms {
  private readonly key: Buffer;
  /** Per kind (label, local, word), original → pseudonym. */
  private readonly maps = new Map<string, Map<string, string>>();
  /** Per kind, the pseudonyms given. */
  private readonly given = new Map<string, Set<string>>();
  /** Every original seen, which no pseudonym may be. */
  private readonly originals = new Set<string>();
  private readonly ips = new Map<string, string>();

  constructor(key: Buffer = crypto.randomBytes(32)) {
    this.key = key;
  }

  /** A domain name with each label but the top-level (and a `com.pl`-like second level) replaced; generic subdomains kept. */
  domain(name: string): string {
    const labels = name.trim().toLowerCase().split('.');
    if (labels.length < 2) return this.shape(labels[0] ?? '', 'label');
    const keep = labels.length >= 3 && SECOND_LEVEL.has(labels[labels.length - 2]) ? 2 : 1;
    const registrable = labels.length - keep - 1;
    return labels.map((l, i) => (i > registrable || (i < registrable && GENERIC_LABELS.has(l)) ? l : this.label(l))).join('.');
  }

  /** An e-mail address: its local part (a role name like `info` kept) and its domain. */
  email(address: string): string {
    const at = address.lastIndexOf('@');
    if (at < 1) return this.shape(address, 'local');
    return `${this.local(address.slice(0, at))}@${this.domain(address.slice(at + 1))}`;
  }

  /** A mailbox name: a role name (`info`, `kontakt`, `support`) as it is, any other in shape. */
  local(name: string): string {
    return ROLE_MAILBOXES.has(name.toLowerCase()) ? name : this.shape(name, 'local');
  }

  /** The account's login, or a word of a name (a database's), in shape. */
  word(word: string): string {
    return GENERIC_WORDS.has(word.toLowerCase()) ? word : this.shape(word, 'word');
  }

  /**
   * A database's short name (what follows `<login>_`): its words (between `_` and digits) in shape,
   * the words that say what runs there (`wp`, `shop`, `test`) kept.
   */
  databaseName(name: string): string {
    return name
      .split(/([_\d]+)/)
      .map((part) => (part === '' || /^[_\d]+$/.test(part) ? part : this.word(part)))
      .join('');
  }

  /** An IP address in a documentation range (the same one for the same address); loopback and unspecified kept. */
  ip(address: string): string {
    const kind = net.isIP(address);
    if (!kind) return address;
    const a = address.toLowerCase();
    if (a === '127.0.0.1' || a === '0.0.0.0' || a === '::1' || a === '::') return address;
    if (kind === 4 && DOC_V4.some((r) => a.startsWith(`${r}.`))) return address;
    if (kind === 6 && /^2001:0?db8:/.test(a)) return address;
    let out = this.ips.get(a);
    if (!out) {
      const n = [...this.ips.keys()].filter((k) => net.isIP(k) === kind).length;
      out = kind === 4 ? `${DOC_V4[Math.floor(n / 254) % DOC_V4.length]}.${(n % 254) + 1}` : `2001:db8::${(n + 1).toString(16)}`;
      this.ips.set(a, out);
    }
    return out;
  }

  /** Marks names as originals before any pseudonym is made, so none becomes one. */
  seen(...names: string[]) {
    for (const n of names) for (const part of n.toLowerCase().split(/[.@_\d]+/)) if (part) this.originals.add(part);
  }

  private label(label: string): string {
    // An IDN's ASCII form becomes plain letters of its length (random letters are no valid punycode).
    if (label.startsWith('xn--')) return this.shape(label.replace(/[^a-z0-9]/g, 'x').replace(/^xn/, 'xx'), 'label', label);
    return this.shape(label, 'label');
  }

  /** The pseudonym of `original` among the names of `kind`: same length and shape, new, and never an original. */
  private shape(template: string, kind: string, original = template): string {
    const map = this.maps.get(kind) ?? new Map<string, string>();
    this.maps.set(kind, map);
    const known = map.get(original.toLowerCase());
    if (known !== undefined) return known;
    const given = this.given.get(kind) ?? new Set<string>();
    this.given.set(kind, given);
    this.originals.add(original.toLowerCase());
    let out = template;
    for (let attempt = 0; attempt < 64; attempt++) {
      out = this.fill(template, `${kind}:${original.toLowerCase()}:${attempt}`, attempt >= 32);
      const lower = out.toLowerCase();
      if (!given.has(lower) && !this.originals.has(lower)) break;
    }
    given.add(out.toLowerCase());
    map.set(original.toLowerCase(), out);
    return out;
  }

  /** The template with each letter and digit drawn from the keyed hash of `seed` (any letter when `loose`). */
  private fill(template: string, seed: string, loose: boolean): string {
    let bytes = Buffer.alloc(0);
    for (let block = 0; bytes.length < template.length; block++) {
      bytes = Buffer.concat([bytes, crypto.createHmac('sha256', this.key).update(`${seed}:${block}`).digest()]);
    }
    return Array.from(template, (c, i) => {
      const b = bytes[i];
      const lower = c.toLowerCase();
      let pick: string;
      if (/[0-9]/.test(c)) return String(b % 10);
      if (!/[a-z]/.test(lower)) return c;
      if (loose) pick = String.fromCharCode(97 + (b % 26));
      else pick = VOWELS.includes(lower) ? VOWELS[b % VOWELS.length] : CONSONANTS[b % CONSONANTS.length];
      return c === lower ? pick : pick.toUpperCase();
    }).join('');
  }
}
