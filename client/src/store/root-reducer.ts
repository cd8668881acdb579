import { combineSlices } from '@reduxjs/toolkit';
import { navigationReducer } from './navigation-slice';
import { pendingListsReducer } from './pending-lists-slice';
import { sessionReducer } from './session-slice';
import { themeReducer } from './theme-slice';
import { uiReducer } from './ui-slice';

/** State that lazily loaded code adds to the store (RTK Query's cache, `api/queries.ts`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices({
  session: sessionReducer,
  navigation: navigationReducer,
  pendingLists: pendingListsReducer,
  ui: uiReducer,
  theme: themeReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
