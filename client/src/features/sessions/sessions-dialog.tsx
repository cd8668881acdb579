import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import { failureCode } from '../../api/errors';
import { InfoDialog } from '../../components/info-dialog';
import { QueryPending } from '../../components/query-pending';
import { useToast } from '../../hooks/use-toast';
import { useAppDispatch } from '../../store/hooks';
import { sessionsLeft, useEndOtherSessionsMutation, useEndSessionMutation, useSessionsQuery, useSignInsQuery } from './api';
import { InlineConfirm } from '../../components/inline-confirm';
import { SessionItem, SignInItem } from './session-items';

/**
 * Where you are signed in: the account's live sessions (this one marked) with Sign out on each other
 * one and Sign out everywhere else (confirmed in place, naming how many end), then the last sign-ins
 * and failed attempts. Each list has its loading, empty and error (with Retry) state.
 */
export function SessionsDialog() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const sessions = useSessionsQuery();
  const signIns = useSignInsQuery();
  const [endSession] = useEndSessionMutation();
  const [endOthers, { isLoading: endingOthers }] = useEndOtherSessionsMutation();
  const [ending, setEnding] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const list = sessions.data && (sessions.data.sessions ?? []);
  const history = signIns.data && (signIns.data.signIns ?? []);
  const others = list?.filter((session) => !session.current).length ?? 0;

  const failed = (error: unknown) => {
    // Ended elsewhere meanwhile: the list is read again and the user told.
    if (failureCode(error) === 404) {
      void sessions.refetch();
      toast('sessions.goneMeanwhile', undefined, { variant: 'error' });
    } else toast('sessions.endFailed', undefined, { variant: 'error' });
  };
  const end = async (id: string) => {
    setEnding(id);
    try {
      dispatch(sessionsLeft(await endSession({ id }).unwrap()));
      toast('sessions.ended');
    } catch (error) {
      failed(error);
    } finally {
      setEnding(null);
    }
  };
  const endAll = async () => {
    try {
      const reply = await endOthers({}).unwrap();
      dispatch(sessionsLeft({ sessions: reply.sessions }));
      toast('sessions.endedOthers', { count: reply.ended ?? 0 });
    } catch (error) {
      failed(error);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <InfoDialog id="sessions-dialog" size="lg" title={<FormattedMessage id="sessions.title" />}>
      <section aria-labelledby="sessions-live-title" className="mb-4">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h3 id="sessions-live-title" className="h6 mb-0 me-auto">
            <FormattedMessage id="sessions.live" />
          </h3>
          {others > 0 && !confirming && (
            <Button variant="outline-danger" size="sm" onClick={() => setConfirming(true)} data-testid="sessions-end-others">
              <FormattedMessage id="sessions.endOthers" />
            </Button>
          )}
        </div>
        {confirming && (
          <InlineConfirm
            id="sessions-confirm"
            question={<FormattedMessage id="sessions.endOthersQuestion" values={{ count: others }} />}
            action={<FormattedMessage id="sessions.endOthersConfirm" values={{ count: others }} />}
            busy={endingOthers}
            onCancel={() => setConfirming(false)}
            onConfirm={() => void endAll()}
            confirmTestId="sessions-end-others-confirm"
          />
        )}
        <QueryPending query={sessions} what="sessions.loadFailed" testId="sessions-error" rows={2} />
        {list && (
          <ul className="list-group list-group-flush" data-testid="sessions-list">
            {list.map((session) => (
              <SessionItem key={session.id} session={session} ending={ending === session.id} onEnd={() => void end(session.id)} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="sessions-signins-title">
        <h3 id="sessions-signins-title" className="h6 mb-2">
          <FormattedMessage id="sessions.signIns" />
        </h3>
        <QueryPending query={signIns} what="sessions.signIns.loadFailed" testId="signins-error" rows={3} />
        {history?.length === 0 && (
          <p className="text-body-secondary mb-0" data-testid="signins-empty">
            <FormattedMessage id="sessions.signIns.empty" />
          </p>
        )}
        {!!history?.length && (
          <ul className="list-group list-group-flush" data-testid="signins-list">
            {history.map((signIn) => (
              <SignInItem key={`${signIn.at}-${signIn.address}-${signIn.ok}`} signIn={signIn} />
            ))}
          </ul>
        )}
      </section>
    </InfoDialog>
  );
}
