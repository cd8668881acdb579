import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The colour mode chosen on this device: light, dark, or as the system is set ('auto'). */
export type Theme = 'light' | 'dark' | 'auto';

export const themes: readonly Theme[] = ['light', 'dark', 'auto'];

export const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark' || value === 'auto';

export interface ThemeState {
  theme: Theme;
}

/**
 * The colour mode: a device preference, kept in localStorage (store.ts), so it outlives a sign-out
 * and applies to whoever signs in next on this device. Applied by `hooks/use-theme.ts`.
 */
const themeSlice = createSlice({
  name: 'theme',
  initialState: (): ThemeState => ({ theme: 'auto' }),
  reducers: {
    themeChanged(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
  },
});

export const { themeChanged } = themeSlice.actions;
export const themeReducer = themeSlice.reducer;
