import { useId, useMemo, useRef, useState, type RefObject } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { CheckCircleFill, ChevronDown, ChevronUp, ExclamationCircleFill, ExclamationTriangleFill } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import { useMailAuthNeeds, useMailAuthPending } from '../../api/mail-auth';
import { selectDiskUsage, selectLists } from '../../api/queries';
import { useDialogs } from '../../components/dialog-context';
import { useGoTo } from '../../hooks/use-go-to';
import { useServerNow } from '../../hooks/use-server-now';
import type { MessageId } from '../../i18n/messages';
import { useAppSelector } from '../../store/hooks';
import { attentionItems, mailAuthPlace, severity, type Attention } from './attention';
import { DomainConfigDialog } from './domain-config-dialog';
import { useErrorLogGrowth } from './error-log-growth';
import { PhpVersionDialog } from './dialogs';

/** Items shown before "Show all". */
const SHOWN = 4;
const COLLAPSED_KEY = 'hosting-panel/attention-folded';

function readCollapsed() {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** An item's words: its message and the values it names. */
function words(item: Attention): { id: MessageId; values: Record<string, string | number> } {
  switch (item.kind) {
    case 'certificateExpired':
    case 'notPointed':
      return { id: `domains.attention.${item.kind}`, values: { domain: item.domain.domain } };
    case 'certificateExpiring':
      return { id: 'domains.attention.certificateExpiring', values: { domain: item.domain.domain, days: item.days } };
    case 'phpEndOfLife':
      return { id: 'domains.attention.phpEndOfLife', values: { domain: item.domain.domain, version: item.domain.phpVersion } };
    case 'mailboxFull':
      return { id: 'domains.attention.mailboxFull', values: { address: item.address, percent: item.percent } };
    case 'mailboxesFull':
      return { id: 'domains.attention.mailboxesFull', values: { count: item.count } };
    case 'diskFull':
      return { id: 'domains.attention.diskFull', values: { percent: item.percent } };
    case 'mailAuth':
      return item.count === 1
        ? { id: 'mail-auth.attention.one', values: { domain: item.domain, parts: item.parts } }
        : { id: 'mail-auth.attention.many', values: { count: item.count } };
    case 'errorLog':
      return item.count === 1
        ? { id: 'domains.attention.errorLog', values: { domain: item.domain, errors: item.errors } }
        : { id: 'domains.attention.errorLogs', values: { domain: item.domain, errors: item.errors, count: item.count } };
  }
}

/** Each item's one-step fix: the dialog or screen that puts it right. `home` takes the focus back when the fixed item has gone. */
function useFix(home: RefObject<HTMLButtonElement | null>) {
  const { show, open } = useDialogs();
  const goTo = useGoTo();
  // The dialog gives the focus back to the button that opened it; when the fix took that item away, to the panel's header.
  const onClosed = () => {
    if (document.activeElement === document.body) home.current?.focus();
  };
  return (item: Attention): { label: MessageId; run: () => void } => {
    switch (item.kind) {
      case 'certificateExpired':
      case 'certificateExpiring':
        return item.domain.sslType === 'letsencrypt'
          ? { label: 'domains.attention.fix.renew', run: () => open('generateCertificate', { domain: item.domain.domain, renew: true }) }
          : { label: 'domains.attention.fix.upload', run: () => goTo('ssl', 'ssl', item.domain.domain) };
      case 'notPointed':
        return { label: 'domains.attention.fix.nameServers', run: () => show(<DomainConfigDialog />, { onClosed }) };
      case 'phpEndOfLife':
        return { label: 'domains.attention.fix.php', run: () => show(<PhpVersionDialog domain={item.domain} />, { onClosed }) };
      case 'mailboxFull':
        return { label: 'domains.attention.fix.mailbox', run: () => goTo('emails', null, null, { table: 'emails', text: item.address }) };
      case 'mailboxesFull':
        return { label: 'domains.attention.fix.mailboxes', run: () => goTo('emails', 'accounts') };
      case 'diskFull':
        return { label: 'domains.attention.fix.disk', run: () => goTo('logs', 'stats') };
      case 'mailAuth':
        return { label: 'mail-auth.attention.fix', run: () => open('mailAuth', { domain: item.domain }) };
      case 'errorLog':
        return { label: 'domains.attention.fix.errorLog', run: () => open('logViewer', { domain: item.domain, type: 'error', level: 'error' }) };
    }
  };
}

const itemKey = (item: Attention) =>
  `${item.kind}:${'address' in item ? item.address : 'domain' in item && typeof item.domain !== 'string' ? item.domain.domain : ''}`;

/**
 * The mail authentication item's room while its status is on its way (not read out): the item drawn
 * with the words it most likely will say (the account's first domain, all three checks missing), as
 * bars, so the item that replaces it takes about the same lines at any width, and what is below it
 * stays where it is (a one-line room grew by 80 px on a phone when the item came: Lighthouse counted
 * a layout shift of 0.03, and of 0.08 with the room's own arrival).
 */
function ItemRoom({ domain }: { domain: string }) {
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-2 attention-room" aria-hidden="true" data-testid="attention-item-room">
      <span className="d-flex align-items-baseline gap-2 flex-grow-1">
        <ExclamationTriangleFill className="flex-shrink-0" />
        <span className="attention-text text-break">
          <span className="attention-room-bar">
            <FormattedMessage id="mail-auth.attention.one" values={{ domain, parts: 'SPF, DKIM, DMARC' }} />
          </span>
        </span>
      </span>
      <span className="btn btn-sm ms-auto attention-room-bar">
        <FormattedMessage id="mail-auth.attention.fix" />
      </span>
    </li>
  );
}

