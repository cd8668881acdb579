import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { FormattedMessage } from 'react-intl';
import { CopyableText } from '../../components/copyable-text';
import type { MessageId } from '../../i18n/messages';
import { useAppSelector } from '../../store/hooks';
import { selectLists } from '../../api/queries';

/** A label and a value with a copy button (host, user). */
function Detail({ label, value, testId }: { label: MessageId; value: string; testId: string }) {
  return (
    <div className="col-12 col-md-6">
      <div className="small text-body-secondary">
        <FormattedMessage id={label} />
      </div>
      <CopyableText value={value} className="fw-medium font-monospace" testId={testId} />
    </div>
  );
}

/** The card both tabs share: the host and user to connect with, then the tab's own part. */
export function Connection({ children }: { children: ReactNode }) {
  const host = useAppSelector((state) => state.session.plan?.connector?.ftpHost ?? '');
  const login = useAppSelector((state) => selectLists(state).ftp?.login ?? state.session.login ?? '');
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
