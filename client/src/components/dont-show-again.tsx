import { useState } from 'react';
import { ConfirmCheckbox } from './confirm-checkbox';
import { FormattedMessage } from 'react-intl';
import { change } from '../api/mutations';
import { panelQueries, selectLists } from '../api/queries';
import { useAppSelector } from '../store/hooks';
import { InfoDialog, type InfoDialogProps } from './info-dialog';

/** `Omit` kept apart for each member of a union (the dialog's words are given one way or the other). */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

const { useSaveDisplaySettingsMutation } = panelQueries.injectEndpoints({
  endpoints: (build) => ({ saveDisplaySettings: change(build, '/account/display') }),
});

/** The account's display settings: which information dialog is no longer shown. */
export type DisplaySetting = 'hideDomainConfig' | 'hideDatabaseConfig' | 'hideEmailConfig';

/**
 * "Don't show this information in the future" of an information dialog: the checkbox's state, and
 * `save`, for the dialog's `onClose`, which stores the choice in the account's display settings
 * (the others as they are) when it is ticked.
 */
export function useDontShowAgain(setting: DisplaySetting) {
  const [saveSettings] = useSaveDisplaySettingsMutation();
  const user = useAppSelector((state) => selectLists(state).user);
  const [hide, setHide] = useState(false);
  const save = () => {
    if (!hide || !user) return;
    const { hideDomainConfig, hideDatabaseConfig, hideEmailConfig } = user;
    // The reply's lists reach the cache through the mutation; a failure leaves the dialog shown next time.
    saveSettings({ hideDomainConfig, hideDatabaseConfig, hideEmailConfig, [setting]: true })
      .unwrap()
      .catch(() => undefined);
  };
  return { hide, setHide, save };
}

/** The checkbox itself, under the dialog's information (drawn as the confirmation checkbox is). */
export function DontShowAgain({ id, checked, onChange }: { id: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <ConfirmCheckbox id={id} checked={checked} onChange={onChange}>
      <FormattedMessage id="info.dontShow" />
    </ConfirmCheckbox>
  );
}

/**
 * The information that follows a create (unless the user asked not to see it): an `InfoDialog`
 * ending with "Don't show this information in the future" (`{id}` less `-dialog`, then `-hide`),
 * saved in `setting` when the dialog closes.
 */
export function SetupInfoDialog({ setting, children, ...dialog }: DistributiveOmit<InfoDialogProps, 'onClose'> & { setting: DisplaySetting }) {
  const choice = useDontShowAgain(setting);
  return (
    <InfoDialog {...dialog} onClose={choice.save}>
      {children}
      <DontShowAgain id={`${dialog.id.replace(/-dialog$/, '')}-hide`} checked={choice.hide} onChange={choice.setHide} />
    </InfoDialog>
  );
}