/**
 * "Needs attention": what needs the customer across the account, most urgent first, each with the
 * button that puts it right (`attention.ts` says what counts), computed from the lists the panel
 * already holds. Collapsible (remembered on this device); with nothing to do, one line says all is well.
 */
export function AttentionPanel() {
  const lists = useAppSelector(selectLists);
  const disk = useAppSelector(selectDiskUsage);
  const now = useServerNow();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const fix = useFix(toggleRef);
  const bodyId = useId();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [all, setAll] = useState(false);
  const diskPercent = disk.limit === null ? null : disk.percent;
  const mailAuthNeeds = useMailAuthNeeds();
  // The mail authentication status on its way (the screen does not wait for it): its item's room is kept.
  const mailAuthPending = useMailAuthPending();
  const domainNames = useMemo(() => lists.domains.map((d) => d.domain), [lists.domains]);
  const errorLogs = useErrorLogGrowth(domainNames);
  const items = useMemo(
    () => attentionItems({ domains: lists.domains, emailAccounts: lists.emailAccounts, diskPercent, now, mailAuth: [...mailAuthNeeds.values()], errorLogs }),
    [lists.domains, lists.emailAccounts, diskPercent, now, mailAuthNeeds, errorLogs],
  );

  if (items.length === 0) {
    return (
      <p className="attention-well d-flex align-items-center gap-2 mb-3" role="status" data-testid="attention-panel" data-state="well">
        <CheckCircleFill aria-hidden="true" className="text-success flex-shrink-0" />
        <FormattedMessage id="domains.attention.allWell" />
      </p>
    );
  }
  const toggle = () => {
    setCollapsed(!collapsed);
    try {
      localStorage.setItem(COLLAPSED_KEY, collapsed ? '0' : '1');
    } catch {
      // Not remembered: private mode.
    }
  };
  const room = mailAuthPending ? mailAuthPlace(items) : -1;
  const listed: (Attention | null)[] = room === -1 ? items : [...items.slice(0, room), null, ...items.slice(room)];
  const shown = all ? listed : listed.slice(0, SHOWN);
  return (
    <Card className="attention-panel mb-3" as="section" aria-labelledby={`${bodyId}-title`} data-testid="attention-panel" data-state="attention">
      <Card.Header className="p-0">
        <button
          ref={toggleRef}
          type="button"
          className="attention-toggle btn w-100 d-flex align-items-center gap-2 text-start"
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          onClick={toggle}
        >
          <ExclamationTriangleFill aria-hidden="true" className="text-warning-emphasis flex-shrink-0" />
          <h2 className="h6 mb-0" id={`${bodyId}-title`}>
            <FormattedMessage id="domains.attention.title" />
          </h2>
          <span className="badge rounded-pill text-bg-warning" data-testid="attention-count">
            <FormattedMessage id="domains.attention.count" values={{ count: items.length }} />
          </span>
          {collapsed ? <ChevronDown aria-hidden="true" className="ms-auto" /> : <ChevronUp aria-hidden="true" className="ms-auto" />}
        </button>
      </Card.Header>
      <div id={bodyId} hidden={collapsed}>
        <ul className="list-group list-group-flush">
          {shown.map((item) => {
            if (item === null) return <ItemRoom key="room" domain={domainNames[0] ?? ''} />;
            const { id, values } = words(item);
            const { label, run } = fix(item);
            const textId = `${bodyId}-${itemKey(item)}`.replace(/[^\w-]/g, '_');
            const danger = severity(item) === 'danger';
            return (
              <li key={itemKey(item)} className="list-group-item d-flex flex-wrap align-items-center gap-2" data-testid="attention-item" data-kind={item.kind}>
                <span className="d-flex align-items-baseline gap-2 flex-grow-1">
                  {danger ? (
                    <ExclamationCircleFill aria-hidden="true" className="text-danger flex-shrink-0" />
                  ) : (
                    <ExclamationTriangleFill aria-hidden="true" className="text-warning-emphasis flex-shrink-0" />
                  )}
                  <span className="attention-text text-break" id={textId}>
                    <FormattedMessage id={id} values={values} />
                  </span>
                </span>
                <Button variant={danger ? 'danger' : 'outline-primary'} size="sm" className="ms-auto" onClick={run} aria-describedby={textId}>
                  <FormattedMessage id={label} />
                </Button>
              </li>
            );
          })}
        </ul>
        {listed.length > SHOWN && (
          <Card.Footer className="py-1 bg-body">
            <Button variant="link" size="sm" className="px-0" onClick={() => setAll(!all)} aria-controls={bodyId}>
              <FormattedMessage id={all ? 'domains.attention.showFewer' : 'domains.attention.showAll'} values={{ count: items.length }} />
            </Button>
          </Card.Footer>
        )}
      </div>
    </Card>
  );
}
