// What was sent as a secret this run, so the drift report and the log never show it: every value the
// proxy saw under a secret name (contract/src/secrets.ts) — in a request's or a reply's JSON or form
// body, its query, or a header such as Authorization, Cookie or Set-Cookie — is masked wherever it
// shows later (a path, a client's error text, a pointer), raw, URL-encoded or JSON-escaped. The set is
// bounded: the values seen longest ago go first, and a value seen again (a session token on every
// call) is kept fresh.
import { isSecretName } from '../../contract/src/secrets.js';

export const MASKED = '[masked]';
/** Shorter values are not secrets worth masking everywhere (they would mask common words). */
export const SHORTEST = 4;
/** Longer values are kept as pieces of this many characters (a key text). */
const LONGEST = 1024;
/** At most this many values are kept a side. */
export const KEPT: Record<'request' | 'reply', number> = { request: 500, reply: 1500 };
/** A body is walked this far at most (a sync reply has a few thousand values). */
const WALK = 50_000;

/** Where a value was seen: what the client sent is kept apart, so a reply full of keys cannot push a password out. */
export type Side = 'request' | 'reply';

export class SeenSecrets {
  /** Per side, each value and its other spellings, oldest first (a Map keeps the order of insertion). */
  private readonly values: Record<Side, Map<string, string[]>> = { request: new Map(), reply: new Map() };
  /** Every spelling by its first characters, longest first: a text is masked in one pass. */
  private readonly index = new Map<string, string[]>();
  /** How many spellings begin with each character (a quick look before the index). */
  private readonly firsts = new Map<number, number>();

  get size() {
    return this.values.request.size + this.values.reply.size;
  }

  /** Keeps one value sent as a secret (a long one as pieces, each masked where it shows). */
  add(raw: string, side: Side) {
    const value = raw.trim();
    if (value.length < SHORTEST) return;
    if (value.length > LONGEST) {
      for (let at = 0; at < value.length; at += LONGEST) {
        const piece = value.slice(at, at + LONGEST);
        this.add(piece.length >= SHORTEST ? piece : value.slice(-LONGEST), side);
      }
      return;
    }
    const kept = this.values[side];
    const known = kept.get(value);
    kept.delete(value);
    const forms = known ?? [...new Set([value, encodeURIComponent(value), encodeURIComponent(value).replace(/%20/g, '+'), JSON.stringify(value).slice(1, -1)])];
    kept.set(value, forms);
    if (known) return;
    if (!this.values[side === 'request' ? 'reply' : 'request'].has(value)) this.indexForms(forms, +1);
    if (kept.size > KEPT[side]) {
      const oldest = kept.keys().next().value as string;
      const gone = kept.get(oldest) ?? [];
      kept.delete(oldest);
      if (!this.values[side === 'request' ? 'reply' : 'request'].has(oldest)) this.indexForms(gone, -1);
    }
  }

  private indexForms(forms: string[], change: 1 | -1) {
    for (const form of forms) {
      const key = form.slice(0, SHORTEST);
      const first = form.charCodeAt(0);
      const count = (this.firsts.get(first) ?? 0) + change;
      if (count > 0) this.firsts.set(first, count);
      else this.firsts.delete(first);
      const bucket = this.index.get(key) ?? [];
      if (change > 0) {
        bucket.push(form);
        bucket.sort((a, b) => b.length - a.length);
        this.index.set(key, bucket);
      } else {
        const at = bucket.indexOf(form);
        if (at >= 0) bucket.splice(at, 1);
        if (bucket.length) this.index.set(key, bucket);
        else this.index.delete(key);
      }
    }
  }

  /** Every value under a secret name in a JSON value (and everything inside such a name). */
  learnBody(body: unknown, side: Side) {
    let budget = WALK;
    const walk = (v: unknown, under: boolean) => {
      if (--budget < 0) return;
      if (typeof v === 'string' || typeof v === 'number') {
        if (under) this.add(String(v), side);
      } else if (Array.isArray(v)) v.forEach((item) => walk(item, under));
      else if (typeof v === 'object' && v !== null) for (const [k, item] of Object.entries(v)) walk(item, under || isSecretName(k));
    };
    walk(body, false);
  }

  /** The secret fields of a form body or a query string. */
  learnForm(text: string, side: Side) {
    for (const [k, v] of new URLSearchParams(text)) if (isSecretName(k)) this.add(v, side);
  }

  /** Authorization (its credentials, a Basic one's password too), cookies, and any header named like a secret. */
  learnHeaders(headers: Record<string, string | string[] | undefined>, side: Side) {
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) {
        if (name === 'cookie' || name === 'set-cookie') this.learnCookies(v, name === 'set-cookie', side);
        else if (name === 'authorization' || name === 'proxy-authorization') this.learnAuthorization(v, side);
        else if (isSecretName(name)) this.add(v, side);
      }
    }
  }

  private learnCookies(header: string, setCookie: boolean, side: Side) {
    const pairs = setCookie ? [header.split(';')[0]] : header.split(';');
    for (const pair of pairs) {
      const eq = pair.indexOf('=');
      if (eq > 0) this.add(pair.slice(eq + 1).replace(/^"|"$/g, ''), side);
    }
  }

  private learnAuthorization(header: string, side: Side) {
    const [scheme, ...rest] = header.trim().split(/\s+/);
    const credentials = rest.join(' ');
    this.add(credentials || scheme, side);
    if (/^basic$/i.test(scheme) && credentials) {
      const plain = Buffer.from(credentials, 'base64').toString('utf8');
      const colon = plain.indexOf(':');
      this.add(plain, side);
      if (colon >= 0) this.add(plain.slice(colon + 1), side);
    }
  }

  /**
   * The text with every spelling of every kept value masked (the longest where two begin at one
   * place). A text cut short (ending in `…`) is also masked where it ends in the beginning of a value.
   */
  mask(text: string): string {
    if (!this.index.size || text.length < SHORTEST) return text;
    const parts: string[] = [];
    let from = 0;
    for (let i = 0; i <= text.length - SHORTEST; ) {
      const hit = this.firsts.has(text.charCodeAt(i)) ? this.index.get(text.slice(i, i + SHORTEST))?.find((form) => text.startsWith(form, i)) : undefined;
      if (hit) {
        parts.push(text.slice(from, i), MASKED);
        i += hit.length;
        from = i;
      } else i++;
    }
    const out = parts.join('') + text.slice(from);
    if (!out.endsWith('…')) return out;
    // The longest end of the text that begins a value: a value cut where the text was cut.
    const body = out.slice(0, -1);
    for (let i = Math.max(0, body.length - LONGEST); i <= body.length - SHORTEST; i++) {
      const end = body.slice(i);
      if (this.index.get(end.slice(0, SHORTEST))?.some((form) => form.length > end.length && form.startsWith(end))) return `${body.slice(0, i)}${MASKED}…`;
    }
    return out;
  }
}

/** A text cut to `max` characters (the cut marked with `…`). */
export function bounded(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
