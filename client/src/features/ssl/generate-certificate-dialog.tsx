import { FormattedMessage } from 'react-intl';
import { FormDialog } from '../../components/form-dialog';
import { strong } from '../../components/rich-text';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { useChange } from '../../api/changes';

export const CERTIFICATE_GENERATE_DIALOG_ID = 'certificate-generate-dialog';

/** Asks for a free Let's Encrypt certificate for one domain (refused for a domain not pointed at us). */
export function GenerateCertificateDialog({ domain }: { domain: string }) {
  const [generate] = useChange('/certificate/generate');
  const form = useFormDialog({
    initial: {},
    call: () => generate({ domain }).unwrap(),
    errors: { 405: 'certificate.error.notPointed' },
    toast: { id: 'toast.certificateGenerated', values: { domain } },
  });
  return (
    <FormDialog form={form} id={CERTIFICATE_GENERATE_DIALOG_ID} texts="certificateGenerate">
      <p className="mb-0">
        <FormattedMessage id="certificateGenerate.intro" values={{ domain, strong }} />
      </p>
    </FormDialog>
  );
}
