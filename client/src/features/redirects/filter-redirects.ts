import type { Redirect } from '@panel/contract';
import { redirectAddress } from '@panel/contract/rules';

/** The redirections whose address or destination holds the search text (trimmed, any case). */
export function filterRedirects(redirects: readonly Redirect[], search: string): readonly Redirect[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return redirects;
  return redirects.filter((r) => redirectAddress(r).toLowerCase().includes(needle) || r.destination.toLowerCase().includes(needle));
}
