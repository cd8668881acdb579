import { useState } from 'react';
import { CheckCircleFill } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Reply } from '../../api/client';
import { mailAuthFixed, needsMailAuth, useMailAuthStatusQuery, type MailAuthDomain } from '../../api/mail-auth';
import { InfoDialog } from '../../components/info-dialog';
import { FailureBanner } from '../../components/failure-banner';
import { LoadingButton } from '../../components/loading-button';
import { QueryPending } from '../../components/query-pending';
import { SelectField } from '../../components/select-field';
import { useToast } from '../../hooks/use-toast';
import type { MessageId } from '../../i18n/messages';
import { useAppDispatch } from '../../store/hooks';
import { useMailAuthFixMutation } from './api';
import { CheckSection, RecordLine } from './check-section';

const PARTS = ['spf', 'dkim', 'dmarc'] as const;

type FixedRecords = NonNullable<Reply<'/mail-auth/fix'>['written']>;

/** Zone lines under their heading (what was written, what was removed). */
function Records({ title, records, domain, className }: { title: MessageId; records: FixedRecords; domain: string; className: string }) {
  return (
    <>
      <p className="mb-1 fw-medium">
        <FormattedMessage id={title} />
      </p>
      <ul className={`list-unstyled ${className}`}>
        {records.map((r, i) => (
          <RecordLine key={i} name={r.name} value={r.value} domain={domain} />
        ))}
      </ul>
    </>
  );
}

/** What a fix wrote and what it replaced, listed as zone lines. */
function FixResult({ reply, domain }: { reply: Reply<'/mail-auth/fix'>; domain: string }) {
  const written = reply.written ?? [];
  const removed = reply.removed ?? [];
  if (written.length === 0) {
    return (
      <p className="alert alert-success py-2" role="status" data-testid="mail-auth-result">
        <FormattedMessage id="mail-auth.nothingWritten" />
      </p>
    );
  }
  return (
    <div className="alert alert-success py-2" role="status" data-testid="mail-auth-result">
      <Records title="mail-auth.written" records={written} domain={domain} className="mb-1" />
      {removed.length > 0 && <Records title="mail-auth.removed" records={removed} domain={domain} className="mb-0" />}
    </div>
  );
}

/** One domain's three checks, or why it cannot be checked, with the fix. */
function DomainChecks({ status, nameServers, onFixed }: { status: MailAuthDomain; nameServers: readonly string[]; onFixed: (domain: MailAuthDomain) => void }) {
  const intl = useIntl();
  const toast = useToast();
  const [fix, fixing] = useMailAuthFixMutation();
  const [result, setResult] = useState<Reply<'/mail-auth/fix'> | null>(null);
  const domain = status.domain;
  if (!status.served) {
    return (
      <p className="alert alert-info" data-testid="mail-auth-not-served">
        <FormattedMessage id="mail-auth.notServed" values={{ domain, nameServers: intl.formatList(nameServers, { type: 'conjunction' }) }} />
      </p>
    );
  }
  const run = async () => {
    setResult(null);
    try {
      const reply = await fix({ domain, parts: [...PARTS] }).unwrap();
      if (reply.domain) onFixed(reply.domain);
      setResult(reply);
      toast('mail-auth.fixed', { domain });
    } catch {
      // The banner below says what failed (fixing.error).
    }
  };
  const broken = needsMailAuth(status);
  return (
    <>
      <p className="small">
        <FormattedMessage id="mail-auth.intro" values={{ domain }} />
      </p>
      {PARTS.map((part) => {
        const check = status[part];
        return check && <CheckSection key={part} part={part} check={check} domain={domain} />;
      })}
      {result && <FixResult reply={result} domain={domain} />}
      <FailureBanner failure={fixing.error} testId="mail-auth-fix-error">
        <FormattedMessage id="mail-auth.fixFailed" />{' '}
        {fixing.error && typeof fixing.error === 'object' && 'message' in fixing.error ? String(fixing.error.message) : null}
      </FailureBanner>
      {broken ? (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <LoadingButton variant="primary" loading={fixing.isLoading} onClick={() => void run()} data-testid="mail-auth-fix">
            <FormattedMessage id="mail-auth.fix" />
          </LoadingButton>
          <span className="small text-body-secondary">
            <FormattedMessage id="mail-auth.fixHint" values={{ domain }} />
          </span>
        </div>
      ) : (
        !result && (
          <p className="d-flex align-items-center gap-2 mb-0" data-testid="mail-auth-all-valid">
            <CheckCircleFill aria-hidden="true" className="text-success flex-shrink-0" />
            <FormattedMessage id="mail-auth.allValid" values={{ domain }} />
          </p>
        )
      )}
    </>
  );
}

/**
 * Mail authentication (the mailAuth extension): a domain's SPF, DKIM and DMARC as read from its
 * zone, each valid, with a problem (in words) or missing, and Fix in one step, which lists what it
 * wrote. Opened on a domain (a badge, Needs attention) or on the first that needs it (the palette),
 * with the account's domains to choose from.
 */
export function MailAuthDialog({ domain }: { domain?: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const status = useMailAuthStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const domains = status.data?.domains ?? [];
  const [chosen, setChosen] = useState(domain);
  const shown = domains.find((d) => d.domain === chosen) ?? domains.find(needsMailAuth) ?? domains[0];
  return (
    <InfoDialog id="mail-auth-dialog" size="lg" title={<FormattedMessage id="mail-auth.title" />} closeVariant="secondary">
      <QueryPending query={status} what="mail-auth.loadFailed" testId="mail-auth-error" rows={4} />
      {status.data && domains.length === 0 && (
        <p className="text-body-secondary mb-0">
          <FormattedMessage id="mail-auth.noDomains" />
        </p>
      )}
      {shown && (
        <>
          {domains.length > 1 && (
            <SelectField
              id="mail-auth-domain"
              label={intl.formatMessage({ id: 'mail-auth.domain' })}
              value={shown.domain}
              onChange={setChosen}
              options={domains.map((d) => d.domain)}
            />
          )}
          <DomainChecks
            key={shown.domain}
            status={shown}
            nameServers={status.data?.nameServers ?? []}
            onFixed={(fixed) => status.data && dispatch(mailAuthFixed(status.data, fixed))}
          />
        </>
      )}
    </InfoDialog>
  );
}
