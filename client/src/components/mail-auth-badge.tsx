import { EnvelopeExclamation } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useMailAuthNeeds, type MailAuthDomain } from '../api/mail-auth';
import { useDialogs } from './dialog-context';

const PARTS = [
  ['spf', 'SPF'],
  ['dkim', 'DKIM'],
  ['dmarc', 'DMARC'],
] as const;

/** What needs fixing in words: "DKIM and DMARC", "SPF" (the records missing or with a problem). */
export function brokenParts(intl: IntlShape, status: MailAuthDomain): string {
  return intl.formatList(
    PARTS.filter(([part]) => status[part] !== undefined && status[part].state !== 'valid').map(([, name]) => name),
    { type: 'conjunction' },
  );
}

/**
 * A domain's mark, beside its certificate's on the Domains screen and on the E-mail screen, when its
 * SPF, DKIM or DMARC is missing or wrong (the mailAuth extension): it names which, and opens the
 * mail authentication dialog with its one-step fix.
 */
export function MailAuthBadge({ status, named = false }: { status: MailAuthDomain; named?: boolean }) {
  const intl = useIntl();
  const { open } = useDialogs();
  const parts = brokenParts(intl, status);
  return (
    <button
      type="button"
      className="domain-badge domain-badge-warn mail-auth-badge"
      data-testid="mail-auth-badge"
      data-domain={status.domain}
      title={intl.formatMessage({ id: 'mail-auth.badgeTitle' })}
      aria-label={intl.formatMessage({ id: 'mail-auth.badgeLabel' }, { domain: status.domain, parts })}
      onClick={() => open('mailAuth', { domain: status.domain })}
    >
      <EnvelopeExclamation aria-hidden="true" />
      {named ? intl.formatMessage({ id: 'mail-auth.badgeNamed' }, { domain: status.domain, parts }) : intl.formatMessage({ id: 'mail-auth.badge' }, { parts })}
    </button>
  );
}

/** Badges named on the strip before "N more domains". */
const NAMED = 5;

/**
 * The E-mail screen's line of the domains whose SPF, DKIM or DMARC needs fixing, each a badge that
 * opens its dialog (more than five: "N more domains" opens the dialog on the first). Nothing while
 * the mailAuth extension is off, loading, or every domain is fine.
 */
export function MailAuthStrip() {
  const needs = useMailAuthNeeds();
  const { open } = useDialogs();
  if (needs.size === 0) return null;
  const domains = [...needs.values()];
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3 small" data-testid="mail-auth-strip">
      <span>
        <FormattedMessage id="mail-auth.strip" />
      </span>
      {domains.slice(0, NAMED).map((status) => (
        <MailAuthBadge key={status.domain} status={status} named />
      ))}
      {domains.length > NAMED && (
        <button type="button" className="btn btn-link btn-sm p-0" onClick={() => open('mailAuth')}>
          <FormattedMessage id="mail-auth.more" values={{ count: domains.length - NAMED }} />
        </button>
      )}
    </div>
  );
}
