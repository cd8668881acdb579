import type { components, operations, paths } from '@panel/contract/generated';

/*
 * The contract's paths and calls as the kit names them: a leaf module, so the client and the
 * journal checks (calls.ts) both import it and not each other.
 */

/** The test-control paths of the contract. */
export type TestControlPath = Extract<keyof paths, `/__test/${string}`>;
/** Every other path of the contract: what a fault can name, what the journal holds. */
export type PanelApiPath = Exclude<keyof paths, TestControlPath>;
/** The operationId of every call but the test-control ones (all named `test…`). */
export type PanelOperationId = Exclude<keyof operations, `test${string}`>;
/** A call in an account's journal, its path and operation typed. */
export type JournalEntry = Omit<components['schemas']['TestRequestRecord'], 'path' | 'operationId'> & { path: PanelApiPath; operationId: PanelOperationId };
