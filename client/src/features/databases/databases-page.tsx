import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import { FormattedMessage } from 'react-intl';
import type { DatabaseType } from '@panel/contract';
import { useDialogs } from '../../components/dialog-context';
import { TabbedPage, type ScreenTab } from '../../components/screen-tabs';
import { Upsell } from '../../components/upsell';
import { useScreenEntry } from '../../hooks/use-screen-entry';
import { useAppSelector } from '../../store/hooks';
import { CreateDatabaseDialog } from './create-database-dialog';
import { DatabaseTab } from './database-tab';
import { selectLists } from '../../api/queries';

function TabTitle({ label, count }: { label: 'databases.type.mysql' | 'databases.type.postgres'; count: number | null }) {
  return (
    <>
      <FormattedMessage id={label} />
      {count !== null && (
        <Badge bg="secondary" pill className="ms-2">
          {count}
        </Badge>
      )}
    </>
  );
}

/** Without Postgres in the plan: what is missing and where to get it. */
function PostgresUpgrade() {
  const upgrade = useAppSelector((state) => state.session.plan?.upsell?.upgrade);
  return <Upsell testId="postgres-upgrade" text="database.error.postgres" brings="database.postgresBrings" label="databases.upgrade" href={upgrade} asButton />;
}

/** MySQL and Postgres databases, a tab each (redirect instructions mysql, mysqlAdd, postgres, postgresAdd). */
export function DatabasesPage() {
  const { show } = useDialogs();
  const [tab, setTab] = useState<DatabaseType>('mysql');
  const databases = useAppSelector((state) => selectLists(state).databases);
  const postgres = useAppSelector((state) => state.session.plan?.package?.postgresAvailable ?? false);

  useScreenEntry('databases', ({ action }) => {
    switch (action) {
      case 'mysql':
      case 'postgres':
        return setTab(action);
      case 'mysqlAdd':
        setTab('mysql');
        return show(<CreateDatabaseDialog type="mysql" />);
      case 'postgresAdd':
        setTab('postgres');
        if (postgres) show(<CreateDatabaseDialog type="postgres" />);
        return;
    }
  });

  const count = (type: DatabaseType) => databases.filter((d) => d.type === type).length;
  const tabs: readonly ScreenTab<DatabaseType>[] = [
    { key: 'mysql', title: <TabTitle label="databases.type.mysql" count={count('mysql')} />, content: <DatabaseTab type="mysql" /> },
    {
      key: 'postgres',
      title: <TabTitle label="databases.type.postgres" count={postgres ? count('postgres') : null} />,
      content: postgres ? <DatabaseTab type="postgres" /> : <PostgresUpgrade />,
    },
  ];
  return <TabbedPage id="databases" title="databases.title" state={[tab, setTab]} tabs={tabs} />;
}
