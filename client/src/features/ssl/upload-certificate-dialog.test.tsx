import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CertificateInfo } from '@panel/contract';
import { domain, signedInAccount } from '../../test/fixtures';
import { dialogOverApi, type Handlers } from '../../test/render';
import { expectBanner, noConnection, unknownError } from '../../test/dialog';
import { UploadCertificateDialog } from './upload-certificate-dialog';
import { failWith } from '../../components/__test__/dialog-test-kit';

const CERT = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
const KEY = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n';

const shopInfo: CertificateInfo = {
  subjects: ['shop.example.com'],
  domains: { 'shop.example.com': false, '*.shop.example.com': true },
  expires: '2027-12-27 05:57:03',
  issuer: 'Hosting Example Test Issuing CA 1',
  validKey: true,
  selfSigned: false,
  expired: false,
  allSigned: true,
};

function renderDialog(handlers: Handlers = {}) {
  const account = signedInAccount({ domains: [domain('example.com'), domain('shop.example.com'), domain('cdn.shop.example.com'), domain('blog.example.org')] });
  const view = dialogOverApi(<UploadCertificateDialog />, handlers, account);
  return { ...view, dialog: () => screen.getByRole('dialog', { name: 'Upload an SSL certificate' }) };
}

/** Pastes the texts (typing PEM text key by key would be slow) and presses Check certificate. */
function fillAndCheck(dialog: HTMLElement, texts: { cert?: string; key?: string; ca?: string } = {}) {
  const { cert = CERT, key = KEY, ca = CERT } = texts;
  fireEvent.change(within(dialog).getByLabelText('Certificate (CRT)'), { target: { value: cert } });
  fireEvent.change(within(dialog).getByLabelText('Private key (KEY)'), { target: { value: key } });
  fireEvent.change(within(dialog).getByLabelText('Intermediate certificates (CA bundle)'), { target: { value: ca } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Check certificate' }));
}

describe('certificate upload dialog', () => {
  it('opens on step 1 with its stable id and the focus in the certificate field', async () => {
    const { dialog } = renderDialog();
    expect(document.getElementById('certificate-upload-dialog')?.closest('[role="dialog"]')).toBe(dialog());
    expect(within(dialog()).getByTestId('certificate-step')).toHaveTextContent('Step 1 of 2');
    await waitFor(() => expect(within(dialog()).getByLabelText('Certificate (CRT)')).toHaveFocus());
  });

  it('names each text without its begin marker and sends nothing', async () => {
    const { dialog, call } = renderDialog();
    fillAndCheck(dialog(), { cert: 'hello', key: CERT, ca: '' });
    expect(await within(dialog()).findByText('You need to provide a valid SSL certificate.')).toHaveClass('invalid-feedback');
    expect(within(dialog()).getByText('You need to provide a valid certificate key.')).toBeInTheDocument();
    expect(within(dialog()).getByText('You need to provide a valid certificate chain.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it.each([[406, 'The certificate cannot be read.'], noConnection, unknownError])(
    'stays on step 1 with the certificate marked invalid after a failed check (%i)',
    async (code, text) => {
      const { dialog } = renderDialog({ '/certificate/check': failWith(code) });
      fillAndCheck(dialog());
      await expectBanner(dialog(), text);
      expect(within(dialog()).getByLabelText('Certificate (CRT)')).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog()).getByText('You need to provide a valid SSL certificate.')).toBeInTheDocument();
      expect(within(dialog()).getByTestId('certificate-step')).toHaveTextContent('Step 1 of 2');
    },
  );

  it('shows what the check found and installs on every matched domain, one call each', async () => {
    const { dialog, call, store } = renderDialog({
      '/certificate/check': () => shopInfo,
      '/certificate/upload': (body) => ({
        domains: [domain('example.com'), domain((body as { domain: string }).domain, { sslType: 'custom', sslExpires: shopInfo.expires })],
      }),
    });
    fillAndCheck(dialog());
    const result = await within(dialog()).findByTestId('certificate-result');
    expect(call).toHaveBeenCalledWith('/certificate/check', { cert: CERT, key: KEY, ca: CERT });
    expect(within(dialog()).getByTestId('certificate-step')).toHaveTextContent('Step 2 of 2');
    expect(result).toHaveTextContent('Hosting Example Test Issuing CA 1');
    expect(result).toHaveTextContent('Dec 27, 2027');
    expect(within(result).getByTestId('certificate-targets')).toHaveTextContent('shop.example.com, cdn.shop.example.com');
    expect(within(result).getByText('The certificate can be installed.')).toBeInTheDocument();

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Install' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload an SSL certificate' })).not.toBeInTheDocument());
    const uploads = call.mock.calls.filter(([path]) => path === '/certificate/upload');
    expect(uploads.map(([, body]) => (body as { domain: string }).domain)).toEqual(['shop.example.com', 'cdn.shop.example.com']);
    expect(uploads[0][1]).toEqual({ domain: 'shop.example.com', cert: CERT, key: KEY, ca: CERT });
    expect(store.getState().ui.toasts[0].detail).toEqual({ id: 'toast.certificateInstalled', values: { domains: 'shop.example.com, cdn.shop.example.com' } });
  });

  it.each([
    [{ validKey: false }, 'The provided private key does not match the certificate.'],
    [{ selfSigned: true }, 'The certificate is self-signed.'],
    [{ expired: true }, 'The certificate is expired.'],
    [{ allSigned: false }, 'One or more intermediate certificates is missing.'],
    [{ domains: { 'not-in-any-account.example.net': false } }, 'The certificate does not match any domain in your account.'],
  ])('keeps Install disabled for a certificate that cannot be installed (%j)', async (change, message) => {
    const { dialog, call } = renderDialog({ '/certificate/check': () => ({ ...shopInfo, ...change }) });
    fillAndCheck(dialog());
    expect(await within(dialog()).findByTestId('certificate-refusal')).toHaveTextContent(message);
    const install = within(dialog()).getByRole('button', { name: 'Install' });
    expect(install).toBeDisabled();
    fireEvent.submit(install.closest('form')!);
    expect(call.mock.calls.some(([path]) => path === '/certificate/upload')).toBe(false);
  });

  it('goes back to the texts, as they were', async () => {
    const { dialog, user } = renderDialog({ '/certificate/check': () => shopInfo });
    fillAndCheck(dialog());
    await within(dialog()).findByTestId('certificate-result');
    await user.click(within(dialog()).getByRole('button', { name: 'Go back' }));
    expect(within(dialog()).getByLabelText('Certificate (CRT)')).toHaveValue(CERT);
    expect(within(dialog()).getByTestId('certificate-step')).toHaveTextContent('Step 1 of 2');
  });

  it('stays on step 2 with a banner when an install fails', async () => {
    const { dialog } = renderDialog({
      '/certificate/check': () => shopInfo,
      '/certificate/upload': failWith(406, 'notAcceptable', 'The certificate is expired.'),
    });
    fillAndCheck(dialog());
    await within(dialog()).findByTestId('certificate-result');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Install' }));
    expect(await within(dialog()).findByText('Unknown error.')).toBeInTheDocument();
    expect(within(dialog()).getByTestId('certificate-step')).toHaveTextContent('Step 2 of 2');
  });
});
