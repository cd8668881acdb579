import { change } from '../../api/mutations';
import { panelQueries } from '../../api/queries';

/**
 * The certificate check (a read never cached), the one SSL call whose reply the dialog reads (what
 * the certificate covers), so it keeps an endpoint typed by its own reply; the others are `useChange(path)`.
 */
export const sslApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    checkCertificate: change(build, '/certificate/check'),
  }),
});

export const { useCheckCertificateMutation } = sslApi;
