import type { SharedDialogFactories } from '../components/dialog-context';
import { ChangePasswordDialog } from '../features/account/change-password-dialog';
import { AddDomainDialog } from '../features/domains/add-domain-dialog';
import { PhpVersionDialog } from '../features/domains/php-version-dialog';
import { LogViewerDialog } from '../features/logs';

/** How each dialog that screens of other features open by name (`useDialogs().open`) is drawn. */
export const sharedDialogs: SharedDialogFactories = {
  changePassword: () => <ChangePasswordDialog />,
  addDomain: () => <AddDomainDialog />,
  phpVersion: ({ domain }) => <PhpVersionDialog domain={domain} />,
  logViewer: ({ domain, type }) => <LogViewerDialog domain={domain} type={type} />,
};
