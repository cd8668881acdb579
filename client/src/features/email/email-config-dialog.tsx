import { InfoDialog } from '../../components/info-dialog';
import { MailSettings } from './mail-settings';

export const EMAIL_CONFIG_DIALOG_ID = 'email-config-dialog';

/** The servers a mail program needs for any of the account's mailboxes. */
export function EmailConfigDialog() {
  return (
    <InfoDialog id={EMAIL_CONFIG_DIALOG_ID} texts="emailConfig">
      <MailSettings />
    </InfoDialog>
  );
}
