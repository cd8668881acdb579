import { LockFill, ShieldFillX, Unlock } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import type { Domain } from '@panel/contract';

const look = {
  auto: { Icon: Unlock, className: 'text-body-secondary' },
  letsencrypt: { Icon: LockFill, className: 'text-primary' },
  custom: { Icon: LockFill, className: 'text-success' },
} as const;

/**
 * A domain's SSL state: grey open lock (none yet), blue lock (Let's Encrypt), green lock (uploaded);
 * an expired certificate of either kind a red shield with a cross.
 */
export function SslState({ type, expired = false }: { type: Domain['sslType']; expired?: boolean }) {
  const { Icon, className } = expired ? { Icon: ShieldFillX, className: 'text-danger' } : look[type];
  return (
    <span
      className={`d-inline-flex align-items-center gap-1 text-nowrap ${className}`}
      data-testid="ssl-state"
      data-ssl-type={type}
      data-expired={expired || undefined}
    >
      <Icon aria-hidden="true" />
      <span className="text-body">
        <FormattedMessage id={`ssl.state.${type}`} />
      </span>
    </span>
  );
}
