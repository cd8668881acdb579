import type { ReactNode } from 'react';
import type { IntlConfig } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { ApiProvider } from '../api/api-context';
import type { PanelApi } from '../api/client';
import { useAppliedTheme } from '../hooks/use-theme';
import { I18nProvider } from '../i18n/i18n-provider';
import type { AppStore } from '../store/store';

/** The chosen colours on the page, following the choice and, for 'as the system', the system's. */
function AppliedTheme() {
  useAppliedTheme();
  return null;
}

export function AppProviders({
  store,
  api,
  children,
  onIntlError,
}: {
  store: AppStore;
  api: PanelApi;
  children: ReactNode;
  onIntlError?: IntlConfig['onError'];
}) {
  return (
    <ReduxProvider store={store}>
      <AppliedTheme />
      <ApiProvider api={api}>
        <I18nProvider onError={onIntlError}>{children}</I18nProvider>
      </ApiProvider>
    </ReduxProvider>
  );
}
