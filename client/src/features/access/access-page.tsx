import { FormattedMessage } from 'react-intl';
import { PageTitle } from '../../components/page-title';
import { ScreenTabs } from '../../components/screen-tabs';
import { useScreenTab } from '../../hooks/use-screen-entry';
import { FtpTab } from './ftp-tab';
import { SshTab } from './ssh-tab';

/** FTP and SSH access, a tab each (redirect instructions ftp and ssh). */
export function AccessPage() {
  const [tab, setTab] = useScreenTab('access', 'ftp');
  return (
    <>
      <PageTitle id="access.title" />
      <ScreenTabs
        id="access-tabs"
        active={tab}
        onSelect={setTab}
        tabs={[
          { key: 'ftp', title: <FormattedMessage id="access.tab.ftp" />, content: <FtpTab /> },
          { key: 'ssh', title: <FormattedMessage id="access.tab.ssh" />, content: <SshTab /> },
        ]}
      />
    </>
  );
}
