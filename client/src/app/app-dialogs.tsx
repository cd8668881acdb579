import { lazy } from 'react';
import type { SharedDialogFactories } from '../components/dialog-context';
import { loadChangePasswordDialog } from '../features/account';
import { loadDomainsShared } from '../features/domains';
import { loadLogViewerDialog } from '../features/logs';
import { loadSessionsDialog } from '../features/sessions';
import { loadTwoFactorDialog } from '../features/security';
import { loadTrashDialog } from '../features/trash';
import { loadAutoreplyDialog, loadForwardingDialog } from '../features/mailbox';
import { loadVisitorStatsDialog } from '../features/visitor-stats';
import { loadDnsZoneDialog } from '../features/dns';
import { loadGenerateCertificateDialog } from '../features/ssl';
import { loadMailAuthDialog } from '../features/mail-auth';
import { loadSpamDialog } from '../features/spam';

// Every dialog here is a chunk of its own (the features' index files stay light for the sign-in
// route), loaded when first opened: the form dialogs bring the contract's input rules (zod), which
// the first screen does not need and a phone would evaluate in one long task as it draws.
const ChangePasswordDialog = lazy(() => loadChangePasswordDialog().then((dialog) => ({ default: dialog })));
const AddDomainDialog = lazy(() => loadDomainsShared().then((m) => ({ default: m.AddDomainDialog })));
const PhpVersionDialog = lazy(() => loadDomainsShared().then((m) => ({ default: m.PhpVersionDialog })));
const LogViewerDialog = lazy(() => loadLogViewerDialog().then((dialog) => ({ default: dialog })));
const SessionsDialog = lazy(() => loadSessionsDialog().then((dialog) => ({ default: dialog })));
const TwoFactorDialog = lazy(() => loadTwoFactorDialog().then((dialog) => ({ default: dialog })));
const GenerateCertificateDialog = lazy(() => loadGenerateCertificateDialog().then((dialog) => ({ default: dialog })));
const TrashDialog = lazy(() => loadTrashDialog().then((dialog) => ({ default: dialog })));
const AutoreplyDialog = lazy(() => loadAutoreplyDialog().then((dialog) => ({ default: dialog })));
const ForwardingDialog = lazy(() => loadForwardingDialog().then((dialog) => ({ default: dialog })));
const VisitorStatsDialog = lazy(() => loadVisitorStatsDialog().then((dialog) => ({ default: dialog })));
const DnsZoneDialog = lazy(() => loadDnsZoneDialog().then((dialog) => ({ default: dialog })));
const MailAuthDialog = lazy(() => loadMailAuthDialog().then((dialog) => ({ default: dialog })));
const SpamDialog = lazy(() => loadSpamDialog().then((dialog) => ({ default: dialog })));

/** How each dialog that screens of other features open by name (`useDialogs().open`) is drawn. */
export const sharedDialogs: SharedDialogFactories = {
  changePassword: () => <ChangePasswordDialog />,
  addDomain: () => <AddDomainDialog />,
  phpVersion: ({ domain }) => <PhpVersionDialog domain={domain} />,
  logViewer: ({ domain, type, level }) => <LogViewerDialog domain={domain} type={type} level={level} />,
  sessions: () => <SessionsDialog />,
  twoFactor: () => <TwoFactorDialog />,
  trash: () => <TrashDialog />,
  autoreply: ({ address }) => <AutoreplyDialog address={address} />,
  forwarding: ({ address }) => <ForwardingDialog address={address} />,
  visitorStats: ({ domain }) => <VisitorStatsDialog domain={domain} />,
  dnsZone: ({ domain }) => <DnsZoneDialog domain={domain} />,
  generateCertificate: ({ domain, renew }) => <GenerateCertificateDialog domain={domain} renew={renew} />,
  mailAuth: ({ domain }) => <MailAuthDialog domain={domain} />,
  spamFilter: ({ address, domain }) => <SpamDialog address={address} domain={domain} />,
};
