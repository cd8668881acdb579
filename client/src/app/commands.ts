import type { PageAction, PanelPage } from '@panel/contract/pages';
import type { MessageId } from '../i18n/messages';

type QuickAction = { [P in PanelPage]: { key: string; label: MessageId; page: P; action: PageAction<P> } }[PanelPage];

/** The Add-a-domain menu: each entry opens its screen with an instruction of what to start there. */
export const quickActions: QuickAction[] = [
  { key: 'email-account', label: 'quick.emailAccount', page: 'emails', action: 'accountAdd' },
  { key: 'email-alias', label: 'quick.emailAlias', page: 'emails', action: 'forwarderAdd' },
  { key: 'database', label: 'quick.database', page: 'databases', action: 'mysqlAdd' },
  { key: 'redirect', label: 'quick.redirect', page: 'redirects', action: 'redirect' },
  { key: 'ssl', label: 'quick.ssl', page: 'ssl', action: 'ssl' },
  { key: 'wordpress', label: 'quick.wordpress', page: 'scripts', action: 'script' },
  { key: 'trusted-sender', label: 'quick.trustedSender', page: 'emails', action: 'trustedAdd' },
  { key: 'blocked-sender', label: 'quick.blockedSender', page: 'emails', action: 'blockedAdd' },
];

/** The quick actions' groups, by key, in the order the menu shows them. */
export const quickGroups: { label: MessageId; keys: string[] }[] = [
  { label: 'quick.group.email', keys: ['email-account', 'email-alias', 'trusted-sender', 'blocked-sender'] },
  { label: 'quick.group.web', keys: ['database', 'redirect', 'wordpress'] },
  { label: 'quick.group.security', keys: ['ssl'] },
];

/** `g` then this letter goes to the page (the help lists them in this order). */
export const goKeys: Record<PanelPage, string> = {
  domains: 'd',
  emails: 'e',
  databases: 'b',
  redirects: 'r',
  ssl: 's',
  scripts: 'w',
  logs: 'l',
  access: 'a',
  files: 'f',
  advanced: 'v',
};
