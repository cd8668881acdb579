import { FormattedMessage } from 'react-intl';
import { DontShowAgain, useDontShowAgain } from '../../components/dont-show-again';
import { InfoDialog } from '../../components/info-dialog';
import { strong } from '../../components/rich-text';
import { MailSettings } from './mail-settings';

export const EMAIL_INFO_DIALOG_ID = 'email-info-dialog';

/**
 * Follows a new mailbox (unless the user asked not to see it): how to set up a mail program.
 * "Don't show this information in the future" is saved when the dialog closes.
 */
export function EmailInfoDialog({ address }: { address: string }) {
  const choice = useDontShowAgain('hideEmailConfig');
  return (
    <InfoDialog id={EMAIL_INFO_DIALOG_ID} onClose={choice.save} title={<FormattedMessage id="emailInfo.title" />}>
      <p className="text-break">
        <FormattedMessage id="emailInfo.intro" values={{ address, strong }} />
      </p>
      <MailSettings login={address} />
      <DontShowAgain id="email-info-hide" checked={choice.hide} onChange={choice.setHide} />
    </InfoDialog>
  );
}
