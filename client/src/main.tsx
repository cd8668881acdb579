import './zod-config';
import './bootstrap.scss';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './api/config';
import { createPanelApi } from './api/client';
import { createAppStore } from './store/store';
import { AppProviders } from './app/providers';
import { AppRouter, preloadFirstScreen } from './app/router';
import { holdShellForm } from './hooks/use-shell-form';
import { loadMessages } from './i18n/messages';
import { signedOut } from './store/account-slice';
import { browserStorage, loadAccount, pickedLocale, preferredLocale } from './store/persistence';

async function start() {
  // The page shell (index.html) stays until the first screen replaces it; what was typed into its
  // sign-in form is kept for the real one.
  holdShellForm();
  const account = loadAccount(browserStorage('sessionStorage'), preferredLocale(), pickedLocale() !== null);
  const [config] = await Promise.all([
    loadRuntimeConfig(),
    loadMessages(account.locale),
    preloadFirstScreen(window.location.pathname, account.session !== null),
  ]);

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
