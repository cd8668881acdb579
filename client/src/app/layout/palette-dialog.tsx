import type { DomainMenu, DomainMenuSource } from '../../features/domains';
import { CommandPalette } from '../../features/palette';
import { useDomainActions, usePaletteActions } from './palette-actions';

/**
 * The command palette with the panel's actions (./palette-actions.tsx), each from the same data as the
 * control it stands for: a domain's actions from its row menu. Loaded the first time the palette opens.
 */
export function PaletteDialog({ menuSource: MenuSource }: { menuSource: typeof DomainMenuSource }) {
  return <MenuSource>{(menu) => <Palette menu={menu} />}</MenuSource>;
}

function Palette({ menu }: { menu: DomainMenu }) {
  return <CommandPalette actions={usePaletteActions()} domainActions={useDomainActions(menu)} />;
}
