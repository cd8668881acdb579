import './zod-config';
import './bootstrap.scss';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './api/config';
import { createPanelApi } from './api/client';
import { createAppStore } from './store/store';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { loadMessages } from './i18n/messages';
import { signedOut } from './store/account-slice';
import { browserStorage, loadAccount, preferredLocale } from './store/persistence';

async function start() {
  const account = loadAccount(browserStorage('sessionStorage'), preferredLocale());
  const [config] = await Promise.all([loadRuntimeConfig(), loadMessages(account.locale)]);

  const api = createPanelApi({
    baseUrl: config.apiUrl,
    getToken: () => store.getState().account.session,
    // Without a session the layout's guard sends the user to /login, and any open dialog goes with the layout.
    onSessionLost: () => store.dispatch(signedOut()),
  });
  const store = createAppStore({ api, preloadedState: { account } });

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders store={store} api={api}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
