import type { ComponentType } from 'react';
import type { Capability } from '@panel/contract/capabilities';
import type { PageAction, PanelPage } from '@panel/contract/pages';
import type { SharedDialogName } from '../components/dialog-context';
import type { MessageId } from '../i18n/messages';

/** The Add-a-domain menu's groups, in the order it shows them. */
export const quickGroups = ['email', 'web', 'security'] as const;
export type QuickGroup = (typeof quickGroups)[number];

/** An entry of the Add-a-domain menu (and of the palette): opens its screen with an instruction of what to start there. */
export interface QuickAction<P extends PanelPage> {
  key: string;
  label: MessageId;
  group: QuickGroup;
  action: PageAction<P>;
}

/**
 * A palette action that opens a shared dialog (`useDialogs().open`). An extension's action names its
 * `capability`: it is shown only once the backend has advertised it (`useAvailable`, `api/capabilities.ts`,
 * the one filter the palette and the user menu apply).
 */
export interface DialogAction {
  id: string;
  label: MessageId;
  dialog: SharedDialogName;
  capability?: Capability;
}

/** An entry of the user menu that opens a shared dialog; like a palette action, an extension's names its `capability`. */
export interface MenuAction extends DialogAction {
  icon: Icon;
}

/** A sidebar icon (react-bootstrap-icons). */
export type Icon = ComponentType<{ 'aria-hidden'?: boolean | 'true'; className?: string }>;

/**
 * How a feature's screen shows in the layout, declared in its folder (`feature.ts`) as plain data, so
 * the layout composes them (from the route table, `app/route-table.ts`) without loading any screen or
 * dialog: its sidebar title and icon, its screen's `g` key, its quick actions, its palette actions,
 * and what `n` opens on its screen when the screen has no primary create button.
 */
export interface Feature<P extends PanelPage = PanelPage> {
  page: P;
  /** The screen's name in the sidebar, the palette and the shortcut help. */
  title: MessageId;
  icon: Icon;
  /** `g` then this letter goes to the page. */
  goKey: string;
  quickActions?: QuickAction<P>[];
  paletteActions?: DialogAction[];
  /** The shared dialog `n` opens on the page when no `data-primary-create` button is shown. */
  create?: SharedDialogName;
  /**
   * The extension the screen belongs to: with it, the screen (its sidebar entry, `g` key, palette
   * entry, help line) exists only when the backend advertises it (`useFeatures`, app/commands.ts),
   * and its address shows it only then (`CapabilityScreen`). Such a screen has no quick actions.
   */
  capability?: Capability;
}

/**
 * A screen's `Feature`: its sidebar title is `nav.<page>` in the catalogues, the rest is what the
 * feature adds (quick actions, palette actions, what `n` opens).
 */
export const screenFeature = <P extends PanelPage>(
  page: P,
  icon: Icon,
  goKey: string,
  more: Omit<Feature<P>, 'page' | 'title' | 'icon' | 'goKey'> = {},
): Feature<P> => ({ page, title: `nav.${page}`, icon, goKey, ...more });

/** Commands that belong to no screen (the account's, say): palette actions and user-menu entries. */
export interface PanelCommands {
  paletteActions: DialogAction[];
  /** Shown in the user menu after Change password, in this order. */
  menuActions?: MenuAction[];
}
