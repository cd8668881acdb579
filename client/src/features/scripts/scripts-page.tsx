import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { BoxSeam, PlusLg } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Script } from '@panel/contract';
import { DEFAULT_SCRIPT_TYPE } from '@panel/contract/rules';
import { CopyButton } from '../../components/copy-button';
import { useDialogs } from '../../components/dialog-host';
import { PageTitle } from '../../components/page-title';
import { RowMenu } from '../../components/row-menu';
import { useScreenEntry } from '../../hooks/use-screen-entry';
import { useAppSelector } from '../../store/hooks';
import { InstallScriptDialog } from './install-script-dialog';
import { UninstallScriptDialog } from './uninstall-script-dialog';

/** Installed scripts, and the install wizard (instruction `script`: the wizard for that domain). */
export function ScriptsPage() {
  const intl = useIntl();
  const { show } = useDialogs();
  const scripts = useAppSelector((state) => state.account.scripts);
  const available = useAppSelector((state) => state.account.availableScripts);
  const install = (domain?: string) => show(<InstallScriptDialog type={DEFAULT_SCRIPT_TYPE} domain={domain} />);
  useScreenEntry('scripts', ({ action, domain }) => {
    if (action === 'script') install(domain ?? undefined);
  });
  const adminUrl = (s: Script) => `http://${s.domain}${s.directory}${available.find((a) => a.type === s.type)?.admin ?? ''}`;

  return (
    <>
      <PageTitle id="scripts.title">
        <Button variant="primary" size="sm" onClick={() => install()}>
          <PlusLg aria-hidden="true" className="me-1" />
          <FormattedMessage id="scripts.install" />
        </Button>
      </PageTitle>
      {scripts.length === 0 ? (
        <Card body className="text-center py-4" data-testid="scripts-empty">
          <BoxSeam aria-hidden="true" className="fs-2 text-body-secondary mb-2" />
          <p className="mb-3">
            <FormattedMessage id="scripts.empty" />
          </p>
          <Button variant="primary" onClick={() => install()}>
            <FormattedMessage id="scripts.install" />
          </Button>
        </Card>
      ) : (
        <Card>
          <Table hover responsive className="align-middle mb-0 scripts-table" aria-label={intl.formatMessage({ id: 'scripts.table' })}>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="scripts.column.address" />
                </th>
                <th scope="col">
                  <FormattedMessage id="scripts.column.database" />
                </th>
                <th scope="col" className="text-end">
                  <span className="visually-hidden">
                    <FormattedMessage id="scripts.column.actions" />
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {scripts.map((s) => {
                const address = `${s.domain}${s.directory}`;
                const name = available.find((a) => a.type === s.type)?.name ?? s.type;
                return (
                  <tr key={s.id} data-testid="script-row" data-address={address}>
                    <td className="address-cell name-cell">
                      <div className="d-flex align-items-center gap-2 min-w-0">
                        <img src={`/assets/scripts/${s.type}.svg`} alt={name} title={name} width={28} height={28} className="flex-shrink-0" />
                        <a className="text-truncate" href={`http://${address}`} target="_blank" rel="noopener noreferrer" title={address}>
                          {address}
                        </a>
                      </div>
                    </td>
                    <td className="database-cell name-cell">
                      {s.database ? (
                        <div className="copyable d-flex align-items-center">
                          <span className="copyable-text text-truncate font-monospace small" title={s.database}>
                            {s.database}
                          </span>
                          <CopyButton value={s.database} className="flex-shrink-0" />
                        </div>
                      ) : (
                        <span className="text-body-secondary">–</span>
                      )}
                    </td>
                    <td className="text-end actions-cell">
                      <RowMenu
                        label={intl.formatMessage({ id: 'scripts.actions' }, { address })}
                        items={() => [
                          { label: 'scripts.admin', run: () => void window.open(adminUrl(s), '_blank', 'noopener,noreferrer') },
                          { label: 'scripts.uninstall', run: () => show(<UninstallScriptDialog script={s} />), danger: true },
                        ]}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </Card>
      )}
    </>
  );
}
