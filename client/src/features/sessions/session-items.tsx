import type { Schemas } from '@panel/contract';
import Badge from 'react-bootstrap/Badge';
import { CheckCircle, ExclamationTriangleFill } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadingButton } from '../../components/loading-button';
import { MomentText } from '../../components/day-text';

/** One live session: browser and system, "This device" on the current one, where and when; Sign out on the others. */
export function SessionItem({ session, ending, onEnd }: { session: Schemas['LiveSession']; ending: boolean; onEnd: () => void }) {
  const intl = useIntl();
  const what = `${session.browser}, ${session.system}`;
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-2 px-0" data-testid="session-row">
      <div className="flex-grow-1 min-w-0">
        <div className="fw-semibold text-break">
          {what}
          {session.current && (
            <Badge bg="primary" className="ms-2" data-testid="session-current">
              <FormattedMessage id="sessions.thisDevice" />
            </Badge>
          )}
        </div>
        <div className="small text-body-secondary text-break">
          <FormattedMessage
            id="sessions.detail"
            values={{
              address: session.address,
              started: <MomentText key="started" at={session.started} />,
              lastSeen: <MomentText key="lastSeen" at={session.lastSeen} />,
            }}
          />
        </div>
      </div>
      {!session.current && (
        <LoadingButton
          variant="outline-danger"
          size="sm"
          loading={ending}
          onClick={onEnd}
          aria-label={intl.formatMessage({ id: 'sessions.endOne' }, { session: what })}
        >
          <FormattedMessage id="sessions.end" />
        </LoadingButton>
      )}
    </li>
  );
}

/** One sign-in or failed attempt: a failure is marked by its words and an icon, not by colour alone. */
export function SignInItem({ signIn }: { signIn: Schemas['SignIn'] }) {
  return (
    <li className="list-group-item d-flex align-items-start gap-2 px-0" data-testid="signin-row" data-ok={signIn.ok}>
      {signIn.ok ? (
        <CheckCircle aria-hidden="true" className="text-success flex-shrink-0 mt-1" />
      ) : (
        <ExclamationTriangleFill aria-hidden="true" className="text-danger flex-shrink-0 mt-1" />
      )}
      <div className="min-w-0">
        <div className="text-break">
          <MomentText at={signIn.at} />
          {' · '}
          {signIn.ok ? (
            <FormattedMessage id="sessions.signIns.ok" />
          ) : (
            <strong className="text-danger-emphasis">
              <FormattedMessage id="sessions.signIns.failed" />
            </strong>
          )}
        </div>
        <div className="small text-body-secondary text-break">
          {signIn.address} · {signIn.browser}, {signIn.system}
        </div>
      </div>
    </li>
  );
}
