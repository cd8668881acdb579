// What the rest of the panel uses of the domains feature besides its screen: the shared dialogs
// `addDomain` and `phpVersion`, and the per-domain menu the palette offers a domain's actions from.
// One chunk, loaded through index.ts's `loadDomainsShared`, so the sign-in route carries a single
// loader for them.

export { AddDomainDialog } from './add-domain-dialog';
export { DomainMenuSource } from './domain-menu-source';
export { PhpVersionDialog } from './php-version-dialog';
