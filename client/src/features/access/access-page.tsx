import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Tab from 'react-bootstrap/Tab';
import Table from 'react-bootstrap/Table';
import Tabs from 'react-bootstrap/Tabs';
import { BoxArrowUpRight, Key, PlusLg, Trash } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { CopyButton } from '../../components/copy-button';
import { useDialogs } from '../../components/dialog-host';
import { PageTitle } from '../../components/page-title';
import { useScreenEntry } from '../../hooks/use-screen-entry';
import { useAppSelector } from '../../store/hooks';
import { DeleteSshKeyDialog } from './delete-ssh-key-dialog';
import { FtpPasswordDialog } from './ftp-password-dialog';
import { SshKeyDialog } from './ssh-key-dialog';

type AccessTab = 'ftp' | 'ssh';

/** A label and a value with a copy button (host, user). */
function Detail({ label, value, testId }: { label: MessageId; value: string; testId: string }) {
  return (
    <div className="col-12 col-md-6">
      <div className="small text-body-secondary">
        <FormattedMessage id={label} />
      </div>
      <div className="copyable d-flex align-items-center">
        <span className="copyable-text text-truncate fw-medium font-monospace" title={value} data-testid={testId}>
          {value}
        </span>
        <CopyButton value={value} className="flex-shrink-0" />
      </div>
    </div>
  );
}

/** A plan limit: what is missing and a button to the upsell page in a new tab. */
function Upsell({ text, button, href, testId }: { text: MessageId; button: MessageId; href: string | undefined; testId: string }) {
  return (
    <Card body className="text-center py-4" data-testid={testId}>
      <p className="mb-3">
        <FormattedMessage id={text} />
      </p>
      <a className="btn btn-primary" href={href} target="_blank" rel="noopener noreferrer">
        <FormattedMessage id={button} />
        <BoxArrowUpRight aria-hidden="true" className="ms-1" />
        <span className="visually-hidden">
          {' '}
          <FormattedMessage id="common.newTab" />
        </span>
      </a>
    </Card>
  );
}

function Connection({ children }: { children: ReactNode }) {
  const host = useAppSelector((state) => state.account.connector?.ftpHost ?? '');
  const login = useAppSelector((state) => state.account.ftp?.login ?? state.account.login ?? '');
  return (
    <Card className="mb-3">
      <Card.Body>
        <div className="row g-3 mb-3">
          <Detail label="access.host" value={host} testId="access-host" />
          <Detail label="access.user" value={login} testId="access-user" />
        </div>
        {children}
      </Card.Body>
    </Card>
  );
}

function FtpTab() {
  const { show } = useDialogs();
  return (
    <Connection>
      <Button variant="outline-primary" onClick={() => show(<FtpPasswordDialog />)}>
        <Key aria-hidden="true" className="me-1" />
        <FormattedMessage id="access.ftpPassword" />
      </Button>
    </Connection>
  );
}

function SshKeys() {
  const intl = useIntl();
  const { show } = useDialogs();
  const keys = useAppSelector((state) => state.account.sshKeys);
  const add = () => show(<SshKeyDialog />);
  return (
    <Connection>
      {keys.length === 0 ? (
        <div className="text-center py-3" data-testid="ssh-keys-empty">
          <p className="mb-3">
            <FormattedMessage id="access.sshEmpty" />
          </p>
          <Button variant="primary" onClick={add}>
            <PlusLg aria-hidden="true" className="me-1" />
            <FormattedMessage id="access.sshAdd" />
          </Button>
        </div>
      ) : (
        <>
          <Table hover responsive className="align-middle mb-3 ssh-keys-table" aria-label={intl.formatMessage({ id: 'access.sshTable' })}>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="access.column.name" />
                </th>
                <th scope="col">
                  <FormattedMessage id="access.column.fingerprint" />
                </th>
                <th scope="col" className="text-end">
                  <span className="visually-hidden">
                    <FormattedMessage id="access.column.actions" />
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.map((k) => (
                <tr key={k.id} data-testid="ssh-key-row" data-name={k.name}>
                  <td className="name-cell">
                    <span className="d-block text-truncate fw-medium" title={k.name}>
                      {k.name}
                    </span>
                  </td>
                  <td className="fingerprint-cell name-cell">
                    <span className="d-block text-truncate font-monospace small" title={k.fingerprint}>
                      {k.fingerprint}
                    </span>
                  </td>
                  <td className="text-end actions-cell">
                    <Button
                      variant="outline-danger"
                      size="sm"
                      className="icon-button"
                      aria-label={intl.formatMessage({ id: 'access.sshRemove' }, { name: k.name })}
                      title={intl.formatMessage({ id: 'access.sshRemove' }, { name: k.name })}
                      onClick={() => show(<DeleteSshKeyDialog sshKey={k} />)}
                    >
                      <Trash aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Button variant="primary" onClick={add}>
            <PlusLg aria-hidden="true" className="me-1" />
            <FormattedMessage id="access.sshAdd" />
          </Button>
        </>
      )}
    </Connection>
  );
}

/** SSH: an upgrade prompt without SSH in the plan, a pay prompt before payment, else the keys. */
function SshTab() {
  const ssh = useAppSelector((state) => state.account.package?.sshAvailable ?? false);
  const paid = useAppSelector((state) => state.account.user?.paid ?? false);
  const upsell = useAppSelector((state) => state.account.upsell);
  if (!ssh) return <Upsell text="ssh.error.plan" button="access.upgrade" href={upsell?.upgrade} testId="ssh-upgrade" />;
  if (!paid) return <Upsell text="ssh.error.unpaid" button="access.pay" href={upsell?.pay} testId="ssh-pay" />;
  return <SshKeys />;
}

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
