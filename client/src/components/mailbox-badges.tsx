import type { ReactNode } from 'react';
import { ArrowReturnRight, Reply, ShieldCheck, ShieldSlash } from 'react-bootstrap-icons';
import { useIntl } from 'react-intl';
import type { Autoresponder, Forwarding } from '../api/mailbox-extras';
import type { OwnSpam } from '../api/spam-filter';
import { formatDay } from '../lib/format-date';
import { spamActionWords, spamSummary } from '../lib/spam-words';
import { useDialogs } from './dialog-context';

/** One mark: its icon and words (cut to the room there is), the mailbox named to screen readers; a click opens its dialog. */
function Badge({
  testId,
  title,
  onClick,
  icon,
  text,
  address,
}: {
  testId: string;
  title: string;
  onClick: () => void;
  icon: ReactNode;
  text: string;
  address: string;
}) {
  return (
    <button type="button" className="domain-badge mailbox-badge" data-testid={testId} title={title} onClick={onClick}>
      {icon}
      <span className="text-truncate">{text}</span>
      <span className="visually-hidden">{` (${address})`}</span>
    </button>
  );
}

/**
 * A mailbox's marks on the E-mail screen while its automatic reply is on ("Auto-reply on until
 * 12 Dec") or it forwards ("Forwards to a@x.com (+1)") — the `autoresponder` and
 * `mailboxForwarding` extensions — and while its own spam filter differs from its domain's default
 * ("Spam filter: high", or "Spam: moved to the spam folder" at the same level; `spamFilter`); each
 * opens its dialog. Nothing without them.
 */
export function MailboxBadges({ address, reply, forwarding, spam }: { address: string; reply?: Autoresponder; forwarding?: Forwarding; spam?: OwnSpam }) {
  const intl = useIntl();
  const { open } = useDialogs();
  if (!reply && !forwarding && !spam) return null;
  const replyText =
    reply &&
    (reply.state === 'scheduled'
      ? reply.end
        ? intl.formatMessage({ id: 'mailbox.badge.replyFromUntil' }, { start: formatDay(intl, reply.start), end: formatDay(intl, reply.end) })
        : intl.formatMessage({ id: 'mailbox.badge.replyFrom' }, { start: formatDay(intl, reply.start) })
      : reply.end
        ? intl.formatMessage({ id: 'mailbox.badge.replyUntil' }, { end: formatDay(intl, reply.end) })
        : intl.formatMessage({ id: 'mailbox.badge.replyOn' }));
  const forwardText =
    forwarding &&
    intl.formatMessage({ id: 'mailbox.badge.forwards' }, { address: forwarding.destinations[0] ?? '', more: Math.max(0, forwarding.destinations.length - 1) });
  const spamText =
    spam &&
    (spam.own.level !== spam.domain.level
      ? intl.formatMessage({ id: 'spam.badge.level' }, { level: spam.own.level })
      : intl.formatMessage({ id: 'spam.badge.action' }, { action: spamActionWords(intl, spam.own) }));
  const SpamIcon = spam?.own.level === 'off' ? ShieldSlash : ShieldCheck;
  return (
    <div className="d-flex flex-wrap gap-1 mt-1">
      {replyText && (
        <Badge
          testId="autoreply-badge"
          title={intl.formatMessage({ id: 'mailbox.badge.replyTitle' })}
          onClick={() => open('autoreply', { address })}
          icon={<Reply aria-hidden="true" />}
          text={replyText}
          address={address}
        />
      )}
      {forwardText && (
        <Badge
          testId="forwarding-badge"
          title={forwarding.destinations.join(', ')}
          onClick={() => open('forwarding', { address })}
          icon={<ArrowReturnRight aria-hidden="true" />}
          text={forwardText}
          address={address}
        />
      )}
      {spamText && (
        <Badge
          testId="spam-badge"
          title={intl.formatMessage({ id: 'spam.badge.title' }, { own: spamSummary(intl, spam.own), domain: spamSummary(intl, spam.domain) })}
          onClick={() => open('spamFilter', { address })}
          icon={<SpamIcon aria-hidden="true" />}
          text={spamText}
          address={address}
        />
      )}
    </div>
  );
}
