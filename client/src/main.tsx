import 'bootstrap/dist/css/bootstrap.min.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './api/config';
import { createPanelApi } from './api/client';
import { createAppStore } from './app/store';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { loadMessages } from './i18n/messages';
import { signedOut } from './store/account-slice';
import { dialogClosed } from './store/ui-slice';

async function start() {
  const store = createAppStore();
  const [config] = await Promise.all([loadRuntimeConfig(), loadMessages(store.getState().account.locale)]);

  const api = createPanelApi({
    baseUrl: config.apiUrl,
    getToken: () => store.getState().account.session,
    // Without a session the layout's guard sends the user to /login.
    onSessionLost: () => {
      store.dispatch(dialogClosed());
      store.dispatch(signedOut());
    },
  });

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders store={store} api={api}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
