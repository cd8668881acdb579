import { Fragment, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { InfoDialog } from '../../components/info-dialog';
import { useFeatures } from '../commands';
import { undoKeys } from '../../components/toasts';

/** Keys pressed one after another ("g", then "d"). */
function Keys({ keys }: { keys: string[] }) {
  return (
    <>
      {keys.map((key, index) => (
        <Fragment key={key}>
          {index > 0 && (
            <span className="small text-body-secondary">
              {' '}
              <FormattedMessage id="shortcuts.then" />{' '}
            </span>
          )}
          <kbd>{key}</kbd>
        </Fragment>
      ))}
    </>
  );
}

/** The `?` overlay: every keyboard shortcut (`useShortcuts`), in the panel's language. */
export function ShortcutHelp() {
  const intl = useIntl();
  const features = useFeatures();
  const mac = /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? '');
  const rows: { keys: ReactNode; what: ReactNode }[] = [
    { keys: <Keys keys={[mac ? '⌘ K' : 'Ctrl K']} />, what: <FormattedMessage id="shortcuts.palette" /> },
    { keys: <Keys keys={['?']} />, what: <FormattedMessage id="shortcuts.help" /> },
    { keys: <Keys keys={['/']} />, what: <FormattedMessage id="shortcuts.search" /> },
    { keys: <Keys keys={['n']} />, what: <FormattedMessage id="shortcuts.create" /> },
    { keys: <Keys keys={[undoKeys()]} />, what: <FormattedMessage id="shortcuts.undo" /> },
    ...features.map(({ goKey, title }) => ({
      keys: <Keys keys={['g', goKey]} />,
      what: <FormattedMessage id="shortcuts.goTo" values={{ page: intl.formatMessage({ id: title }) }} />,
    })),
  ];
  return (
    <InfoDialog id="shortcut-help" title={<FormattedMessage id="shortcuts.title" />} intro={<FormattedMessage id="shortcuts.intro" />}>
      <table className="table table-sm mb-0">
        <caption className="visually-hidden">
          <FormattedMessage id="shortcuts.title" />
        </caption>
        <thead>
          <tr>
            {(['shortcuts.keys', 'shortcuts.action'] as const).map((id) => (
              <th key={id} scope="col">
                <FormattedMessage id={id} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ keys, what }, index) => (
            <tr key={index}>
              <td className="text-nowrap">{keys}</td>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </InfoDialog>
  );
}
