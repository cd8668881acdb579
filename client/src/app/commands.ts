// The panel's commands, composed from what each feature declares in its folder (`commands.ts`):
// the `g` keys, the Add-a-domain menu's quick actions, the palette's dialog actions, what `n` opens.
// Plain data only, so the layout (which reads it) loads no screen or dialog for it.
import type { PageAction, PanelPage } from '@panel/contract/pages';
import { accessCommands } from '../features/access';
import { accountCommands } from '../features/account';
import { advancedCommands } from '../features/advanced';
import { databasesCommands } from '../features/databases';
import { domainsCommands } from '../features/domains';
import { emailCommands } from '../features/email';
import { filesCommands } from '../features/files';
import { logsCommands } from '../features/logs';
import { redirectsCommands } from '../features/redirects';
import { scriptsCommands } from '../features/scripts';
import { sslCommands } from '../features/ssl';
import type { MessageId } from '../i18n/messages';
import { quickGroups, type DialogAction, type FeatureCommands, type QuickGroup } from '../lib/commands';

/** Each page's commands, by page (the compiler asks for a new page's). */
const byPage: { [P in PanelPage]: FeatureCommands<P> } = {
  domains: domainsCommands,
  emails: emailCommands,
  databases: databasesCommands,
  redirects: redirectsCommands,
  ssl: sslCommands,
  scripts: scriptsCommands,
  logs: logsCommands,
  access: accessCommands,
  files: filesCommands,
  advanced: advancedCommands,
};
const features = Object.values(byPage) as FeatureCommands[];

/** `g` then this letter goes to the page. */
export const goKeys = Object.fromEntries(features.map(({ page, goKey }) => [page, goKey])) as Record<PanelPage, string>;

/** The shared dialog `n` opens on a page without a primary create button, if any. */
export const createOn = (page: PanelPage) => byPage[page].create;

type QuickAction = { [P in PanelPage]: { key: string; label: MessageId; group: QuickGroup; page: P; action: PageAction<P> } }[PanelPage];

/** The Add-a-domain menu: every feature's quick actions, by group in the menu's order. */
export const quickActions: QuickAction[] = quickGroups.flatMap((group) =>
  features.flatMap(({ page, quickActions = [] }) => quickActions.filter((quick) => quick.group === group).map((quick) => ({ ...quick, page }) as QuickAction)),
);

/** The menu's group headings. */
export const quickGroupLabels: Record<QuickGroup, MessageId> = { email: 'quick.group.email', web: 'quick.group.web', security: 'quick.group.security' };

/** The palette's actions that open a dialog: the screens' features' (before the quick actions), the account's (after them). */
export const screenDialogActions: DialogAction[] = features.flatMap(({ paletteActions = [] }) => paletteActions);
export const accountDialogActions: DialogAction[] = accountCommands.paletteActions;
