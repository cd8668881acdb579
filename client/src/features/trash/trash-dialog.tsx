import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Trash3 } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import type { Schemas } from '@panel/contract';
import { failureCode } from '../../api/errors';
import { panelQueries } from '../../api/queries';
import { InfoDialog } from '../../components/info-dialog';
import { QueryPending } from '../../components/query-pending';
import { strong } from '../../components/rich-text';
import { useToast } from '../../hooks/use-toast';
import { useAppDispatch } from '../../store/hooks';
import { trashLeft, useDeleteTrashedMutation, useEmptyTrashMutation, useRestoreTrashedMutation, useTrashQuery } from './api';
import { InlineConfirm } from '../../components/inline-confirm';
import { TrashItem } from './trash-item';

type Entry = Schemas['TrashEntry'];
/** What waits for the user's yes: deleting one entry for good, or emptying the whole trash. */
type Confirming = { kind: 'one'; entry: Entry } | { kind: 'empty' } | null;

/**
 * The file trash (the `fileTrash` extension): what was deleted in the last 30 days, newest first,
 * each with Restore (to its place, or beside it when the name is taken: the toast says where) and
 * Delete for good; Empty trash. Deleting for good and emptying ask first, in place. Loading, empty
 * and error (with Retry) states; an entry gone meanwhile (restored elsewhere, expired) is said so
 * and the list read again.
 */
export function TrashDialog() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const trash = useTrashQuery();
  const [restore] = useRestoreTrashedMutation();
  const [remove] = useDeleteTrashedMutation();
  const [empty, { isLoading: emptying }] = useEmptyTrashMutation();
  const [busy, setBusy] = useState<{ id: string; action: 'restore' | 'delete' } | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);

  const entries = trash.data && (trash.data.entries ?? []);
  // The row that had the focus goes with its entry: the focus moves to the next row's Restore, or Close.
  const body = useRef<HTMLDivElement>(null);
  const refocus = () =>
    requestAnimationFrame(() => {
      const box = body.current?.closest('.modal-content');
      (box?.querySelector<HTMLElement>('[data-testid="trash-restore"]') ?? box?.querySelector<HTMLElement>('.modal-footer .btn-primary'))?.focus();
    });

  // What is deleted for good frees space: the lists are read again, so the disk meter shows it.
  const freed = () => void dispatch(panelQueries.endpoints.lists.initiate(undefined, { forceRefetch: true, subscribe: false }));
  const failed = (error: unknown) => {
    if (failureCode(error) === 404) {
      void trash.refetch();
      toast('trash.goneMeanwhile', undefined, { variant: 'error' });
    } else toast('trash.failed', undefined, { variant: 'error' });
  };
  const act = async (entry: Entry, action: 'restore' | 'delete') => {
    setBusy({ id: entry.id, action });
    try {
      if (action === 'restore') {
        const reply = await restore({ id: entry.id }).unwrap();
        dispatch(trashLeft({ entries: reply.entries ?? [] }));
        // The folder it went back to is read again, so the file browser shows it there.
        const path = reply.path ?? entry.path;
        const directory = path.slice(0, path.lastIndexOf('/')) || '/';
        void dispatch(panelQueries.endpoints.fileList.initiate({ directory }, { forceRefetch: true, subscribe: false }));
        toast('trash.restored', { path });
      } else {
        dispatch(trashLeft(await remove({ id: entry.id }).unwrap()));
        freed();
        toast('trash.deleted');
      }
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
      refocus();
    }
  };
  const confirmed = async () => {
    if (confirming?.kind === 'one') {
      setConfirming(null);
      await act(confirming.entry, 'delete');
      return;
    }
    try {
      const reply = await empty({}).unwrap();
      dispatch(trashLeft({ entries: [] }));
      freed();
      toast('trash.emptied', { count: reply.deleted ?? 0 });
    } catch (error) {
      failed(error);
    } finally {
      setConfirming(null);
      refocus();
    }
  };

  return (
    <InfoDialog
      id="trash-dialog"
      size="lg"
      title={<FormattedMessage id="trash.title" />}
      actions={
        <>
          {!!entries?.length && (
            <Button
              variant="outline-danger"
              className="me-auto"
              onClick={() => setConfirming({ kind: 'empty' })}
              disabled={confirming !== null}
              data-testid="trash-empty"
            >
              <FormattedMessage id="trash.emptyAll" />
            </Button>
          )}
        </>
      }
    >
      <p className="small text-body-secondary" ref={body}>
        <FormattedMessage id="trash.intro" />
      </p>
      {confirming && (
        <InlineConfirm
          id="trash-confirm"
          subject={confirming}
          question={
            confirming.kind === 'empty' ? (
              <FormattedMessage id="trash.emptyQuestion" values={{ count: entries?.length ?? 0 }} />
            ) : (
              <FormattedMessage id="trash.deleteQuestion" values={{ name: confirming.entry.name, strong }} />
            )
          }
          action={<FormattedMessage id={confirming.kind === 'empty' ? 'trash.emptyAll' : 'trash.deleteForGood'} />}
          busy={emptying}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void confirmed()}
          confirmTestId="trash-confirm"
        />
      )}
      <QueryPending query={trash} what="trash.loadFailed" testId="trash-error" rows={3} />
      {entries?.length === 0 && (
        <div className="text-body-secondary text-center mt-4 mb-4" data-testid="trash-none">
          <Trash3 aria-hidden="true" className="fs-2 mb-2" />
          <p className="mb-0">
            <FormattedMessage id="trash.empty" />
          </p>
        </div>
      )}
      {!!entries?.length && (
        <ul className="list-group list-group-flush" data-testid="trash-list">
          {entries.map((entry) => (
            <TrashItem
              key={entry.id}
              entry={entry}
              busy={busy?.id === entry.id ? busy.action : null}
              onRestore={() => void act(entry, 'restore')}
              onDelete={() => setConfirming({ kind: 'one', entry })}
            />
          ))}
        </ul>
      )}
    </InfoDialog>
  );
}
