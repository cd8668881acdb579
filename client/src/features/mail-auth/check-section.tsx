import { CheckCircleFill, ExclamationTriangleFill, XCircleFill } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import type { Schemas } from '@panel/contract';

type Part = 'spf' | 'dkim' | 'dmarc';
type Check = Schemas['MailAuthCheck'];

const STATE_LOOK = {
  valid: { icon: CheckCircleFill, className: 'text-success-emphasis' },
  problem: { icon: ExclamationTriangleFill, className: 'text-warning-emphasis' },
  missing: { icon: XCircleFill, className: 'text-danger-emphasis' },
} as const;

/** A record's full name as a DNS server shows it: `_dmarc.example.com`. */
export const fullName = (name: string, domain: string) => (name === '@' ? domain : `${name}.${domain}`);

/** One record as a line of a zone: its full name, TXT and its text (wrapped anywhere: a DKIM key is one long word). */
export function RecordLine({ name, value, domain }: { name: string; value: string; domain: string }) {
  return (
    <li className="font-monospace small text-break">
      {fullName(name, domain)} TXT &quot;{value}&quot;
    </li>
  );
}

/**
 * SPF, DKIM or DMARC of a domain: its name and state (an icon and a word, never colour alone), what
 * it is for, what is wrong in words, and the records read from the zone.
 */
export function CheckSection({ part, check, domain }: { part: Part; check: Check; domain: string }) {
  const look = STATE_LOOK[check.state];
  const Icon = look.icon;
  const titleId = `mail-auth-${part}-title`;
  return (
    <section className="border rounded p-2 mb-2" aria-labelledby={titleId} data-testid="mail-auth-check" data-part={part} data-state={check.state}>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <h3 className="h6 mb-0" id={titleId}>
          <FormattedMessage id={`mail-auth.part.${part}`} />
        </h3>
        <span className={`d-inline-flex align-items-center gap-1 fw-medium ${look.className}`} data-testid="mail-auth-state">
          <Icon aria-hidden="true" />
          <FormattedMessage id={`mail-auth.state.${check.state}`} />
        </span>
      </div>
      <p className="small text-body-secondary mb-1">
        <FormattedMessage id={`mail-auth.about.${part}`} />
      </p>
      {check.state === 'missing' && (
        <p className="small mb-1">
          <FormattedMessage id={`mail-auth.missing.${part}`} />
        </p>
      )}
      {check.problems.length > 0 && (
        <ul className="small mb-1" data-testid="mail-auth-problems">
          {check.problems.map((problem) => (
            <li key={problem}>
              <FormattedMessage id={`mail-auth.problem.${problem}`} />
            </li>
          ))}
        </ul>
      )}
      {check.records.length > 0 && (
        <details className="small mail-auth-records">
          <summary>
            <FormattedMessage id="mail-auth.records" values={{ count: check.records.length }} />
          </summary>
          <ul className="list-unstyled mb-0 mt-1">
            {check.records.map((r, i) => (
              <RecordLine key={i} name={r.name} value={r.value} domain={domain} />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
