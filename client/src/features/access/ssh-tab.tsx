import { useMemo, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { Trash } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import type { SshKey } from '@panel/contract';
import { useTableFind } from '../../components/data-table';
import { useDialogs } from '../../components/dialog-context';
import { CopyableText } from '../../components/copyable-text';
import { actionsColumn, ListTable, textColumn, type Column } from '../../components/list-table';
import { EmptyState } from '../../components/empty-state';
import { ButtonBar, CreateButton } from '../../components/toolbar-button';
import { Upsell } from '../../components/upsell';
import { useAppSelector } from '../../store/hooks';
import { Connection } from './connection';
import { DeleteSshKeyDialog } from './delete-ssh-key-dialog';
import { SshKeyDialog } from './ssh-key-dialog';
import { selectLists } from '../../api/queries';

const keyRow = (key: SshKey) => ({ 'data-testid': 'ssh-key-row', 'data-name': key.name });
const noSearch = () => undefined;

function SshKeys() {
  const { show } = useDialogs();
  const keys = useAppSelector((state) => selectLists(state).sshKeys);
  // A key chosen in the command palette: its row focused.
  const list = useRef<HTMLDivElement>(null);
  useTableFind('ssh-keys', noSearch, list);
  const columns = useMemo<Column<SshKey>[]>(
    () => [
      textColumn<SshKey>('name', 'access.column.name', (key) => key.name, { textClassName: 'fw-medium', identifies: true }),
      {
        id: 'fingerprint',
        header: 'access.column.fingerprint',
        // Whole and copyable; under the name on a phone.
        className: 'fingerprint-cell',
        stack: true,
        cell: (key) => <CopyableText value={key.fingerprint} className="font-monospace small" />,
      },
      actionsColumn<SshKey>('access.column.actions', (key, intl) => {
        const label = intl.formatMessage({ id: 'access.sshRemove' }, { name: key.name });
        return (
          <Button
            variant="outline-danger"
            size="sm"
            className="icon-button"
            aria-label={label}
            title={label}
            onClick={() => show(<DeleteSshKeyDialog sshKey={key} />)}
          >
            <Trash aria-hidden="true" />
          </Button>
        );
      }),
    ],
    [show],
  );
  return (
    <>
      <ButtonBar>
        <CreateButton label="access.sshAdd" onClick={() => show(<SshKeyDialog />)} />
      </ButtonBar>
      <Connection>
        {keys.length === 0 ? (
          <p className="text-center py-3 mb-0" data-testid="ssh-keys-empty">
            <FormattedMessage id="access.sshEmpty" />
          </p>
        ) : (
          <div ref={list}>
            <ListTable items={keys} columns={columns} rowProps={keyRow} className="mb-0 ssh-keys-table" label="access.sshTable" />
          </div>
        )}
      </Connection>
    </>
  );
}

/**
 * SSH: an upgrade prompt without SSH in the plan, else the keys once the hosting is paid for. Before
 * that the tab says why SSH waits; the Pay button is the unpaid notice's, right above (one, not two).
 */
export function SshTab() {
  const ssh = useAppSelector((state) => state.session.plan?.package?.sshAvailable ?? false);
  const paid = useAppSelector((state) => selectLists(state).user?.paid ?? false);
  const upsell = useAppSelector((state) => state.session.plan?.upsell);
  if (!ssh) return <Upsell text="ssh.error.plan" brings="ssh.planBrings" label="access.upgrade" href={upsell?.upgrade} testId="ssh-upgrade" />;
  if (!paid) return <EmptyState text="ssh.error.unpaid" testId="ssh-pay" />;
  return <SshKeys />;
}
