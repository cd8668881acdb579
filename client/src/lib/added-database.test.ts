import { describe, expect, it } from 'vitest';
import type { Database } from '@panel/contract';
import { addedDatabase } from './added-database';

const db = (name: string, type: Database['type'] = 'mysql'): Database => ({ name, type, diskUsed: 0 });

describe('addedDatabase', () => {
  it('reads the new name from the reply, whatever prefix or case the backend gave it', () => {
    expect(addedDatabase([db('Demo_shop')], [db('Other_Blog'), db('Demo_shop')], 'mysql')).toBe('Other_Blog');
  });

  it('looks only at the type created, and gives nothing when the reply does not show one new database', () => {
    expect(addedDatabase([], [db('a_x', 'postgres')], 'mysql')).toBeUndefined();
    expect(addedDatabase([], [db('a_x'), db('a_y')], 'mysql')).toBeUndefined();
    expect(addedDatabase([db('a_x')], [db('a_x')], 'mysql')).toBeUndefined();
    expect(addedDatabase([], undefined, 'mysql')).toBeUndefined();
  });
});
