import { change } from '../../api/mutations';
import { panelQueries } from '../../api/queries';

/** The script installs' calls, each a mutation whose reply's lists reach the lists cache (`change`). */
export const scriptsApi = panelQueries.injectEndpoints({
  endpoints: (build) => ({
    installScript: change(build, '/script/install'),
    uninstallScript: change(build, '/script/uninstall'),
  }),
});

export const { useInstallScriptMutation, useUninstallScriptMutation } = scriptsApi;
