import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Search } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDialogControl } from '../../components/dialog-context';
import { useAppSelector } from '../../store/hooks';
import { usePaletteObjects } from './objects';
import { recentChoices, rememberChoice } from './recent';
import { PaletteSearch, searchable, type PaletteEntry, type PaletteGroup, type Searchable } from './search';

export interface CommandPaletteProps {
  /** The screens and the account's actions (change password, log out, language …). */
  actions: readonly PaletteEntry[];
  /** The actions of one domain ("example.com → Browse files"), the per-domain menu's, ids `domainAction:{domain}:…`. */
  domainActions: (domain: string) => readonly PaletteEntry[];
}

const LIST_ID = 'palette-list';
const optionId = (index: number) => `palette-option-${index}`;

/**
 * The command palette (Ctrl+K / ⌘K, the top bar's search button): finds, as one types, every object
 * the account holds and every action, grouped by kind with each group's count; the recent choices
 * while the box is empty. The ARIA combobox pattern: the box keeps the focus, the arrows move the
 * active option (`aria-activedescendant`), Enter chooses it, Escape closes and gives the focus back.
 * Choosing closes the palette and runs the entry (it opens a screen or a dialog) once it has gone.
 */
export function CommandPalette({ actions, domainActions }: CommandPaletteProps) {
  const intl = useIntl();
  const { show, close, exited } = useDialogControl();
  const login = useAppSelector((state) => state.session.login) ?? '';
  const objects = usePaletteObjects();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [chosen, setChosen] = useState<PaletteEntry | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  const actionEntries = useMemo(() => actions.map(searchable), [actions]);
  const entries = useMemo(() => [...actionEntries, ...objects], [actionEntries, objects]);
  const forDomain = useCallback((domain: string) => domainActions(domain).map(searchable), [domainActions]);

  const searcher = useMemo(() => new PaletteSearch(entries, forDomain), [entries, forDomain]);
  useEffect(() => {
    const timer = setTimeout(() => searcher.warmUp(), 0);
    return () => clearTimeout(timer);
  }, [searcher]);
  const groups: PaletteGroup[] = useMemo(() => {
    if (query.trim() !== '') return searcher.search(query);
    const recent = recentChoices(login)
      .map((id) => entries.find((entry) => entry.id === id) ?? findDomainAction(id, forDomain))
      .filter((entry) => entry !== undefined);
    if (recent.length > 0) return [{ kind: 'recent', count: recent.length, entries: recent }];
    const screens = actionEntries.filter((entry) => entry.kind === 'screen');
    return [{ kind: 'screen', count: screens.length, entries: screens }];
  }, [query, searcher, entries, forDomain, login, actionEntries]);

  const options = useMemo(() => groups.flatMap((group) => group.entries), [groups]);
  const current = Math.min(active, options.length - 1);
  const count = groups.reduce((sum, group) => sum + group.count, 0);

  const choose = (entry: PaletteEntry) => {
    rememberChoice(login, entry.id);
    setChosen(entry);
    close();
  };

  const move = (to: number) => {
    if (options.length === 0) return;
    const next = (to + options.length) % options.length;
    setActive(next);
    list.current?.querySelector(`#${optionId(next)}`)?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        move(current + 1);
        break;
      case 'ArrowUp':
        move(current - 1);
        break;
      case 'PageDown':
        move(Math.min(current + 5, options.length - 1));
        break;
      case 'PageUp':
        move(Math.max(current - 5, 0));
        break;
      case 'Enter':
        if (options[current]) choose(options[current]);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const label = intl.formatMessage({ id: 'palette.title' });
  let index = 0;
  return (
    <Modal
      show={show}
      onHide={close}
      onExited={() => {
        exited();
        // Once the palette is gone (its focus trap with it): the screen it opens can focus what it found.
        chosen?.run();
      }}
      id="command-palette"
      dialogClassName="palette-dialog"
      aria-label={label}
      // A choice leaves the focus where it takes the user (a dialog, the found row); Escape brings it back.
      restoreFocus={chosen === null}
      // The modal takes the focus (and notes where it was) as it shows; the box then takes it from the modal.
      onShow={() => requestAnimationFrame(() => input.current?.focus())}
    >
      <div className="palette-box border-bottom d-flex align-items-center gap-2 px-3">
        <Search aria-hidden="true" className="text-body-secondary flex-shrink-0" />
        <input
          id="palette-input"
          className="form-control border-0 shadow-none px-0 py-3"
          type="text"
          role="combobox"
          aria-label={label}
          aria-expanded="true"
          aria-controls={LIST_ID}
          aria-autocomplete="list"
          aria-activedescendant={options.length > 0 ? optionId(current) : undefined}
          placeholder={intl.formatMessage({ id: 'palette.placeholder' })}
          autoComplete="off"
          spellCheck={false}
          ref={input}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setActive(0);
            list.current?.scrollTo?.({ top: 0 });
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="palette-status">
        {query.trim() !== '' && <FormattedMessage id="palette.results" values={{ count }} />}
      </div>
      <div id={LIST_ID} ref={list} role="listbox" aria-label={label} className="palette-list py-1">
        {groups.map((group) => {
          const headingId = `palette-group-${group.kind}`;
          return (
            <div key={group.kind} role="group" aria-labelledby={headingId} data-testid={`palette-group-${group.kind}`}>
              <div id={headingId} role="presentation" className="palette-group small text-body-secondary px-3 pt-2 d-flex">
                <span className="flex-grow-1">
                  <FormattedMessage id={`palette.group.${group.kind}`} />
                </span>
                <span data-testid="palette-group-count">{intl.formatNumber(group.count)}</span>
              </div>
              {group.entries.map((entry) => {
                const at = index++;
                return (
                  // The options are chosen from the box (the combobox keeps the focus); a click chooses too.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                  <div
                    key={entry.id}
                    id={optionId(at)}
                    role="option"
                    aria-selected={at === current}
                    className={`palette-option px-3 py-2 d-flex align-items-baseline gap-2 ${at === current ? 'active' : ''}`}
                    onMouseMove={() => at !== current && setActive(at)}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(entry)}
                  >
                    {entry.display ? (
                      <span className="palette-label palette-parts">{entry.display}</span>
                    ) : (
                      <span className="palette-label text-truncate">{entry.label}</span>
                    )}
                    {entry.detail && <span className="palette-detail small text-truncate">{entry.detail}</span>}
                  </div>
                );
              })}
            </div>
          );
        })}
        {query.trim() !== '' && options.length === 0 && (
          <p className="text-body-secondary px-3 py-2 mb-0" data-testid="palette-empty">
            <FormattedMessage id="palette.empty" values={{ query: query.trim() }} />
          </p>
        )}
      </div>
      <div className="palette-hint border-top small text-body-secondary px-3 py-2 d-none d-sm-block" aria-hidden="true">
        <FormattedMessage id="palette.hint" />
      </div>
    </Modal>
  );
}

/** A recent domain action by its id (`domainAction:{domain}:{…}`), from that domain's actions. */
function findDomainAction(id: string, forDomain: (domain: string) => readonly Searchable[]): Searchable | undefined {
  const [kind, domain] = id.split(':');
  return kind === 'domainAction' && domain ? forDomain(domain).find((entry) => entry.id === id) : undefined;
}
