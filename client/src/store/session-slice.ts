import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Locale, Session } from '@panel/contract';

/**
 * A sign-in reply as the client reads it: checked against the contract (api/reply-check.ts), each
 * top-level field that was missing or wrong left out, except the session itself (token and login),
 * without which nobody is signed in.
 */
export type SessionReply = Partial<Session> & Pick<Session, 'token' | 'login'>;

type PlanPart = 'package' | 'connector' | 'phpVersions' | 'availableScripts' | 'upsell' | 'plan';

/**
 * What a sign-in says about the hosting plan, fixed for the session: its limits, hosts, PHP versions,
 * installable scripts and shop links. A part the reply did not give as the contract says is null:
 * unavailable, and what it governs (a limit, a plan-gated feature, a link) is shown as unknown or
 * unavailable, never granted.
 */
export type Plan = { [K in PlanPart]: Session[K] | null };

export interface SessionState {
  /** The session token sent as a bearer header; null when signed out. */
  token: string | null;
  login: string | null;
  locale: Locale;
  /** Whether someone picked the language in this browser: their pick then wins over an account's stored language. */
  localePicked: boolean;
  plan: Plan | null;
}

export function signedOutSession(locale: Locale, localePicked = false): SessionState {
  return { token: null, login: null, locale, localePicked, plan: null };
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => signedOutSession('en'),
  reducers: {
    /**
     * A sign-in's session, from its reply before the rest of it (the plan, the lists) is checked: the
     * first screen's own calls go out meanwhile (main.tsx). `signedIn` with the same token follows.
     */
    sessionOpened(state, { payload }: PayloadAction<Pick<SessionReply, 'token' | 'login'>>) {
      return { ...state, token: payload.token, login: payload.login, plan: null };
    },
    /** A sign-in (the form or a hand-off link): the reply's session, plan and lists (the lists wait in `pendingLists` for the lists cache). */
    signedIn(state, { payload }: PayloadAction<SessionReply>) {
      const { token, login, package: plan = null, connector = null, phpVersions = null, availableScripts = null, upsell = null, plan: name = null } = payload;
      // The account's stored language applies only where nobody picked one in this browser.
      const locale = state.localePicked ? state.locale : (payload.locale ?? state.locale);
      return { token, login, locale, localePicked: state.localePicked, plan: { package: plan, connector, phpVersions, availableScripts, upsell, plan: name } };
    },
    signedOut(state) {
      return signedOutSession(state.locale, state.localePicked);
    },
    /** A language picked by the person (the language select). */
    localeChanged(state, action: PayloadAction<Locale>) {
      state.locale = action.payload;
      state.localePicked = true;
    },
  },
});

export const { sessionOpened, signedIn, signedOut, localeChanged } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
