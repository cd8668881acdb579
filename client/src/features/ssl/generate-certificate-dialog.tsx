import { FormattedMessage } from 'react-intl';
import { FormDialog } from '../../components/form-dialog';
import { strong } from '../../components/rich-text';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { useChange } from '../../api/changes';
import { failureCode } from '../../api/errors';
import { useAppSelector } from '../../store/hooks';

export const CERTIFICATE_GENERATE_DIALOG_ID = 'certificate-generate-dialog';

/**
 * Asks for a free Let's Encrypt certificate for one domain, or a new one in place of the one it
 * has (`renew`: the same call). A domain not pointed at us is refused (405): the banner says so in
 * the spec's words and names the name servers to set (the connector's ns1 and ns2).
 */
export function GenerateCertificateDialog({ domain, renew = false }: { domain: string; renew?: boolean }) {
  const [generate] = useChange('/certificate/generate');
  const connector = useAppSelector((state) => state.session.plan?.connector);
  const servers = [connector?.ns1, connector?.ns2].filter(Boolean).join(', ');
  const form = useFormDialog({
    initial: {},
    call: () => generate({ domain }).unwrap(),
    errors: { 405: 'certificate.error.notPointed' },
    failureOf: (error) => (failureCode(error) === 405 && servers ? { id: 'certificate.error.notPointedServers', values: { servers } } : undefined),
    toast: { id: renew ? 'toast.certificateRenewed' : 'toast.certificateGenerated', values: { domain } },
  });
  return (
    <FormDialog form={form} id={CERTIFICATE_GENERATE_DIALOG_ID} texts={renew ? 'certificateRenew' : 'certificateGenerate'}>
      <p className="mb-0 text-break">
        <FormattedMessage id={renew ? 'certificateRenew.intro' : 'certificateGenerate.intro'} values={{ domain, strong }} />
      </p>
    </FormDialog>
  );
}
