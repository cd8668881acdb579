// The texts of a recording (log lines, file and folder names, what the scenario cannot hold and
// says in its comment) with what is personal or secret replaced, in one pass over each text: e-mail
// addresses and the account's own domains by their pseudonyms (scripts/proxy/pseudonym.ts), IP
// addresses by documentation ones, the login by its pseudonym, the value of any query field named
// as a secret (`?token=…`) and every value sent as a secret this run (scripts/proxy/secrets.ts) by
// `[masked]`.
import net from 'node:net';
import { isSecretName } from '../../contract/src/secrets.js';
import type { Pseudonyms } from './pseudonym.js';
import { MASKED, type SeenSecrets } from './secrets.js';

const EMAIL = String.raw`[A-Za-z0-9][A-Za-z0-9._%+-]*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}`;
// Not after a word and a slash: `Chrome/131.0.0.0` is a version, `http://203.0.113.9` an address.
const IPV4 = String.raw`(?<![\d.])(?<![A-Za-z]\/)(?:\d{1,3}\.){3}\d{1,3}(?![\d.])`;
const IPV6 = String.raw`(?<![0-9A-Fa-f:])(?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f]{0,4}(?:(?<=:)(?:\d{1,3}\.){3}\d{1,3})?(?![0-9A-Fa-f:])`;
const QUERY_FIELD = /([?&;])([^=&;\s"'#]{1,64})=([^&;\s"'#]*)/g;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A dotted name (`www.shop.example.com`, also `style.css` or `1.2.3`): looked up, not matched one by one. */
const DOTTED = String.raw`(?<![A-Za-z0-9-])[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+(?![A-Za-z0-9-])`;

export class TextScrubber {
  private pattern: RegExp | undefined;
  private domains = new Set<string>();
  private login = '';

  constructor(
    private readonly names: Pseudonyms,
    private readonly secrets: SeenSecrets,
  ) {}

  /** The account's domains and login, whose every mention is replaced. */
  know(domains: string[], login: string | undefined) {
    if ((login ?? '') === this.login && this.pattern && domains.every((d) => this.domains.has(d.toLowerCase()))) return;
    this.domains = new Set(domains.map((d) => d.toLowerCase()));
    this.login = login ?? '';
    // One pass, linear in the text: the first alternative that matches at a place wins.
    const parts = [EMAIL, IPV4, IPV6, DOTTED];
    if (this.login.length >= 2) parts.push(String.raw`(?<![A-Za-z0-9])${escape(this.login)}(?![A-Za-z0-9])`);
    this.pattern = new RegExp(parts.map((p) => `(${p})`).join('|'), 'gi');
  }

  /** Whether a dotted name is one of the account's domains or below one. */
  private ownDomain(name: string): boolean {
    const labels = name.toLowerCase().split('.');
    for (let i = 0; i < labels.length - 1; i++) if (this.domains.has(labels.slice(i).join('.'))) return true;
    return false;
  }

  /** One text, scrubbed. */
  text(text: string): string {
    const pattern = this.pattern ?? (this.know([], undefined), this.pattern!);
    const out = text.replace(pattern, (match: string, email?: string, v4?: string, v6?: string, dotted?: string) => {
      if (email) return this.names.email(match);
      if (v4 || v6) return net.isIP(match) ? this.names.ip(match) : match;
      if (dotted) return this.ownDomain(match) ? this.names.domain(match) : match;
      return this.names.word(this.login);
    });
    return this.secrets.mask(out.replace(QUERY_FIELD, (all, sep: string, name: string) => (isSecretName(name) ? `${sep}${name}=${MASKED}` : all)));
  }
}
