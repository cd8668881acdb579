import Button from 'react-bootstrap/Button';
import { Key } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import { useDialogs } from '../../components/dialog-context';
import { Connection } from './connection';
import { FtpPasswordDialog } from './ftp-password-dialog';

/** FTP: where to connect, and the password's change. */
export function FtpTab() {
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
