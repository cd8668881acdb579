import type { ComponentType } from 'react';
import { BarChartLine, BoxSeam, Database, Envelope, Folder2Open, Gear, Globe, ShieldLock, Signpost2, Terminal } from 'react-bootstrap-icons';
import type { PanelPage } from '@panel/contract/pages';
import type { MessageId } from '../i18n/messages';

type Icon = ComponentType<{ 'aria-hidden'?: boolean | 'true'; className?: string }>;

/**
 * How each page of the contract's page list (`@panel/contract/pages`: routes and redirect actions)
 * shows in the panel: its title in the sidebar and its icon. A page missing here fails to compile.
 */
export const pageNav: Record<PanelPage, { title: MessageId; icon: Icon }> = {
  domains: { title: 'nav.domains', icon: Globe },
  emails: { title: 'nav.emails', icon: Envelope },
  databases: { title: 'nav.databases', icon: Database },
  redirects: { title: 'nav.redirects', icon: Signpost2 },
  ssl: { title: 'nav.ssl', icon: ShieldLock },
  scripts: { title: 'nav.scripts', icon: BoxSeam },
  logs: { title: 'nav.logs', icon: BarChartLine },
  access: { title: 'nav.access', icon: Terminal },
  files: { title: 'nav.files', icon: Folder2Open },
  advanced: { title: 'nav.advanced', icon: Gear },
};
