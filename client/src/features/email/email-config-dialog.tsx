import { InfoDialog } from '../../components/info-dialog';
import { ZoneRecords } from '../../components/zone-records';
import { MailSettings } from './mail-settings';

export const EMAIL_CONFIG_DIALOG_ID = 'email-config-dialog';

/** The servers a mail program needs for any of the account's mailboxes; with the zone editor, a domain's mail records. */
export function EmailConfigDialog() {
  return (
    <InfoDialog id={EMAIL_CONFIG_DIALOG_ID} texts="emailConfig">
      <MailSettings />
      <ZoneRecords mail />
    </InfoDialog>
  );
}
