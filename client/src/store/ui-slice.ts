import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { signedIn, signedOut } from './session-slice';

export type MessageValues = Record<string, string | number>;

/**
 * The message ids a toast may name. The catalogue fills this in (`i18n/messages.ts`, declaration
 * merging), so a toast's text is typed while the store imports nothing above it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ToastMessages {}
export type ToastMessageId = ToastMessages extends { id: infer Id extends string } ? Id : string;

/**
 * What a removal took away, whole, so that Undo can put it back through the contract's create call:
 * the removal's operation (the contract's path) names the feature's undo that does it (`lib/undo.ts`
 * finds it; the store keeps only the data).
 */
export interface Removed {
  operation: string;
  item: object;
}

export interface ToastDetail {
  id: ToastMessageId;
  values?: MessageValues;
}

export interface Toast {
  id: string;
  /** A success reads 'Operation performed successfully.' over its detail; an error, 'Could not undo.' (an alert). */
  variant: 'success' | 'error';
  /** The detail line under the heading. */
  detail: ToastDetail;
  /** A removal that can be put back: the toast offers Undo for `UNDO_LIFE_MS`. */
  undo?: Removed;
  /** Takes the focus when shown (it follows on a toast whose Undo had the focus). */
  focus?: boolean;
  /** An error's failed call (its status and reference, as `api/errors`' plain failure holds them). */
  failure?: ToastFailure;
  /** An Undo that failed where sending again is safe: the error toast offers Retry. */
  retry?: Removed;
}

/** The part of a failed call an error toast reads. */
export interface ToastFailure {
  code: number;
  type: string;
  reference?: { operation: string; at: number };
}

export interface ToastOptions {
  variant?: Toast['variant'];
  undo?: Removed;
  focus?: boolean;
  failure?: ToastFailure;
  retry?: Removed;
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
        const shown = action.payload;
        // The same plain message again (a second save, a second upload) replaces the one still shown:
        // one toast per thing said, its time starting over. A toast with an action stays apart.
        const plain = (toast: Toast) => !toast.undo && !toast.retry && !toast.failure;
        const same = (toast: Toast) => plain(toast) && toast.variant === shown.variant && JSON.stringify(toast.detail) === JSON.stringify(shown.detail);
        if (plain(shown)) state.toasts = state.toasts.filter((toast) => !same(toast));
        state.toasts.push(shown);
      },
      prepare(id: ToastMessageId, values?: MessageValues, { variant = 'success', undo, focus, failure, retry }: ToastOptions = {}) {
        const toast: Toast = { id: nanoid(), variant, detail: { id, values } };
        if (undo) toast.undo = undo;
        if (focus) toast.focus = true;
        if (failure) toast.failure = failure;
        if (retry) toast.retry = retry;
        return { payload: toast };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
  },
  // What a removal took away belongs to the account it was taken from: no Undo outlives its session
  // (it would put the item back into whichever account signs in next).
  extraReducers: (builder) =>
    builder.addMatcher(
      (action) => signedIn.match(action) || signedOut.match(action),
      (state) => {
        state.toasts = state.toasts.filter((toast) => !toast.undo && !toast.retry);
      },
    ),
});

export const { toastShown, toastDismissed } = uiSlice.actions;
export const uiReducer = uiSlice.reducer;
