import type { ReactNode } from 'react';
import { useDomainMenu, type DomainMenu } from './use-domain-menu';

/**
 * Hands the per-domain menu (the row menu's items, `useDomainMenu`) to what it draws: the palette
 * offers a domain's actions from it. A component, so the palette can load it as a chunk of its own.
 */
export function DomainMenuSource({ children }: { children: (menu: DomainMenu) => ReactNode }) {
  return children(useDomainMenu());
}
