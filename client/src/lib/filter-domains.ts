import type { Domain } from '@panel/contract';
import { searchKeys } from './search-keys';

const domainKeys = searchKeys((domain: Domain) => domain.domain);

/** The search text, trimmed and lower-cased, as a substring of the domain name. */
export function filterDomains(domains: readonly Domain[], search: string): readonly Domain[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return domains;
  const keys = domainKeys(domains);
  return domains.filter((_, index) => keys[index].includes(needle));
}
