// The SSL feature's one way in: app/ reaches it only through this file. It stays
// light (the router reads it on the sign-in route): the screen is a chunk of its own, loaded when
// first shown.

/** The SSL screen, for the router's lazy screen. */
export const loadSslPage = () => import('./ssl-page').then((m) => m.SslPage);

/**
 * The free certificate's dialog (generate, or renew: the same call). Other features open it as the
 * shared dialog `generateCertificate` (`useDialogs().open('generateCertificate', { domain })`).
 */
export const loadGenerateCertificateDialog = () => import('./generate-certificate-dialog').then((m) => m.GenerateCertificateDialog);
