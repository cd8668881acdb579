import type { ComponentType } from 'react';
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

/** A palette action that opens a shared dialog (`useDialogs().open`). */
export interface DialogAction {
  id: string;
  label: MessageId;
  dialog: SharedDialogName;
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
}

/** Commands that belong to no screen (the account's, say): palette actions only. */
export interface PanelCommands {
  paletteActions: DialogAction[];
}
