import { sql, type Db } from '../../lib/db.js';
import type { DomainRow } from '../../lib/domains.js';

export interface InstalledCertificate {
  sslType: DomainRow['ssl_type'];
  sslExpires: string | null;
  cert: string | null;
  key: string | null;
  ca: string | null;
}

/** Sets a domain's SSL state and the PEM texts that go with it (none for a generated certificate). */
export const setDomainCertificate = (db: Db, accountId: number, domain: string, c: InstalledCertificate) =>
  sql(
    db,
    `UPDATE domains SET ssl_type = ?, ssl_expires = ?, cert_pem = ?, key_pem = ?, ca_pem = ?
           WHERE account_id = ? AND name = ?`,
  ).run(c.sslType, c.sslExpires, c.cert, c.key, c.ca, accountId, domain);
