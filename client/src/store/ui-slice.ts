import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { MessageId } from '../i18n/messages';

export type MessageValues = Record<string, string | number>;

export interface Toast {
  id: string;
  /** The detail line under 'Operation performed successfully.' */
  detail: { id: MessageId; values?: MessageValues };
}

export interface UiState {
  toasts: Toast[];
}

const initialState: UiState = { toasts: [] };

const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts.push(action.payload);
      },
      prepare(id: MessageId, values?: MessageValues) {
        return { payload: { id: nanoid(), detail: { id, values } } };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
  },
});

export const { toastShown, toastDismissed } = uiSlice.actions;
export const uiReducer = uiSlice.reducer;
