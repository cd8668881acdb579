import { change } from '../../api/mutations';
import { panelQueries } from '../../api/queries';

/** The certificates' calls (the check too: a read never cached), each a mutation whose reply's lists reach the lists cache (`change`). */
export const sslApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    checkCertificate: change(build, '/certificate/check'),
    uploadCertificate: change(build, '/certificate/upload'),
    generateCertificate: change(build, '/certificate/generate'),
  }),
});

export const { useCheckCertificateMutation, useUploadCertificateMutation, useGenerateCertificateMutation } = sslApi;
