import { DKIM_SELECTOR, checkZone, dkimProblem, isDkim, isDmarc, isSpf, spfTerms, tags, type TxtRecord } from './checks.js';

/*
 * The one-step fix of the `mailAuth` extension, pure: from a zone's TXT records, what to remove
 * and what to add so that SPF, DKIM and DMARC are valid. SPF is merged into one record (never a
 * second one beside the first); DKIM publishes the host's key for the domain; DMARC asks for
 * quarantine with reports to postmaster@ the domain, keeping what a working record already said.
 * Nothing valid is touched, so a second fix finds nothing to do.
 */

export type MailAuthPart = 'spf' | 'dkim' | 'dmarc';
export const MAIL_AUTH_PARTS: readonly MailAuthPart[] = ['spf', 'dkim', 'dmarc'];

export interface FixPlan {
  /** Ids of the records that go. */
  remove: string[];
  /** The TXT records that come (name relative to the zone). */
  add: { part: MailAuthPart; name: string; value: string }[];
}

/** The host's SPF for a domain with none: the domain's own servers and its mail exchangers, others soft-failed. */
export const DEFAULT_SPF = 'v=spf1 a mx ~all';

/** One SPF record made of all the domain's: their terms once each, the host's servers in, ending in ~all (-all if one had it). */
export function mergedSpf(values: readonly string[]): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  let hardFail = false;
  for (const value of values) {
    for (const term of spfTerms(value) ?? []) {
      if (term.kind === 'all') {
        hardFail ||= term.qualifier === '-';
        continue;
      }
      // redirect= stands for a whole record elsewhere; with the terms here and an "all" it would never be read.
      if (term.kind === 'redirect') continue;
      const text = term.qualifier === '+' ? term.text.replace(/^\+/, '') : term.text;
      if (seen.has(text.toLowerCase())) continue;
      seen.add(text.toLowerCase());
      kept.push(text);
    }
  }
  const host = ['a', 'mx'].filter((t) => !seen.has(t));
  const modifiers = kept.filter((t) => t.includes('='));
  const mechanisms = kept.filter((t) => !t.includes('='));
  return ['v=spf1', ...host, ...mechanisms, hardFail ? '-all' : '~all', ...modifiers].join(' ');
}

/** A DMARC record asking for quarantine, keeping a well-formed record's other tags and reports. */
export function fixedDmarc(values: readonly string[], domain: string): string {
  const previous = values.map((v) => tags(v)).find((pairs) => pairs !== null && pairs[0]?.[0] === 'v') ?? [];
  const kept = previous.filter(([tag, value]) => tag !== 'v' && tag !== 'p' && value !== '' && (!['rua', 'ruf'].includes(tag) || /^mailto:/i.test(value)));
  if (!kept.some(([tag]) => tag === 'rua')) kept.unshift(['rua', `mailto:postmaster@${domain}`]);
  return ['v=DMARC1', 'p=quarantine', ...kept.map(([tag, value]) => `${tag}=${value}`)].join('; ');
}

/** The published half of a DKIM key: `v=DKIM1; k=rsa; p=<base64 of the SPKI DER>`. */
export const dkimRecord = (publicKeyDer: Buffer) => `v=DKIM1; k=rsa; p=${publicKeyDer.toString('base64')}`;

const ids = (records: readonly TxtRecord[]) => records.map((r) => r.id).filter((id): id is string => id !== undefined);

/**
 * What the fix does to the zone for the parts asked (all by default). `dkimKey` gives the public
 * key to publish, asked only when DKIM needs one.
 */
export function fixPlan(records: readonly TxtRecord[], domain: string, serverIp: string, parts: readonly MailAuthPart[], dkimKey: () => Buffer): FixPlan {
  const checks = checkZone(records, domain, serverIp);
  const plan: FixPlan = { remove: [], add: [] };
  if (parts.includes('spf') && checks.spf.state !== 'valid') {
    const spf = records.filter(isSpf);
    plan.remove.push(...ids(spf));
    plan.add.push({ part: 'spf', name: '@', value: spf.length ? mergedSpf(spf.map((r) => r.value)) : DEFAULT_SPF });
  }
  if (parts.includes('dkim') && checks.dkim.state !== 'valid') {
    const broken = records.filter((r) => isDkim(r) && dkimProblem(r.value) !== null);
    plan.remove.push(...ids(broken));
    const workingLeft = records.some((r) => isDkim(r) && dkimProblem(r.value) === null);
    const ourName = `${DKIM_SELECTOR}._domainkey`;
    if (!workingLeft) {
      plan.remove.push(...ids(records.filter((r) => r.name.toLowerCase() === ourName && !broken.includes(r))));
      plan.add.push({ part: 'dkim', name: ourName, value: dkimRecord(dkimKey()) });
    }
  }
  if (parts.includes('dmarc') && checks.dmarc.state !== 'valid') {
    const dmarc = records.filter(isDmarc);
    plan.remove.push(...ids(dmarc));
    plan.add.push({
      part: 'dmarc',
      name: '_dmarc',
      value: fixedDmarc(
        dmarc.map((r) => r.value),
        domain,
      ),
    });
  }
  return { remove: [...new Set(plan.remove)], add: plan.add };
}

/** Whether a part needs the fix (for asking the key only when DKIM does). */
export const needsFix = (records: readonly TxtRecord[], domain: string, serverIp: string, part: MailAuthPart) =>
  checkZone(records, domain, serverIp)[part].state !== 'valid';
