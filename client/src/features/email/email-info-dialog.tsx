import { SetupInfoDialog } from '../../components/dont-show-again';
import { MailSettings } from './mail-settings';

export const EMAIL_INFO_DIALOG_ID = 'email-info-dialog';

/**
 * Follows a new mailbox (unless the user asked not to see it): how to set up a mail program.
 * "Don't show this information in the future" is saved when the dialog closes.
 */
export function EmailInfoDialog({ address }: { address: string }) {
  return (
    <SetupInfoDialog id={EMAIL_INFO_DIALOG_ID} setting="hideEmailConfig" texts="emailInfo" values={{ address }} introClassName="text-break">
      <MailSettings login={address} />
    </SetupInfoDialog>
  );
}
