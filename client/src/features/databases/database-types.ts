import type { Connector, DatabaseType } from '@panel/contract';
import type { MessageId } from '../../i18n/messages';

/** How each database type is named, where its server lives and which web tool manages it. */
export const DATABASE_TYPE_LABEL: Record<DatabaseType, MessageId> = { mysql: 'databases.type.mysql', postgres: 'databases.type.postgres' };

export const databaseHost = (connector: Connector | null, type: DatabaseType) => (type === 'mysql' ? connector?.mysqlHost : connector?.postgresHost) ?? '';

export const databaseToolUrl = (connector: Connector | null, type: DatabaseType) => (type === 'mysql' ? connector?.phpmyadminUrl : connector?.phppgadminUrl);
