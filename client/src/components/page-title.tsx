import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/** The screen's h1; also names the browser tab. */
export function PageTitle({ id, children }: { id: MessageId; children?: ReactNode }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id });
  useEffect(() => {
    document.title = `${title} – ${intl.formatMessage({ id: 'app.name' })}`;
  }, [title, intl]);
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <h1 className="h3 mb-0 me-auto">{title}</h1>
      {children}
    </div>
  );
}
