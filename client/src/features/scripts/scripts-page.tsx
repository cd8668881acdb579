import { useMemo } from 'react';
import { BoxSeam } from 'react-bootstrap-icons';
import type { AvailableScript, Script } from '@panel/contract';
import { DEFAULT_SCRIPT_TYPE } from '@panel/contract/rules';
import { CopyableText } from '../../components/copyable-text';
import { ListScreen } from '../../components/list-screen';
import { useDialogs } from '../../components/dialog-context';
import { AddDomainFirst } from '../../components/add-domain-first';
import { EmptyState } from '../../components/empty-state';
import { openExternal } from '../../components/external-link';
import { menuColumn, type Column } from '../../components/list-table';
import { PageTitle } from '../../components/page-title';
import { CreateButton } from '../../components/toolbar-button';
import { useHasDomains } from '../../hooks/use-domain-names';
import { useScreenEntry } from '../../hooks/use-screen-entry';
import { useAppSelector } from '../../store/hooks';
import { InstallScriptDialog } from './install-script-dialog';
import { UninstallScriptDialog } from './uninstall-script-dialog';
import { selectLists } from '../../api/queries';

const addressOf = (script: Script) => `${script.domain}${script.directory}`;
const scriptRow = (script: Script) => ({ 'data-testid': 'script-row', 'data-address': addressOf(script) });

/** Before the plan is known, none can be installed. */
const noScripts: readonly AvailableScript[] = [];

/**
 * Installed scripts, and the install wizard (instruction `script`: the wizard for that domain). A
 * script goes into a domain: without one, the screen is the prompt to add it, and nothing to install.
 */
export function ScriptsPage() {
  const { show } = useDialogs();
  const scripts = useAppSelector((state) => selectLists(state).scripts);
  const available = useAppSelector((state) => state.session.plan?.availableScripts ?? noScripts);
  const hasDomains = useHasDomains();
  const install = (domain?: string) => show(<InstallScriptDialog type={DEFAULT_SCRIPT_TYPE} domain={domain} />);
  useScreenEntry('scripts', ({ action, domain }) => {
    if (action === 'script' && hasDomains) install(domain ?? undefined);
  });

  const columns = useMemo<Column<Script>[]>(() => {
    const kind = (script: Script) => available.find((a) => a.type === script.type);
    return [
      {
        id: 'address',
        header: 'scripts.column.address',
        className: 'address-cell name-cell',
        identifies: true,
        cell: (script) => {
          const name = kind(script)?.name ?? script.type;
          return (
            <div className="d-flex align-items-center gap-2 min-w-0">
              <img src={`/assets/scripts/${script.type}.svg`} alt={name} title={name} width={28} height={28} className="flex-shrink-0" />
              <a className="text-truncate" href={`http://${addressOf(script)}`} target="_blank" rel="noopener noreferrer" title={addressOf(script)}>
                {addressOf(script)}
              </a>
            </div>
          );
        },
      },
      {
        id: 'database',
        header: 'scripts.column.database',
        // Whole (a name to copy into a database tool); under the address on a phone.
        className: 'database-cell text-nowrap',
        stack: true,
        cell: (script) =>
          script.database ? <CopyableText value={script.database} className="font-monospace small" /> : <span className="text-body-secondary">–</span>,
      },
      menuColumn<Script>(
        'scripts.column.actions',
        (script, intl) => intl.formatMessage({ id: 'scripts.actions' }, { address: addressOf(script) }),
        (script) => [
          { label: 'scripts.admin', run: () => openExternal(`http://${addressOf(script)}${kind(script)?.admin ?? ''}`) },
          { label: 'scripts.uninstall', run: () => show(<UninstallScriptDialog script={script} />), danger: true },
        ],
      ),
    ];
  }, [available, show]);

  return (
    <>
      <PageTitle id="scripts.title" />
      <ListScreen
        buttons={hasDomains && <CreateButton label="scripts.install" onClick={() => install()} />}
        list={{ id: 'scripts', items: scripts, columns, rowProps: scriptRow }}
        texts={{ label: 'scripts.table' }}
        firstRun={
          hasDomains ? (
            <EmptyState testId="scripts-empty" icon={BoxSeam} text="scripts.empty" action={{ label: 'scripts.install', onClick: () => install() }} />
          ) : (
            <AddDomainFirst testId="scripts-no-domain" text="scripts.noDomains" />
          )
        }
      />
    </>
  );
}
