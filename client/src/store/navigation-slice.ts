import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PageRedirect } from '@panel/contract/pages';
import { signedOut } from './session-slice';

export interface NavigationState {
  /** A one-off instruction for the next screen: which page, what to open there, for which domain. */
  redirect: PageRedirect | null;
  /** The file browser's current directory, remembered across screens. */
  fileDir: string;
}

export const startNavigation = (): NavigationState => ({ redirect: null, fileDir: '/' });

const navigationSlice = createSlice({
  name: 'navigation',
  initialState: startNavigation,
  reducers: {
    redirectSet(state, action: PayloadAction<PageRedirect>) {
      state.redirect = action.payload;
    },
    redirectCleared(state) {
      state.redirect = null;
    },
    fileDirSet(state, action: PayloadAction<string>) {
      state.fileDir = action.payload || '/';
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, startNavigation),
});

export const { redirectSet, redirectCleared, fileDirSet } = navigationSlice.actions;
export const navigationReducer = navigationSlice.reducer;
