import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PageRedirect } from '@panel/contract/pages';
import { signedOut } from './session-slice';

/** A one-off instruction for a list: show the item named `text` in the table whose id is `table` (its search set to the name) and focus its row. */
export interface TableFind {
  table: string;
  text: string;
}

export interface NavigationState {
  /** A one-off instruction for the next screen: which page, what to open there, for which domain. */
  redirect: PageRedirect | null;
  /** The file browser's current directory, remembered across screens. */
  fileDir: string;
  /** The list item the next screen shows and focuses (the command palette's choice); never restored after a reload. */
  find?: TableFind | null;
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
    findSet(state, action: PayloadAction<TableFind>) {
      state.find = action.payload;
    },
    findCleared(state) {
      state.find = null;
    },
    fileDirSet(state, action: PayloadAction<string>) {
      state.fileDir = action.payload || '/';
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, startNavigation),
});

export const { redirectSet, redirectCleared, findSet, findCleared, fileDirSet } = navigationSlice.actions;
export const navigationReducer = navigationSlice.reducer;
