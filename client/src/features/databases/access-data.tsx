import { useState, type ReactNode } from 'react';
import { Eye, EyeSlash } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DatabaseType } from '@panel/contract';
import { CopyButton } from '../../components/copy-button';
import { TermRow } from '../../components/data-labels';
import type { MessageId } from '../../i18n/messages';
import { useAppSelector } from '../../store/hooks';
import { databaseHost } from './database-types';
import { selectLists } from '../../api/queries';

function Row({ label, value, children }: { label: MessageId; value: string; children?: ReactNode }) {
  return (
    <TermRow label={label} muted className="d-flex align-items-center min-w-0">
      {children ?? (
        <span className="font-monospace text-truncate" title={value}>
          {value}
        </span>
      )}
      <CopyButton value={value} className="flex-shrink-0" />
    </TermRow>
  );
}

/**
 * How to connect to the databases of a type: host, user and password, each copyable (the password
 * hidden until shown). With `database`, the database's name too.
 */
export function AccessData({ type, database }: { type: DatabaseType; database?: string }) {
  const intl = useIntl();
  const connector = useAppSelector((state) => state.session.plan?.connector ?? null);
  const login = useAppSelector((state) => state.session.login) ?? '';
  const user = useAppSelector((state) => selectLists(state).databaseUsers.find((u) => u.type === type));
  const [visible, setVisible] = useState(false);
  return (
    <dl className="row mb-0 access-data" data-testid="database-access-data">
      {database !== undefined && <Row label="databaseAccess.database" value={database} />}
      <Row label="databaseAccess.host" value={databaseHost(connector, type)} />
      <Row label="databaseAccess.user" value={user?.login ?? login} />
      {user ? (
        <Row label="databaseAccess.password" value={user.password}>
          <span className="font-monospace text-truncate" data-testid="database-password">
            {visible ? user.password : '••••••••••'}
          </span>
          <button
            type="button"
            className="btn btn-link btn-sm p-0 ms-2 flex-shrink-0 icon-button"
            aria-pressed={visible}
            aria-label={intl.formatMessage({ id: visible ? 'databaseAccess.hidePassword' : 'databaseAccess.showPassword' })}
            title={intl.formatMessage({ id: visible ? 'databaseAccess.hidePassword' : 'databaseAccess.showPassword' })}
            onClick={() => setVisible(!visible)}
          >
            {visible ? <EyeSlash aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </button>
        </Row>
      ) : (
        <TermRow label="databaseAccess.password" muted className="text-body-secondary">
          <FormattedMessage id="databaseAccess.noUser" />
        </TermRow>
      )}
    </dl>
  );
}
