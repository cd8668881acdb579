import { useIntl } from 'react-intl';
import type { Domain } from '@panel/contract';
import { RowMenu } from '../../components/row-menu';
import { cachedMessage } from '../../lib/cached-message';
import type { DomainMenu } from './use-domain-menu';

/** The domain row's menu (see `RowMenu` for its keyboard behaviour). */
export function DomainActionsMenu({ domain, hasRootRedirect, menu }: { domain: Domain; hasRootRedirect: boolean; menu: DomainMenu }) {
  const intl = useIntl();
  return <RowMenu label={cachedMessage(intl, 'domains.actions', { domain: domain.domain })} items={() => menu(domain, hasRootRedirect)} />;
}
