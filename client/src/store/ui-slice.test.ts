import { describe, expect, it } from 'vitest';
import { toastShown, uiReducer } from './ui-slice';

describe('toasts', () => {
  it('the same plain message again replaces the one shown; another message or one with Undo stays beside it', () => {
    let state = uiReducer(undefined, toastShown('toast.aliasCreated'));
    const first = state.toasts[0].id;
    state = uiReducer(state, toastShown('toast.aliasCreated'));
    expect(state.toasts).toHaveLength(1);
    expect(state.toasts[0].id).not.toBe(first);
    state = uiReducer(state, toastShown('toast.aliasDeleted'));
    state = uiReducer(state, toastShown('toast.aliasDeleted', undefined, { undo: { path: '/x', body: {} } as never }));
    expect(state.toasts.map((toast) => toast.detail.id)).toEqual(['toast.aliasCreated', 'toast.aliasDeleted', 'toast.aliasDeleted']);
  });
});
