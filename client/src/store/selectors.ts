import type { RootState } from './root-reducer';

export const selectToken = (state: RootState) => state.session.token;
export const selectLogin = (state: RootState) => state.session.login;
export const selectLocale = (state: RootState) => state.session.locale;
export const selectPlan = (state: RootState) => state.session.plan;
export const selectRedirectInstruction = (state: RootState) => state.navigation.redirect;
export const selectFileDir = (state: RootState) => state.navigation.fileDir;
export const selectTheme = (state: RootState) => state.theme.theme;
