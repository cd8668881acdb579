import Table from 'react-bootstrap/Table';
import { FormattedMessage, useIntl } from 'react-intl';
import { CopyButton } from '../../components/copy-button';
import { useAppSelector } from '../../store/hooks';
import { mailServers } from './mail';

/**
 * What a mail program needs: the login (when given), then the IMAP and SMTP servers with port and
 * security. The labels keep one line beside their values where there is room; on a phone each sits
 * above its value (tables.css), so a server's name keeps its line with its copy button.
 */
export function MailSettings({ login }: { login?: string }) {
  const intl = useIntl();
  const connector = useAppSelector((state) => state.session.plan?.connector);
  const servers = mailServers(connector);
  return (
    <Table size="sm" className="mb-0 mail-settings" data-testid="mail-settings" aria-label={intl.formatMessage({ id: 'emails.config.tableLabel' })}>
      <tbody>
        {login !== undefined && (
          <tr>
            <th scope="row">
              <FormattedMessage id="emails.config.login" />
            </th>
            <td className="text-break">
              {login} <CopyButton value={login} />
            </td>
          </tr>
        )}
        {servers.map((server) => (
          <tr key={server.protocol} data-testid={`mail-${server.protocol}`}>
            <th scope="row">
              <FormattedMessage id={server.protocol === 'imap' ? 'emails.config.imap' : 'emails.config.smtp'} />
            </th>
            <td className="text-break">
              <span className="font-monospace">{server.host}</span> <CopyButton value={server.host} />
              <div className="small text-body-secondary">
                <FormattedMessage
                  id="emails.config.port"
                  values={{ port: server.port, security: <FormattedMessage id={server.security === 'ssl' ? 'emails.config.ssl' : 'emails.config.starttls'} /> }}
                />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
