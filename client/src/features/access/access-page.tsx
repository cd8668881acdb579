import { useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { FormattedMessage } from 'react-intl';
import { PageTitle } from '../../components/page-title';
import { useScreenEntry } from '../../hooks/use-screen-entry';
import { FtpTab } from './ftp-tab';
import { SshTab } from './ssh-tab';

type AccessTab = 'ftp' | 'ssh';

/** FTP and SSH access, a tab each (redirect instructions ftp and ssh). */
export function AccessPage() {
  const [tab, setTab] = useState<AccessTab>('ftp');
  useScreenEntry('access', ({ action }) => {
    if (action) setTab(action);
  });
  return (
    <>
      <PageTitle id="access.title" />
      <Tabs id="access-tabs" activeKey={tab} onSelect={(key) => key && setTab(key as AccessTab)} className="mb-3" mountOnEnter unmountOnExit>
        <Tab eventKey="ftp" title={<FormattedMessage id="access.tab.ftp" />}>
          <FtpTab />
        </Tab>
        <Tab eventKey="ssh" title={<FormattedMessage id="access.tab.ssh" />}>
          <SshTab />
        </Tab>
      </Tabs>
    </>
  );
}
