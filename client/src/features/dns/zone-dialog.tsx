import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ArrowCounterclockwise, EnvelopeAt, PlusLg } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import { failureCode } from '../../api/errors';
import { useDnsZoneQuery } from '../../api/dns-zone';
import { CopyButton } from '../../components/copy-button';
import { DialogFrame, useCloseDialog } from '../../components/dialog-frame';
import { QueryPending } from '../../components/query-pending';
import { strong } from '../../components/rich-text';
import { useToast } from '../../hooks/use-toast';
import { useRemoveDnsRecordMutation } from './api';
import { RecordList } from './record-list';
import { recordLabel, type ZoneRecord } from './record-text';
import { recordUndo } from './undo';
import { usePresetView, useResetView } from './use-change-views';
import { InlineConfirm } from '../../components/inline-confirm';
import { useFormView } from './use-form-view';

type View = { kind: 'list' } | { kind: 'form'; editing: ZoneRecord | null; key: number } | { kind: 'preset' } | { kind: 'reset' };

/** The name servers to set for a domain whose DNS is elsewhere, each to copy. */
function NotServed({ domain, nameServers }: { domain: string; nameServers: string[] }) {
  return (
    <div className="alert alert-info" data-testid="dns-not-served">
      <p>
        <FormattedMessage id="dns.notServed" values={{ domain }} />
      </p>
      <ul className="list-unstyled mb-0">
        {nameServers.map((server, i) => (
          <li key={server}>
            <span className="visually-hidden">
              <FormattedMessage id="dns.nameServer" values={{ number: i + 1 }} />
            </span>
            <span className="font-monospace">{server}</span>
            <CopyButton value={server} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A domain's DNS zone (the `dnsZone` extension): the records, the host's SOA and NS read-only, each
 * other with Edit and Remove (asked first, in place; Undo in the toast); Add a record, a mail
 * provider's records and the reset to the host's defaults, each a view of the same dialog. A domain
 * whose DNS is elsewhere shows the name servers to set instead. Loading and error states.
 */
export function DnsZoneDialog({ domain }: { domain: string }) {
  const close = useCloseDialog();
  const toast = useToast();
  const zone = useDnsZoneQuery(domain, { refetchOnMountOrArgChange: true });
  const [view, setView] = useState<View>({ kind: 'list' });
  const [confirming, setConfirming] = useState<ZoneRecord | null>(null);
  const [remove, removing] = useRemoveDnsRecordMutation();
  const focusNext = useRef<string | null>(null);
  const records = zone.data?.records ?? [];
  const served = zone.data?.served !== false;

  const toList = (focus?: string) => {
    focusNext.current = focus ?? 'dns-add';
    setView({ kind: 'list' });
  };
  useEffect(() => {
    if (view.kind !== 'list' || !focusNext.current) return;
    const id = focusNext.current;
    focusNext.current = null;
    requestAnimationFrame(() => (document.getElementById(id) ?? document.getElementById('dns-add'))?.focus());
  }, [view, zone.data]);

  const reload = async () => (await zone.refetch()).data?.records ?? [];
  const form = useFormView(domain, records, view.kind === 'form' ? view : null, toList, reload);
  const preset = usePresetView(domain, view.kind === 'preset', toList);
  const reset = useResetView(domain, view.kind === 'reset', toList);

  const removeConfirmed = async (record: ZoneRecord) => {
    try {
      await remove({ domain, id: record.id }).unwrap();
      toast('dns.removed', { record: recordLabel(record) }, { undo: recordUndo.of({ domain, record }) });
    } catch (error) {
      if (failureCode(error) === 404) void zone.refetch();
      toast(failureCode(error) === 404 ? 'dns.gone' : 'dns.failed', undefined, { variant: 'error' });
    } finally {
      setConfirming(null);
      toList('dns-add');
    }
  };

  const openForm = (editing: ZoneRecord | null) => {
    setConfirming(null);
    setView({ kind: 'form', editing, key: Date.now() });
  };
  const busy = confirming !== null || removing.isLoading;
  const list = {
    body: (
      <>
        <p className="small text-body-secondary">
          <FormattedMessage id="dns.intro" values={{ domain }} />
        </p>
        <QueryPending query={zone} what="dns.loadFailed" testId="dns-error" rows={5} />
        {zone.data && !served && <NotServed domain={domain} nameServers={zone.data.nameServers ?? []} />}
        {zone.data && served && (
          <>
            <div className="d-flex flex-wrap gap-2 mb-3">
              <Button id="dns-add" variant="primary" onClick={() => openForm(null)} disabled={busy}>
                <PlusLg aria-hidden="true" className="me-1" />
                <FormattedMessage id="dns.add" />
              </Button>
              <Button id="dns-presets" variant="outline-secondary" onClick={() => setView({ kind: 'preset' })} disabled={busy}>
                <EnvelopeAt aria-hidden="true" className="me-1" />
                <FormattedMessage id="dns.presets" />
              </Button>
              <Button id="dns-reset" variant="outline-danger" onClick={() => setView({ kind: 'reset' })} disabled={busy}>
                <ArrowCounterclockwise aria-hidden="true" className="me-1" />
                <FormattedMessage id="dns.reset" />
              </Button>
            </div>
            {confirming && (
              <InlineConfirm
                id="dns-confirm"
                subject={confirming}
                question={<FormattedMessage id="dns.removeQuestion" values={{ record: recordLabel(confirming), strong }} />}
                action={<FormattedMessage id="dns.remove" />}
                busy={removing.isLoading}
                onCancel={() => {
                  setConfirming(null);
                  toList(`dns-remove-${confirming.id}`);
                }}
                onConfirm={() => void removeConfirmed(confirming)}
                confirmTestId="dns-remove-confirm"
              />
            )}
            {records.every((r) => r.readOnly) && (
              <p className="text-body-secondary" data-testid="dns-empty">
                <FormattedMessage id="dns.empty" />
              </p>
            )}
            <RecordList domain={domain} records={records} onEdit={openForm} onRemove={setConfirming} disabled={busy} />
          </>
        )}
      </>
    ),
    footer: (
      <Button variant="primary" onClick={close}>
        <FormattedMessage id="common.close" />
      </Button>
    ),
    submit: () => undefined,
  };
  const shown = view.kind === 'form' ? form : view.kind === 'preset' ? preset : view.kind === 'reset' ? reset : list;
  return (
    <DialogFrame
      id="dns-zone-dialog"
      size="xl"
      fullscreen="sm-down"
      initialFocus="button"
      title={<FormattedMessage id="dns.title" values={{ domain }} />}
      footer={shown.footer}
      onSubmit={shown.submit}
    >
      <div key={view.kind === 'form' ? view.key : view.kind}>{shown.body}</div>
    </DialogFrame>
  );
}
