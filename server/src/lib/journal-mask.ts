// How a request body shows in the journal (`/__test/requests`). Three kinds of value are kept from it:
// - secrets by name (the shared rule, contract/src/secrets.ts: passwords, tokens, sessions, key
//   texts): `[masked]`, always, and every copy of their value elsewhere in the body too;
// - contents: file data, certificate texts and commands (per operation, and fields named like
//   them anywhere): `[contents: 1234 characters]`, shown only to a test that asks (`contents: true`);
// - secrets inside other texts (`-pSecret`, `--password=x`, `PASS=x`, `Bearer x`, `user:pass@host`,
//   `-u user:pass`): masked where they stand, unless the test asked for contents.
import { isSecretName } from '@panel/contract';

export const MASKED = '[masked]';
/** Longer texts are cut to this many characters (and say how long they were). */
const LONGEST = 1000;
/** A shorter value under a secret name is not looked for elsewhere (it would mask common words). */
const SHORTEST_SECRET = 4;

/** Per operation, the fields that carry file data, key or certificate texts, or commands. */
const CONTENTS: Record<string, readonly string[]> = {
  '/file/file/put': ['contents'],
  '/certificate/check': ['cert', 'ca'],
  '/certificate/upload': ['cert', 'ca'],
  '/cron/add': ['command'],
  '/cron/modify': ['command'],
  '/sshkey/upload': ['key'],
};
/** Field names that carry contents in any call (a new call of the contract is covered before it is listed above). */
const CONTENT_NAME =
  /^(contents?|text|texts|data|body|payload|blob|base64|lines|command|commands|cmd|script|cert|certs|certificate|certificates|ca|chain|pem|csr)$/i;

/** The two ways a body shows: by default, and to a test that asked for contents. */
export interface JournalViews {
  shown: Record<string, unknown> | null;
  /** Only when it differs from `shown`. */
  withContents?: Record<string, unknown> | null;
}

/** Every value under a secret name in a body (strings and numbers, at any depth). */
function secretValues(value: unknown, listed: readonly string[], under = false, out = new Set<string>()): Set<string> {
  if (typeof value === 'string' || typeof value === 'number') {
    const text = String(value).trim();
    if (under && text.length >= SHORTEST_SECRET) out.add(text);
  } else if (Array.isArray(value)) value.forEach((v) => secretValues(v, listed, under, out));
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) secretValues(v, [], under || kindOf(k, listed) === 'secret', out);
  }
  return out;
}

/** An option or a variable whose name is a secret's: `--password=x`, `--token x`, `PASS=x`, `"pwd": "x"`, `?pwd=x&`. */
const NAMED = /(?:--?|\b)([A-Za-z_][\w.-]*)(?:["']?\s*[=:]\s*|(?<=--[\w.-]+)\s+)/g;
/** `define('DB_PASSWORD', 'x')`, `$cfg['password'] = 'x'`. */
const QUOTED = /(["'])([A-Za-z_][\w.-]*)\1\s*\]?\s*(?:,|=>?)\s*(?=["'])/g;
const VALUE = /^("[^"]*"|'[^']*'|[^\s&;,'"]+)/;

/** The text with the value after each secret name `lead` finds masked (the name's group is the last). */
function maskAfterNames(text: string, lead: RegExp): string {
  let out = '';
  let last = 0;
  lead.lastIndex = 0;
  for (let m = lead.exec(text); m; m = lead.exec(text)) {
    // A name that is no secret's: look on from its separator, its value may hold one.
    if (!isSecretName(m[m.length - 1])) continue;
    const start = m.index + m[0].length;
    const value = VALUE.exec(text.slice(start));
    if (!value) continue;
    out += `${text.slice(last, start)}${MASKED}`;
    last = start + value[0].length;
    lead.lastIndex = last;
  }
  return out + text.slice(last);
}

/** A text with the secrets that stand inside it masked: a command, a URL, a configuration line. */
export function maskInText(text: string): string {
  const masked = text
    .replace(/\b(Bearer|Basic|Digest|Token)(\s+)[A-Za-z0-9._~+/=-]{4,}/gi, `$1$2${MASKED}`)
    .replace(/([a-z][a-z0-9+.-]*:\/\/[^\s/:@]*):[^\s/@]+@/gi, `$1:${MASKED}@`)
    .replace(/(^|[\s;&|(])(-p)("[^"]*"|'[^']*'|[^\s;&|)]+)/g, `$1$2${MASKED}`)
    .replace(/(\bsshpass\s+-p\s+)("[^"]*"|'[^']*'|\S+)/g, `$1${MASKED}`)
    .replace(/((?:^|\s)(?:-u|--user)[\s=]+["']?[^\s:"']+):[^\s"']+/g, `$1:${MASKED}`);
  return maskAfterNames(maskAfterNames(masked, QUOTED), NAMED);
}

function cut(text: string): string {
  return text.length > LONGEST ? `${text.slice(0, LONGEST)}… (${text.length} characters)` : text;
}

/** The text with every copy of a secret value masked (longest first, so a longer secret is not half-masked by a shorter one). */
function maskValues(text: string, secrets: string[]): string {
  let out = text;
  for (const s of secrets) if (out.includes(s)) out = out.split(s).join(MASKED);
  return out;
}

type Kind = 'secret' | 'contents' | 'plain';

function kindOf(name: string, listed: readonly string[]): Kind {
  if (isSecretName(name) && !listed.includes(name)) return 'secret';
  if (listed.includes(name) || CONTENT_NAME.test(name)) return 'contents';
  return 'plain';
}

/** How a value of contents shows by default: its size only. */
function contentsNote(name: string, v: unknown): unknown {
  if (v === null || v === undefined) return v;
  if (typeof v === 'string') return `[${name}: ${v.length} characters]`;
  if (Array.isArray(v)) return `[${name}: ${v.length} items]`;
  return `[${name}: not shown]`;
}

/**
 * A body as the journal shows it: by default (`withContents` false) and to a test that asked for
 * contents (true). Named secrets are masked in both.
 */
function view(body: unknown, listed: readonly string[], secrets: string[], withContents: boolean): Record<string, unknown> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const value = (name: string, v: unknown, kind: Kind): unknown => {
    if (kind === 'secret') return v !== null && v !== '' && v !== undefined ? MASKED : v;
    if (kind === 'contents' && !withContents) return contentsNote(name, v);
    if (typeof v === 'string') {
      const text = cut(maskValues(v, secrets));
      return withContents ? text : maskInText(text);
    }
    if (Array.isArray(v)) return v.map((item) => value(name, item, kind));
    if (typeof v === 'object' && v !== null) return view(v, [], secrets, withContents);
    return v;
  };
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, value(k, v, kindOf(k, listed))]));
}

/** The journal's two views of a call's body. */
export function journalViews(path: string, body: unknown): JournalViews {
  // Most calls (a keepalive, a sync, a list) send an empty object: nothing to mask, one view.
  if (isEmptyObject(body)) return { shown: {} };
  const listed = CONTENTS[path] ?? [];
  const secrets = [...secretValues(body, listed)].sort((a, b) => b.length - a.length);
  const shown = view(body, listed, secrets, false);
  const withContents = view(body, listed, secrets, true);
  return JSON.stringify(shown) === JSON.stringify(withContents) ? { shown } : { shown, withContents };
}

const isEmptyObject = (body: unknown) =>
  typeof body === 'object' && body !== null && Object.getPrototypeOf(body) === Object.prototype && Object.keys(body).length === 0;
