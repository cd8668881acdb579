import { X509Certificate, createPrivateKey } from 'node:crypto';
import { rootCertificates } from 'node:tls';
import type { CertificateInfo } from '@panel/contract';
import { ruleMessage } from '@panel/contract/rules';
import { notAcceptable } from '../../lib/errors.js';

export interface CertificateTexts {
  cert: string;
  key: string;
  ca: string;
}

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g;

/** Every certificate block of a text, parsed; a block that does not parse refuses the call (406). */
function parseCertificates(text: string, field: keyof CertificateTexts): X509Certificate[] {
  const blocks = text.match(PEM_BLOCK) ?? [];
  if (blocks.length === 0) throw unreadable(field);
  try {
    return blocks.map((block) => new X509Certificate(block));
  } catch {
    throw unreadable(field);
  }
}

const unreadable = (field: keyof CertificateTexts) => notAcceptable(ruleMessage('certificate.error.unreadable'), field);

/** The values of one attribute in a distinguished name as Node prints it (`C=US\nCN=a.com`). */
function attribute(dn: string, name: string): string[] {
  const values: string[] = [];
  for (const line of dn.split('\n')) {
    if (!line.startsWith(`${name}=`)) continue;
    const value = line.slice(name.length + 1);
    // Node quotes a value holding characters that would break the format, as a JSON string.
    values.push(value.startsWith('"') ? safeJson(value) : value);
  }
  return values;
}

function safeJson(text: string): string {
  try {
    return String(JSON.parse(text));
  } catch {
    return text;
  }
}

/** DNS names of the subjectAltName extension (`DNS:a.com, DNS:"b,c"`); other kinds are skipped. */
function dnsNames(san: string | undefined): string[] {
  if (!san) return [];
  const names: string[] = [];
  for (const match of san.matchAll(/(?:^|, )([A-Za-z ]+):("(?:[^"\\]|\\.)*"|[^,]*)/g)) {
    if (match[1] === 'DNS') names.push(match[2].startsWith('"') ? safeJson(match[2]) : match[2]);
  }
  return names;
}

/** `Dec 27 05:57:03 2027 GMT` → `2027-12-27 05:57:03` (UTC), as the panel shows dates. */
export const panelDate = (time: number) => new Date(time).toISOString().slice(0, 19).replace('T', ' ');

/** `child` carries a signature that `parent`'s key made, and names `parent` as its issuer. */
function signedBy(child: X509Certificate, parent: X509Certificate): boolean {
  try {
    return child.checkIssued(parent) && child.verify(parent.publicKey);
  } catch {
    return false;
  }
}

let trustedRoots: X509Certificate[] | undefined;
/** The root certificates Node trusts, parsed once on first use. */
function roots(): X509Certificate[] {
  trustedRoots ??= rootCertificates.map((pem) => new X509Certificate(pem));
  return trustedRoots;
}

/** Each certificate is signed by the next, and the last is a self-signed root or one issued by a root Node trusts. */
function chainComplete(chain: X509Certificate[]): boolean {
  for (let i = 0; i + 1 < chain.length; i++) if (!signedBy(chain[i], chain[i + 1])) return false;
  const last = chain[chain.length - 1];
  return signedBy(last, last) || roots().some((root) => signedBy(last, root));
}

function keyMatches(cert: X509Certificate, keyText: string): boolean {
  let key;
  try {
    key = createPrivateKey(keyText);
  } catch {
    // An encrypted key (no passphrase here) or a key text that is not a key at all.
    throw unreadable('key');
  }
  try {
    return cert.checkPrivateKey(key);
  } catch {
    return false;
  }
}

/**
 * Reads the certificate, its key and its chain for real. Certificates pasted after the first one
 * in the certificate field count as the start of the chain (a "full chain" file). Texts that hold
 * a begin marker but cannot be parsed give 406 with the field they came from.
 */
export function inspectCertificate(texts: CertificateTexts, now: number): CertificateInfo {
  const [leaf, ...rest] = parseCertificates(texts.cert, 'cert');
  const chain = [...rest, ...parseCertificates(texts.ca, 'ca')];
  const validKey = keyMatches(leaf, texts.key);

  const subjects = attribute(leaf.subject, 'CN');
  const domains: Record<string, boolean> = {};
  for (const name of [...subjects, ...dnsNames(leaf.subjectAltName)].map((n) => n.toLowerCase())) {
    domains[name] = name.startsWith('*.');
  }
  const issuer = attribute(leaf.issuer, 'CN')[0] ?? attribute(leaf.issuer, 'O')[0] ?? leaf.issuer.replaceAll('\n', ', ');
  const expires = Date.parse(leaf.validTo);

  return {
    subjects,
    domains,
    expires: panelDate(expires),
    issuer,
    validKey,
    selfSigned: signedBy(leaf, leaf),
    expired: now > expires,
    allSigned: chainComplete([leaf, ...chain]),
  };
}
