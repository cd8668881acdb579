import { change } from '../../api/mutations';
import { panelQueries } from '../../api/queries';

/** The FTP and SSH calls, each a mutation whose reply's lists reach the lists cache (`change`). */
export const accessApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    changeFtpPassword: change(build, '/ftp/password'),
    uploadSshKey: change(build, '/sshkey/upload'),
    deleteSshKey: change(build, '/sshkey/delete'),
  }),
});

export const { useChangeFtpPasswordMutation, useUploadSshKeyMutation, useDeleteSshKeyMutation } = accessApi;
