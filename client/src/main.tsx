import './zod-config';
import './bootstrap.scss';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './api/config';
import { configureDiagnostics } from './api/diagnostics';
import { createPanelApi } from './api/client';
import { createAppStore } from './store/store';
import type { ThunkExtra } from './api/queries';
import { AppProviders } from './app/providers';
import { AppBoundary } from './components/error-boundary';
import { AppRouter, preloadFirstScreen } from './app/router';
import { holdShellForm } from './hooks/use-shell-form';
import { loadMessages } from './i18n/messages';
import { signedOut } from './store/session-slice';
import { browserStorage, loadPersisted, pickedLocale, preferredLocale } from './store/persistence';

async function start() {
  // The page shell (index.html) stays until the first screen replaces it; what was typed into its
  // sign-in form is kept for the real one.
  holdShellForm();
  const kept = loadPersisted(browserStorage('sessionStorage'), preferredLocale(), pickedLocale() !== null);
  const [config] = await Promise.all([
    loadRuntimeConfig(),
    loadMessages(kept.session.locale),
    preloadFirstScreen(window.location.pathname, kept.session.token !== null),
  ]);

  configureDiagnostics(config.reportUrl);
  const api = createPanelApi({
    baseUrl: config.apiUrl,
    credentials: config.apiCredentials,
    getToken: () => store.getState().session.token,
    // Without a session the layout's guard sends the user to /login, and any open dialog goes with the layout.
    onSessionLost: () => store.dispatch(signedOut()),
  });
  const store = createAppStore({ extra: { api } satisfies ThunkExtra, preloadedState: kept });

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders store={store} api={api}>
        <AppBoundary>
          <AppRouter />
        </AppBoundary>
      </AppProviders>
    </StrictMode>,
  );
}

void start();
