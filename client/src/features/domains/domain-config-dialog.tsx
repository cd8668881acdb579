import { InfoDialog } from '../../components/info-dialog';
import { ZoneRecords } from '../../components/zone-records';
import { NameServers } from './name-servers';

export const DOMAIN_CONFIG_DIALOG_ID = 'domain-config-dialog';

/** "Domain configuration": the DNS name servers to set at the registrar; with the zone editor, a domain's records. */
export function DomainConfigDialog() {
  return (
    <InfoDialog id={DOMAIN_CONFIG_DIALOG_ID} texts="domainConfig">
      <NameServers />
      <ZoneRecords />
    </InfoDialog>
  );
}
