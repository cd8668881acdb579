import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import type { AppDispatch } from '../store/store';
import { conflictsOf, defineUndo, restore, restoredToast, restoreFailure } from './undo';

const dispatch = vi.fn() as unknown as AppDispatch;

describe('undo registered by operation', () => {
  it('puts back through the undo its removal operation registered, with the item the toast held', async () => {
    const put = vi.fn(async (_item: object) => ({}));
    const undo = defineUndo<{ name: string }>({
      operation: '/cron/remove',
      restore: (_dispatch, item) => put(item),
      restored: ({ name }) => ({ id: 'toast.cronRestored', values: { name } }),
      failures: {
        byStatus: { 404: 'emails.error.domainGone' },
        conflicts: conflictsOf('validation.sender.duplicate', ['validation.sender.blacklisted'], { 'validation.sender.blacklisted': 'Listed.' }),
      },
    });
    const removed = undo.of({ name: 'nightly' });
    expect(removed).toEqual({ operation: '/cron/remove', item: { name: 'nightly' } });
    await restore(dispatch, removed);
    expect(put).toHaveBeenCalledWith({ name: 'nightly' });
    expect(restoredToast(removed)).toEqual({ id: 'toast.cronRestored', values: { name: 'nightly' } });
    const refusal = (code: number, message: string) => new ApiError({ code, type: 'conflict', message });
    expect(restoreFailure(removed, refusal(409, 'Listed.'))).toBe('validation.sender.blacklisted');
    expect(restoreFailure(removed, refusal(409, 'Something else.'))).toBe('validation.sender.duplicate');
    expect(restoreFailure(removed, refusal(404, 'Domain not found.'))).toBe('emails.error.domainGone');
  });

  it('refuses to put back what no feature registered, and says it went wrong', async () => {
    const removed = { operation: '/no/such/remove', item: {} };
    await expect(restore(dispatch, removed)).rejects.toThrow('/no/such/remove');
    expect(restoreFailure(removed, new Error('x'))).toBe('error.unknown');
  });
});
