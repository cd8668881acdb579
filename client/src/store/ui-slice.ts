import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type MessageValues = Record<string, string | number>;

/**
 * The message ids a toast may name. The catalogue fills this in (`i18n/messages.ts`, declaration
 * merging), so a toast's text is typed while the store imports nothing above it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ToastMessages {}
export type ToastMessageId = ToastMessages extends { id: infer Id extends string } ? Id : string;

export interface Toast {
  id: string;
  /** The detail line under 'Operation performed successfully.' */
  detail: { id: ToastMessageId; values?: MessageValues };
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
      prepare(id: ToastMessageId, values?: MessageValues) {
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
