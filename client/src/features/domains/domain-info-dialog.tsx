import { FormattedMessage } from 'react-intl';
import { DontShowAgain, useDontShowAgain } from '../../components/dont-show-again';
import { InfoDialog } from '../../components/info-dialog';
import { strong } from '../../components/rich-text';
import { NameServers } from './name-servers';

export const DOMAIN_INFO_DIALOG_ID = 'domain-info-dialog';

/**
 * Follows a successful add (unless the user asked not to see it): how to point the new domain at
 * our name servers. "Don't show this information in the future" is saved when the dialog closes.
 */
export function DomainInfoDialog({ domain }: { domain: string }) {
  const choice = useDontShowAgain('hideDomainConfig');
  return (
    <InfoDialog id={DOMAIN_INFO_DIALOG_ID} onClose={choice.save} title={<FormattedMessage id="domainInfo.title" />}>
      <p>
        <FormattedMessage id="domainInfo.intro" values={{ domain, strong }} />
      </p>
      <NameServers />
      <DontShowAgain id="domain-info-hide" checked={choice.hide} onChange={choice.setHide} />
    </InfoDialog>
  );
}
