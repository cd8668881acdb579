import Dropdown from 'react-bootstrap/Dropdown';
import { Check2, CircleHalf, MoonStars, Sun } from 'react-bootstrap-icons';
import { FormattedMessage } from 'react-intl';
import { themes, useTheme, type Theme } from '../hooks/use-theme';
import type { MessageId } from '../i18n/messages';

const choices: Record<Theme, { label: MessageId; icon: typeof Sun }> = {
  light: { label: 'theme.light', icon: Sun },
  dark: { label: 'theme.dark', icon: MoonStars },
  auto: { label: 'theme.auto', icon: CircleHalf },
};

/**
 * The colour mode as a menu's radio group (menuitemradio under a named group): Light, Dark, As the
 * system; the chosen one is checked. Each item's id is `theme-{mode}`.
 */
export function ThemeMenuItems() {
  const { theme, setTheme } = useTheme();
  return (
    <div role="group" aria-labelledby="theme-choice-label">
      <Dropdown.Header as="div" role="presentation" id="theme-choice-label" className="split-button-group">
        <FormattedMessage id="theme.label" />
      </Dropdown.Header>
      {themes.map((option) => {
        const { label, icon: Icon } = choices[option];
        return (
          <Dropdown.Item
            key={option}
            as="button"
            type="button"
            role="menuitemradio"
            aria-checked={theme === option}
            id={`theme-${option}`}
            className="row-menu-item"
            onClick={() => setTheme(option)}
          >
            <Icon aria-hidden="true" className="row-menu-icon" />
            <span className="flex-grow-1">
              <FormattedMessage id={label} />
            </span>
            <Check2 aria-hidden="true" className={`row-menu-icon ms-2${theme === option ? '' : ' opacity-0'}`} />
          </Dropdown.Item>
        );
      })}
    </div>
  );
}
