import { SetupInfoDialog } from '../../components/dont-show-again';
import { NameServers } from './name-servers';

export const DOMAIN_INFO_DIALOG_ID = 'domain-info-dialog';

/**
 * Follows a successful add (unless the user asked not to see it): how to point the new domain at
 * our name servers. "Don't show this information in the future" is saved when the dialog closes.
 */
export function DomainInfoDialog({ domain }: { domain: string }) {
  return (
    <SetupInfoDialog id={DOMAIN_INFO_DIALOG_ID} setting="hideDomainConfig" texts="domainInfo" values={{ domain }} introClassName="text-break">
      <NameServers />
    </SetupInfoDialog>
  );
}
