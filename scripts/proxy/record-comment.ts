// The comment at the top of a recorded scenario: how it was made and played back, and what the
// account held that the scenario format has no field for (so it is not played back) — forwarders,
// sender lists, redirects, script installs, web apps, SSH keys, CRON jobs, each domain's PHP
// version, catch-all and copy address — pseudonymised like the rest. Secrets are never named: no
// database user or password, no SSH key or fingerprint, no CRON command (it may carry a password).
import { normalizeAddress, senderType } from '@panel/contract/rules';
import type { Pseudonyms } from './pseudonym.js';
import type { Seen } from './record-seen.js';
import type { TextScrubber } from './record-text.js';
import { bounded } from './secrets.js';

/** At most this many lines a list, each at most this long: the file stays small. */
const LINES = 50;
const WIDTH = 160;

/** A list's lines, bounded, under its title (nothing for an empty list). */
function section(title: string, items: string[]): string[] {
  if (!items.length) return [];
  const shown = items.slice(0, LINES).map((i) => `    ${bounded(i, WIDTH)}`);
  if (items.length > LINES) shown.push(`    … and ${items.length - LINES} more`);
  return [`  ${title} (${items.length}):`, ...shown];
}

export function notHeld(seen: Seen, names: Pseudonyms, scrub: TextScrubber, made: { logs: number }): string[] {
  const { lists } = seen;
  const domain = (d: string) => names.domain(d);
  const address = (a: string) => (a.includes('@') ? names.email(normalizeAddress(a)) : scrub.text(a));
  const sender = (s: string) => {
    const kind = senderType(normalizeAddress(s));
    return kind === 'email' ? names.email(normalizeAddress(s)) : kind === 'domain' ? names.domain(s) : kind === 'ip' ? names.ip(s) : scrub.text(s);
  };
  // A destination's host is pseudonymised as well: it may be the owner's other site.
  const url = (u: string) => {
    const at = /^([a-z][a-z0-9+.-]*:\/\/)([^/:?#@\s]+)/i.exec(u);
    if (!at) return scrub.text(u);
    const host = at[2];
    return `${at[1]}${/^[\d.]+$/.test(host) ? names.ip(host) : domain(host)}${scrub.text(u.slice(at[0].length))}`;
  };

  const perDomain = (lists.domains ?? []).flatMap((d) => {
    const parts = [`PHP ${d.phpVersion}`];
    if (d.catchallEmail) parts.push(`catch-all to ${address(d.catchallEmail)}`);
    if (d.bccEmail) parts.push(`copies to ${address(d.bccEmail)}`);
    return [`${domain(d.domain)}: ${parts.join(', ')}`];
  });
  const held = [
    ...section('domains: PHP version, catch-all, copy address', perDomain),
    ...section(
      'forwarders',
      (lists.emailAliases ?? []).map(
        (a) =>
          `${names.email(`${a.name}@${a.domain}`)} → ${a.destination
            .split(',')
            .map((x) => address(x.trim()))
            .join(', ')}`,
      ),
    ),
    ...section(
      'blocked senders',
      (lists.emailBlacklists ?? []).map((e) => `${domain(e.domain)}: ${sender(e.sender)}`),
    ),
    ...section(
      'trusted senders',
      (lists.emailWhitelists ?? []).map((e) => `${domain(e.domain)}: ${sender(e.sender)}`),
    ),
    ...section(
      'redirects',
      (lists.redirects ?? []).map((r) => `${domain(r.domain)}${scrub.text(r.directory)} → ${url(r.destination)} (${r.type}, ${r.code})`),
    ),
    ...section(
      'script installs',
      (lists.scripts ?? []).map((s) => `${s.type} on ${domain(s.domain)}${scrub.text(s.directory)}${s.database ? ' with a database' : ''}`),
    ),
    ...section(
      'web apps',
      (lists.proxies ?? []).map((p) => `${domain(p.domain)}${scrub.text(p.directory)} → port ${p.port}`),
    ),
    ...section(
      'CRON jobs (schedules; commands not written)',
      (lists.cronJobs ?? []).map((c) => scrub.text(c.settings)),
    ),
  ];
  const keys = lists.sshKeys?.length ?? 0;
  return [
    'Recorded by the validation proxy (npm run proxy -- --target <api> --record <file>) from a signed-in',
    'walk through a real account: names pseudonymised (same length and shape, top-level domains kept),',
    'IP addresses in the documentation ranges; no password, key, token or file content written (files',
    'have their sizes only). Play it back with POST /__test/scenario {"scenario": …} or by its name',
    'from a PANEL_SCENARIOS folder. Every mailbox has the password below; the account signs in with',
    "the empty fixture's password, which /__test/scenario answers.",
    ...(made.logs
      ? [
          '',
          'The log tails shown are in the .logs.json file beside this one: POST each entry of its "logs",',
          "in order, to /__test/log with the new account's login (testControl.log).",
        ]
      : []),
    ...(held.length || keys ? ['', 'Not held by the scenario format (no field for them), so not played back:', ...held] : []),
    ...(keys ? [`  SSH keys: ${keys} (names, fingerprints and keys not written)`] : []),
  ];
}
