import './zod-config';
import './bootstrap.scss';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './api/config';
import { configureDiagnostics } from './api/diagnostics';
import { createPanelApi } from './api/client';
import { createAppStore } from './store/store';
import type { ThunkExtra } from './api/queries';
import { AppProviders } from './app/providers';
import { AppBoundary } from './components/error-boundary';
import { AppRouter, preloadFirstScreen } from './app/router';
import { holdFirstScreen } from './app/first-screen-hold';
import { startSessionWarmUp } from './app/session-warm-up-start';
import { holdShellForm } from './hooks/use-shell-form';
import { loadMessages } from './i18n/messages';
import { signedOut } from './store/session-slice';
import { browserStorage, loadPersisted, pickedLocale, preferredLocale } from './store/persistence';

async function start() {
  // The page shell (index.html) stays until the first screen replaces it; what was typed into its
  // sign-in form is kept for the real one.
  holdShellForm();
  const kept = loadPersisted(browserStorage('sessionStorage'), preferredLocale(), pickedLocale() !== null);
  // The first screen's code first: with a session it wants the whole catalogue (the layout's), so
  // the texts load whole at once rather than the sign-in part now and the whole after the first render.
  const firstScreen = preloadFirstScreen(window.location.pathname, kept.session.token !== null);
  const [config] = await Promise.all([loadRuntimeConfig(), loadMessages(kept.session.locale), firstScreen]);

  configureDiagnostics(config.reportUrl);
  const api = createPanelApi({
    baseUrl: config.apiUrl,
    credentials: config.apiCredentials,
    getToken: () => store.getState().session.token,
    // Without a session the layout's guard sends the user to /login, and any open dialog goes with the layout.
    onSessionLost: () => store.dispatch(signedOut()),
  });
  const store = createAppStore({ extra: { api } satisfies ThunkExtra, preloadedState: kept });

  // A session (a reload's, or a sign-in's as its reply arrives): what the first screen shows with
  // the lists is asked at once (app/session-warm-up-start.ts), not after the layout's first render.
  let warmedFor: string | null = null;
  const warmUp = (signIn: boolean) => {
    const { token } = store.getState().session;
    if (token === null || token === warmedFor) return;
    warmedFor = token;
    const warming = startSessionWarmUp(store.dispatch).catch(() => undefined);
    // A sign-in's first screen is drawn once the capabilities have come, a moment at most (app/first-screen-hold.ts).
    if (signIn) holdFirstScreen(warming);
  };
  warmUp(false);
  store.subscribe(() => warmUp(true));

  // The first render as a transition: React draws it in slices of a few milliseconds, the page
  // answering input between them, instead of one long task (a phone spent some 100 ms on the
  // layout and the domains table in one piece). The page shell stays on screen until it is done.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders store={store} api={api}>
          <AppBoundary>
            <AppRouter />
          </AppBoundary>
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void start();
