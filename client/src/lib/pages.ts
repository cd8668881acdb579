/** The screens inside the shared layout, in sidebar order; each is reached at `/${page}`. */
export const panelPages = [
  'domains',
  'emails',
  'databases',
  'redirects',
  'ssl',
  'scripts',
  'logs',
  'access',
  'files',
  'advanced',
] as const;

export type PanelPage = (typeof panelPages)[number];

export function isPanelPage(value: unknown): value is PanelPage {
  return typeof value === 'string' && (panelPages as readonly string[]).includes(value);
}
