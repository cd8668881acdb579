import type { Domain } from '@panel/contract';

/** The search text, trimmed and lower-cased, as a substring of the domain name. */
export function filterDomains(domains: readonly Domain[], search: string): readonly Domain[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return domains;
  return domains.filter((domain) => domain.domain.toLowerCase().includes(needle));
}
