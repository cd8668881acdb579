import { mailAuthStatusApi } from '../../api/mail-auth';
import { change } from '../../api/mutations';

/** The mailAuth extension's fix, injected beside the shared status (api/mail-auth.ts) when the dialog first loads. */
export const mailAuthApi = mailAuthStatusApi.injectEndpoints({
  endpoints: (build) => ({
    mailAuthFix: change(build, '/mail-auth/fix'),
  }),
});

export const { useMailAuthFixMutation } = mailAuthApi;
