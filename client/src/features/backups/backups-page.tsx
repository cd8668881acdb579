import { useEffect } from 'react';
import { ClockHistory, PlusLg } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Schemas } from '@panel/contract';
import { failureCode } from '../../api/errors';
import { CapabilityScreen } from '../../components/capability-screen';
import { EmptyState } from '../../components/empty-state';
import { LoadingButton } from '../../components/loading-button';
import { PageTitle } from '../../components/page-title';
import { RefreshFailed } from '../../components/refresh-failed';
import { SkeletonRows } from '../../components/skeleton-rows';
import { ButtonBar } from '../../components/toolbar-button';
import { useToast } from '../../hooks/use-toast';
import { useAppDispatch } from '../../store/hooks';
import { backupsReplied, useBackupsQuery, useCreateBackupMutation } from './api';
import { BackupItem } from './backup-item';

type Backup = Schemas['Backup'];

/** The Backups screen, only where the backend offers the extension (its address goes home otherwise). */
export function BackupsPage() {
  return (
    <CapabilityScreen capability="backups">
      <Backups />
    </CapabilityScreen>
  );
}

/**
 * The account's backups (the `backups` extension): the host's daily ones and those made here, newest
 * first, each with its date, kind and size, and Browse files (restore a file or folder), Databases
 * (restore one) and Download; Make a backup now, with its progress while it is made. Loading, empty
 * and error (with Retry) states.
 */
function Backups() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [create, { isLoading: creating }] = useCreateBackupMutation();
  const list = useBackupsQuery(undefined, { refetchOnMountOrArgChange: true });
  const backups: Backup[] = list.data?.backups ?? [];
  const inProgress = backups.find((b) => b.state === 'making');
  const ready = backups.filter((b) => b.state === 'ready');

  // While a backup is made the list is read every second.
  const { refetch } = list;
  useEffect(() => {
    if (!inProgress) return;
    const timer = setInterval(() => void refetch(), 1000);
    return () => clearInterval(timer);
  }, [inProgress, refetch]);

  const makeNow = async () => {
    try {
      dispatch(backupsReplied(await create({}).unwrap()));
      toast('backups.madeNow');
    } catch (error) {
      const code = failureCode(error);
      toast(code === 409 ? 'backups.alreadyMaking' : code === 406 ? 'backups.noSpace' : 'backups.failed', undefined, { variant: 'error' });
      if (code === 409) void refetch();
    }
  };

  const makeButton = (
    <LoadingButton
      variant="primary"
      size="sm"
      loading={creating}
      disabled={inProgress !== undefined}
      onClick={() => void makeNow()}
      data-primary-create
      data-testid="backups-make"
    >
      <PlusLg aria-hidden="true" className="me-1" />
      <FormattedMessage id="backups.make" />
    </LoadingButton>
  );

  return (
    <>
      <PageTitle id="backups.title" />
      <ButtonBar>{makeButton}</ButtonBar>
      <p className="text-body-secondary small">
        <FormattedMessage id="backups.intro" />
      </p>
      {inProgress && <MakingProgress progress={inProgress.progress} />}
      <RefreshFailed failure={list.error} what="backups.loadFailed" onRetry={() => void refetch()} retrying={list.isFetching} testId="backups-error" />
      {!list.data && !list.error && <SkeletonRows rows={3} />}
      {list.data && ready.length === 0 && !inProgress && (
        <EmptyState testId="backups-none" icon={ClockHistory} text="backups.none" action={{ label: 'backups.make', onClick: () => void makeNow() }} />
      )}
      {ready.length > 0 && (
        <ul className="list-group mb-3" aria-label={intl.formatMessage({ id: 'backups.listLabel' })} data-testid="backups-list">
          {ready.map((backup) => (
            <BackupItem key={backup.id} backup={backup} />
          ))}
        </ul>
      )}
    </>
  );
}

/** The backup being made: a bar with its progress, read out as it moves. */
function MakingProgress({ progress }: { progress: number }) {
  const value = Number.isFinite(progress) ? Math.min(100, Math.max(0, Math.round(progress))) : 0;
  return (
    <div className="mb-3" data-testid="backups-making">
      <p className="mb-1 small" role="status" id="backups-making-label">
        <FormattedMessage id="backups.making" values={{ progress: value }} />
      </p>
      <div className="progress" role="progressbar" aria-valuenow={value} aria-valuemin={0} aria-valuemax={100} aria-labelledby="backups-making-label">
        <div className="progress-bar progress-bar-striped progress-bar-animated" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
