// The command palette's one way in: app/ reaches it only through this file. The layout loads the
// palette's dialog (which draws this) the first time the palette opens.

export { CommandPalette } from './command-palette';
export { messageTemplate } from './message-template';
export { entrySources, itemsSource, perKey, perList, type PaletteSource } from './sources';
export type { PaletteEntry } from './search';
