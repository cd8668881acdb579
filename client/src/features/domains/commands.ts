import type { FeatureCommands } from '../../lib/commands';

/** The domains screen's commands: `g d`; Add a domain in the palette and as `n` on its screen. */
export const domainsCommands: FeatureCommands<'domains'> = {
  page: 'domains',
  goKey: 'd',
  paletteActions: [{ id: 'action:addDomain', label: 'topbar.addDomain', dialog: 'addDomain' }],
  create: 'addDomain',
};
