import type { paths } from '@panel/contract/generated';
import { failureCode, isApiError } from '../api/errors';
import type { MessageId } from '../i18n/messages';
import type { AppDispatch } from '../store/store';
import type { Removed, ToastDetail } from '../store/ui-slice';
import { dialogErrorMessage } from './dialog-error';

/** A 409's catalogue text by the contract's refusal for it; the first is the one for any other 409. */
export type Conflicts = [MessageId, ...{ id: MessageId; text: string }[]];

/**
 * How a feature puts back what one of its removals took away. The feature declares it beside its
 * calls (`features/<area>/undo.ts`); the toasts only look it up by the removal's operation.
 */
export interface UndoDefinition<Item extends object> {
  /** The removal it undoes: the contract's path, which names it in a toast's `undo`. */
  operation: keyof paths;
  /**
   * Puts the item back through the contract's create call, with every field the list held; settles
   * once the reply's lists are in the cache. Dispatched untracked: nothing shows the call's state
   * but the toast that made it.
   */
  restore: (dispatch: AppDispatch, item: Item) => Promise<unknown>;
  /** The success toast's detail once it is back. */
  restored: (item: Item) => ToastDetail;
  /** Why it could not be put back: a text per status, and the conflicts the create call tells apart. */
  failures: { byStatus: Partial<Record<number, MessageId>>; conflicts?: Conflicts };
}

/** A declared undo: `of(item)` is what a removal's toast carries (`toast: { …, undo: redirectUndo.of(redirect) }`). */
export interface Undo<Item extends object> {
  operation: keyof paths;
  of: (item: Item) => Removed;
}

interface Registered {
  restore: (dispatch: AppDispatch, item: object) => Promise<unknown>;
  restored: (item: object) => ToastDetail;
  failures: UndoDefinition<object>['failures'];
}

const registered = new Map<string, Registered>();

/**
 * Registers a feature's undo under its removal's operation. The removal's dialog builds its toast's
 * `undo` with the result's `of`, so the undo is registered before any toast can offer it.
 */
export function defineUndo<Item extends object>({ operation, restore, restored, failures }: UndoDefinition<Item>): Undo<Item> {
  registered.set(operation, {
    // The toast holds what `of` was given: an Item.
    restore: (dispatch, item) => restore(dispatch, item as Item),
    restored: (item) => restored(item as Item),
    failures,
  });
  return { operation, of: (item) => ({ operation, item }) };
}

function undoOf(removed: Removed): Registered {
  const undo = registered.get(removed.operation);
  if (!undo) throw new Error(`No undo is registered for ${removed.operation}`);
  return undo;
}

/** Puts back what a removal took away, through its feature's undo. */
export function restore(dispatch: AppDispatch, removed: Removed): Promise<unknown> {
  const undo = registered.get(removed.operation);
  if (!undo) return Promise.reject(new Error(`No undo is registered for ${removed.operation}`));
  return undo.restore(dispatch, removed.item);
}

/** The success toast's detail once it is back. */
export function restoredToast(removed: Removed): ToastDetail {
  return undoOf(removed).restored(removed.item);
}

/**
 * Why it could not be put back, in the spec's words: the create call's conflict (the name or the
 * port taken meanwhile, told apart by the contract's refusal), the domain gone, no connection, or
 * 'Unknown error.'.
 */
export function restoreFailure(removed: Removed, error: unknown): MessageId {
  const undo = registered.get(removed.operation);
  if (!undo) return dialogErrorMessage(error, {});
  const { byStatus, conflicts } = undo.failures;
  if (conflicts && failureCode(error) === 409) {
    const [other, ...known] = conflicts;
    return known.find(({ text }) => isApiError(error) && error.message === text)?.id ?? other;
  }
  return dialogErrorMessage(error, byStatus);
}

/** The conflicts a create call tells apart, by the contract's refusal texts (`ruleMessages`, `refusalMessages`). */
export function conflictsOf(other: MessageId, known: MessageId[], texts: Partial<Record<string, string>>): Conflicts {
  return [other, ...known.map((id) => ({ id, text: texts[id] ?? id }))];
}
