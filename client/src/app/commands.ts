// How the route table's screens show in the layout, from what each feature declares in its folder
// (`feature.ts`): the sidebar's entries, the `g` keys, the Add-a-domain menu's quick actions, the
// palette's entries, what `n` opens. Plain data only, so the layout (which reads it) loads no screen
// or dialog for it; and only the layout reads it, so the sign-in route loads none of it.
import { isPanelPage, type PageAction, type PanelPage } from '@panel/contract/pages';
import { accountCommands } from '../features/account';
import { sessionsCommands } from '../features/sessions';
import { mailAuthCommands } from '../features/mail-auth';
import { twoFactorCommands } from '../features/security';
import { mailboxCommands } from '../features/mailbox';
import { spamCommands } from '../features/spam';
import type { MessageId } from '../i18n/messages';
import { useAvailable } from '../api/capabilities';
import { quickGroups, type DialogAction, type Feature, type MenuAction, type QuickGroup } from '../lib/commands';
import { screens } from './route-table';

/** What each screen feature's `feature.ts` declares (typed there: `feature: Feature<'its page'>`). */
const declared = Object.values(import.meta.glob<Feature>('../features/*/feature.ts', { eager: true, import: 'feature' }));

/** The route table's screens, as the layout shows them, in sidebar order. */
export const features: Feature[] = Object.keys(screens)
  .filter(isPanelPage)
  .map((page) => {
    const feature = declared.find((candidate) => candidate.page === page);
    if (!feature) throw new Error(`No features/*/feature.ts declares the page ${page}`);
    return feature;
  });

/**
 * The screens the layout shows: those of an extension (a `capability` in their feature.ts) only once
 * the backend has advertised it. The one filter of the sidebar, the palette, the `g` keys and the help.
 */
export const useFeatures = (): Feature[] => useAvailable(features);

/** How a page shows in the layout. */
export const featureOf = (page: PanelPage): Feature => features.find((feature) => feature.page === page) ?? features[0];

/** The page `g` then this letter goes to, among the screens shown. */
export const goKeyPage = (key: string, shown: readonly Feature[] = features): PanelPage | undefined => shown.find(({ goKey }) => goKey === key)?.page;

/** The shared dialog `n` opens on a page without a primary create button, if any. */
export const createOn = (page: PanelPage) => featureOf(page).create;

type QuickAction = { [P in PanelPage]: { key: string; label: MessageId; group: QuickGroup; page: P; action: PageAction<P> } }[PanelPage];

/** The Add-a-domain menu: every feature's quick actions, by group in the menu's order. */
export const quickActions: QuickAction[] = quickGroups.flatMap((group) =>
  features.flatMap(({ page, quickActions = [] }) => quickActions.filter((quick) => quick.group === group).map((quick) => ({ ...quick, page }) as QuickAction)),
);

/** The menu's group headings. */
export const quickGroupLabels: Record<QuickGroup, MessageId> = { email: 'quick.group.email', web: 'quick.group.web', security: 'quick.group.security' };

/**
 * The palette's actions that open a dialog: the screens' features' (before the quick actions), the
 * account's and its extensions' (after them). An extension's action names its capability; the
 * palette and the user menu show them through `useAvailable` (`api/capabilities.ts`).
 */
export const screenDialogActions: DialogAction[] = features.flatMap(({ paletteActions = [] }) => paletteActions);
const panelCommands = [accountCommands, sessionsCommands, twoFactorCommands, mailAuthCommands, mailboxCommands, spamCommands];
export const accountDialogActions: DialogAction[] = panelCommands.flatMap(({ paletteActions }) => paletteActions);

/** The user menu's entries that open a dialog, after Change password. */
export const userMenuActions: MenuAction[] = panelCommands.flatMap(({ menuActions = [] }) => menuActions);
