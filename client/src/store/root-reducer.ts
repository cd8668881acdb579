import { combineReducers } from '@reduxjs/toolkit';
import { accountReducer } from './account-slice';
import { uiReducer } from './ui-slice';

export const rootReducer = combineReducers({ account: accountReducer, ui: uiReducer });

export type RootState = ReturnType<typeof rootReducer>;
