// The triggers that count each write to a table in `list_versions`, per account: what the server
// keeps from an account's rows (its lists' JSON, lists.ts; its mail authentication status,
// features/mail-auth/service.ts) is current while the counts of the tables it read stay.

/** An AFTER INSERT, UPDATE and DELETE trigger on `table`, each counting the write for its row's account. */
export function countChanges(table: string, options: { unlessBulk?: boolean; replacing?: boolean } = {}): string {
  return ['INSERT', 'UPDATE', 'DELETE']
    .map((event) => {
      const row = event === 'DELETE' ? 'OLD' : 'NEW';
      const name = `${table}_${event.toLowerCase()}_counted`;
      // A bulk write (bulkWrite in db.ts) moves each count once at its end instead.
      const when = options.unlessBulk ? `\n  WHEN NOT EXISTS (SELECT 1 FROM bulk_writes WHERE account_id = ${row}.account_id)` : '';
      return `${options.replacing ? `\n  DROP TRIGGER ${name};` : ''}
  CREATE TRIGGER ${name} AFTER ${event} ON ${table}${when} BEGIN
    INSERT INTO list_versions (account_id, list) VALUES (${row}.account_id, '${table}') ON CONFLICT DO UPDATE SET version = version + 1;
  END;`;
    })
    .join('');
}
