import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Search } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../store/hooks';
import { usePaletteObjects } from './objects';
import { recentChoices, rememberChoice } from './recent';
import { PaletteSearch, type PaletteEntry, type PaletteGroup } from './search';
import type { PaletteSource } from './sources';

const LIST_ID = 'palette-list';
const optionId = (index: number) => `palette-option-${index}`;

export interface PaletteBodyProps {
  /** The screens and the account's actions (change password, log out, language …), in their order. */
  actions: readonly PaletteSource[];
  /** The actions of one domain ("example.com → Browse files"), the per-domain menu's, ids `domainAction:{domain}:…`. */
  domainActions: (domain: string) => readonly PaletteEntry[];
  /** The palette's name, the box's and the list's. */
  label: string;
  input: RefObject<HTMLInputElement | null>;
  onChoose: (entry: PaletteEntry) => void;
}

/**
 * The palette's box and what it found: a component of its own, so a keystroke draws these again and
 * not the modal around them (its transitions, focus handling and the dialog host).
 */
export function PaletteBody({ actions, domainActions, label, input, onChoose }: PaletteBodyProps) {
  const intl = useIntl();
  const login = useAppSelector((state) => state.session.login) ?? '';
  const objects = usePaletteObjects();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const list = useRef<HTMLDivElement>(null);

  const sources = useMemo(() => [...actions, ...objects], [actions, objects]);
  const searcher = useMemo(() => new PaletteSearch(sources, domainActions), [sources, domainActions]);
  useEffect(() => searcher.warmUp(), [searcher]);
  const groups: PaletteGroup[] = useMemo(() => {
    if (query.trim() !== '') return searcher.search(query);
    const recent = recentChoices(login)
      .map((id) => findEntry(sources, id) ?? findDomainAction(id, domainActions))
      .filter((entry) => entry !== undefined);
    if (recent.length > 0) return [{ kind: 'recent', count: recent.length, entries: recent }];
    const screens = actions.filter((source) => source.kind === 'screen').flatMap((source) => source.keys.map((_, index) => source.entry(index)));
    return [{ kind: 'screen', count: screens.length, entries: screens }];
  }, [query, searcher, sources, domainActions, login, actions]);

  const options = useMemo(() => groups.flatMap((group) => group.entries), [groups]);
  const current = Math.min(active, options.length - 1);
  const count = groups.reduce((sum, group) => sum + group.count, 0);

  const choose = (entry: PaletteEntry) => {
    rememberChoice(login, entry.id);
    onChoose(entry);
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

  let index = 0;
  return (
    <>
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
    </>
  );
}

/** The entry of this id (a recent choice), the first source's that holds it. */
function findEntry(sources: readonly PaletteSource[], id: string): PaletteEntry | undefined {
  for (const source of sources) {
    const entry = source.find(id);
    if (entry) return entry;
  }
  return undefined;
}

/** A recent domain action by its id (`domainAction:{domain}:{…}`), from that domain's actions. */
function findDomainAction(id: string, domainActions: (domain: string) => readonly PaletteEntry[]): PaletteEntry | undefined {
  const [kind, domain] = id.split(':');
  return kind === 'domainAction' && domain ? domainActions(domain).find((entry) => entry.id === id) : undefined;
}
