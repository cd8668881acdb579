import type { ReactNode } from 'react';
import { CheckCircleFill, XCircleFill } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import type { CertificateInfo } from '@panel/contract';
import type { CertificateRefusalId } from '@panel/contract/rules';
import { DayText } from '../../components/day-text';
import { TermRow } from '../../components/data-labels';
import type { MessageId } from '../../i18n/messages';

function Check({ passed, label }: { passed: boolean; label: MessageId }) {
  return (
    <li className="d-flex align-items-center gap-2" data-testid="certificate-check" data-passed={passed}>
      {passed ? (
        <CheckCircleFill aria-hidden="true" className="text-success flex-shrink-0" />
      ) : (
        <XCircleFill aria-hidden="true" className="text-danger flex-shrink-0" />
      )}
      <span>
        <FormattedMessage id={label} />
        <span className="visually-hidden">
          {': '}
          <FormattedMessage id={passed ? 'certificateUpload.passed' : 'certificateUpload.failed'} />
        </span>
      </span>
    </li>
  );
}

/** A fact of the certificate: its name, then the value (long names break). */
function Row({ label, children }: { label: MessageId; children: ReactNode }) {
  return (
    <TermRow label={label} className="text-break">
      {children}
    </TermRow>
  );
}

/** A certificate check's reply as the dialog uses it: everything but the date is there (a missing date reads "unknown"). */
export type CertificateCheck = Partial<CertificateInfo> & Omit<CertificateInfo, 'expires'>;

/** What the check found: the certificate's names, issuer and expiry, the domains it goes to, and each check. */
export function CertificateResult({ info, targets, refusal }: { info: CertificateCheck; targets: string[]; refusal: CertificateRefusalId | null }) {
  const names = Object.entries(info.domains);
  return (
    <div data-testid="certificate-result">
      <dl className="row mb-2">
        <Row label="certificateUpload.subjects">{info.subjects.join(', ')}</Row>
        <Row label="certificateUpload.names">
          <ul className="list-unstyled mb-0">
            {names.map(([name, wildcard]) => (
              <li key={name}>
                {name}
                {wildcard && (
                  <span className="badge bg-body-tertiary text-body border ms-2">
                    <FormattedMessage id="certificateUpload.wildcard" />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </Row>
        <Row label="certificateUpload.issuer">{info.issuer}</Row>
        <Row label="certificateUpload.expires">
          <DayText value={info.expires} />
        </Row>
        <Row label="certificateUpload.targets">
          <span data-testid="certificate-targets">{targets.length > 0 ? targets.join(', ') : <FormattedMessage id="certificateUpload.noTargets" />}</span>
        </Row>
      </dl>
      <h3 className="h6">
        <FormattedMessage id="certificateUpload.checks" />
      </h3>
      <ul className="list-unstyled d-grid gap-1 mb-3">
        <Check passed={info.validKey} label="certificateUpload.checkKey" />
        <Check passed={!info.selfSigned} label="certificateUpload.checkIssuer" />
        <Check passed={!info.expired} label="certificateUpload.checkExpiry" />
        <Check passed={info.allSigned} label="certificateUpload.checkChain" />
        <Check passed={targets.length > 0} label="certificateUpload.checkDomain" />
      </ul>
      {refusal ? (
        <div className="alert alert-danger mb-0" role="alert" data-testid="certificate-refusal">
          <FormattedMessage id={refusal} />
        </div>
      ) : (
        <div className="alert alert-success mb-0" role="status">
          <FormattedMessage id="certificateUpload.valid" />
        </div>
      )}
    </div>
  );
}
