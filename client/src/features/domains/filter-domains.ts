import type { Domain } from '../../api/types';

/** Spec §2: the search text, trimmed and lower-cased, as a substring of the domain name. */
export function filterDomains(domains: readonly Domain[], search: string): readonly Domain[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return domains;
  return domains.filter((domain) => domain.domain.toLowerCase().includes(needle));
}

/** The last `count` lines of a log text (the viewer shows 100). */
export function lastLines(text: string, count: number): string {
  const lines = text.split(/\r?\n/);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.slice(-count).join('\n');
}
