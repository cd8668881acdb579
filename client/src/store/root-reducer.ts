import { combineSlices } from '@reduxjs/toolkit';
import { accountReducer } from './account-slice';
import { uiReducer } from './ui-slice';

/** State that lazily loaded code adds to the store (RTK Query's cache, `api/queries.ts`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices({ account: accountReducer, ui: uiReducer }).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
