import { FormattedMessage } from 'react-intl';
import { TabbedPage, type ScreenTab } from '../../components/screen-tabs';
import { useScreenTab } from '../../hooks/use-screen-entry';
import { FtpTab } from './ftp-tab';
import { SshTab } from './ssh-tab';

const TABS: readonly ScreenTab<'ftp' | 'ssh'>[] = [
  { key: 'ftp', title: <FormattedMessage id="access.tab.ftp" />, content: <FtpTab /> },
  { key: 'ssh', title: <FormattedMessage id="access.tab.ssh" />, content: <SshTab /> },
];

/** FTP and SSH access, a tab each (redirect instructions ftp and ssh). */
export function AccessPage() {
  const state = useScreenTab('access', 'ftp');
  return <TabbedPage id="access" title="access.title" state={state} tabs={TABS} />;
}
