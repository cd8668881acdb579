// The domains feature's one way in: app/ reaches it only through this file. It stays light (the
// router reads it on the sign-in route): the screen is a chunk of its own, loaded when first shown,
// and what other screens use of the feature (its shared dialogs, its row menu) is another.

/** The domains screen, for the router's lazy screen. */
export const loadDomainsPage = () => import('./domains-page').then((m) => m.DomainsPage);

/** The shared dialogs `addDomain` and `phpVersion`, and the per-domain menu (`DomainMenuSource`) for the palette. */
export const loadDomainsShared = () => import('./shared');

export type { DomainMenuSource } from './domain-menu-source';
export type { DomainMenu, DomainMenuItem } from './use-domain-menu';
