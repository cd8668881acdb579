import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import { BarChartLine, BoxArrowRight, BoxArrowUpRight, Envelope, Key, List, PersonCircle, PlusLg, RocketTakeoff, Search } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAvailable } from '../../api/capabilities';
import { useAppSelector } from '../../store/hooks';
import { useDialogs } from '../../components/dialog-context';
import { openExternal } from '../../components/external-link';
import { LanguageSwitcher } from '../../components/language-switcher';
import { PopupMenu } from '../../components/popup-menu';
import { SplitButton, type SplitButtonItem } from '../../components/split-button';
import { ThemeMenuItems } from '../../components/theme-menu-items';
import { useLogout } from '../../features/account';
import { useGoTo } from '../../hooks/use-go-to';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import { DiskMeter } from './disk-meter';
import { PaletteDialog } from './lazy-dialogs';
import { quickActions, quickGroupLabels, userMenuActions } from '../commands';

/**
 * The top bar, one row at every width: the menu button (below 992 px), the disk meter (its legend
 * on a click) and Details on the left; Open WebMail, Add a domain (its menu grouped), the language
 * the search (the command palette) and the user menu on the right. On a phone every control is a
 * 44 px target, Details moves into the disk meter's legend, the search and WebMail with its tools
 * into the user menu, so nothing wraps and nothing is out of reach.
 */
export function TopBar({ onMenu }: { onMenu: () => void }) {
  const intl = useIntl();
  const { show, open } = useDialogs();
  const goTo = useGoTo();
  const logout = useLogout();
  const phone = useMediaQuery(PHONE_QUERY);
  const connector = useAppSelector((state) => state.session.plan?.connector);
  const login = useAppSelector((state) => state.session.login);
  const menuActions = useAvailable(userMenuActions);
  const planName = useAppSelector((state) => state.session.plan?.plan?.name);
  const upgrade = useAppSelector((state) => state.session.plan?.upsell?.upgrade);

  const postgres = useAppSelector((state) => state.session.plan?.package?.postgresAvailable ?? false);
  // The database tools of the plan's databases: no phpPgAdmin without Postgres.
  const tools = [
    { key: 'phpmyadmin', label: 'phpMyAdmin', url: connector?.phpmyadminUrl },
    ...(postgres ? [{ key: 'phppgadmin', label: 'phpPgAdmin', url: connector?.phppgadminUrl }] : []),
  ];
  const webmailItems: SplitButtonItem[] = tools.map(({ key, label, url }) => ({ key, label, external: true, onSelect: () => openExternal(url) }));
  const addItems: SplitButtonItem[] = quickActions.map(({ key, label, group, page, action }) => ({
    key,
    group: intl.formatMessage({ id: quickGroupLabels[group] }),
    label: <FormattedMessage id={label} />,
    onSelect: () => goTo(page, action),
  }));
  const newTab = intl.formatMessage({ id: 'common.newTab' });
  const details = (
    <Button variant="outline-secondary" size="sm" onClick={() => goTo('logs', 'stats')} className="text-nowrap">
      <BarChartLine aria-hidden="true" className="me-1" />
      <FormattedMessage id="topbar.details" />
    </Button>
  );
  const webmail = intl.formatMessage({ id: 'topbar.webmail' });

  return (
    <header className="panel-topbar d-flex flex-nowrap align-items-center gap-2 px-2 px-sm-3 py-2 border-bottom bg-body">
      <Button
        variant="outline-secondary"
        className="d-lg-none topbar-icon"
        onClick={onMenu}
        aria-label={intl.formatMessage({ id: 'nav.open' })}
        title={intl.formatMessage({ id: 'nav.open' })}
        aria-controls="panel-sidebar"
      >
        <List aria-hidden="true" />
      </Button>
      <div className="d-flex align-items-center gap-2 me-auto min-w-0">
        <DiskMeter details={phone ? details : undefined} />
        {!phone && details}
      </div>
      <div className="d-flex flex-nowrap align-items-center gap-2">
        {!phone && (
          <SplitButton
            id="webmail-split"
            variant="outline-primary"
            size="sm"
            icon={<Envelope aria-hidden="true" />}
            label={
              <>
                <span className="d-none d-xl-inline ms-1">{webmail}</span>
                <span className="d-xl-none ms-1">{intl.formatMessage({ id: 'topbar.webmailShort' })}</span>
                <BoxArrowUpRight aria-hidden="true" className="ms-1 small" />
              </>
            }
            mainLabel={webmail}
            menuLabel={intl.formatMessage({ id: 'topbar.webmailMenu' })}
            onClick={() => openExternal(connector?.webmailUrl)}
            items={webmailItems}
          />
        )}
        <SplitButton
          id="add-domain-split"
          variant="primary"
          size="sm"
          className="topbar-split"
          icon={<PlusLg aria-hidden="true" />}
          label={<span className="d-none d-md-inline ms-1">{intl.formatMessage({ id: 'topbar.addDomain' })}</span>}
          mainLabel={intl.formatMessage({ id: 'topbar.addDomain' })}
          menuLabel={intl.formatMessage({ id: 'topbar.addMenu' })}
          onClick={() => open('addDomain')}
          items={addItems}
        />
        {!phone && (
          <Button
            variant="outline-secondary"
            size="sm"
            className="topbar-icon-sm"
            onClick={() => show(<PaletteDialog />)}
            aria-label={intl.formatMessage({ id: 'palette.open' })}
            title={intl.formatMessage({ id: 'palette.open' })}
            aria-keyshortcuts="Control+K Meta+K"
            data-testid="palette-button"
          >
            <Search aria-hidden="true" />
          </Button>
        )}
        <LanguageSwitcher compact={phone} />
        <Dropdown align="end" id="user-menu">
          <Dropdown.Toggle
            variant="outline-secondary"
            size="sm"
            aria-label={intl.formatMessage({ id: 'user.menu' }, { login: login ?? '' })}
            title={intl.formatMessage({ id: 'user.menu' }, { login: login ?? '' })}
            className="d-flex align-items-center gap-1 topbar-icon-sm"
          >
            <PersonCircle aria-hidden="true" />
            <span className="d-none d-xl-inline">{login}</span>
          </Dropdown.Toggle>
          <PopupMenu>
            {phone && (
              <>
                <Dropdown.Item
                  as="button"
                  type="button"
                  role="menuitem"
                  className="row-menu-item"
                  onClick={() => show(<PaletteDialog />)}
                  data-testid="palette-menu-item"
                >
                  <Search aria-hidden="true" className="row-menu-icon" />
                  <span className="flex-grow-1">
                    <FormattedMessage id="palette.title" />
                  </span>
                </Dropdown.Item>
                <Dropdown.Divider />
                <Dropdown.Item as="button" type="button" role="menuitem" className="row-menu-item" onClick={() => openExternal(connector?.webmailUrl)}>
                  <Envelope aria-hidden="true" className="row-menu-icon" />
                  <span className="flex-grow-1">{webmail}</span>
                  <BoxArrowUpRight aria-hidden="true" className="row-menu-icon" />
                  <span className="visually-hidden"> {newTab}</span>
                </Dropdown.Item>
                {tools.map(({ key, label, url }) => (
                  <Dropdown.Item key={key} as="button" type="button" role="menuitem" className="row-menu-item" onClick={() => openExternal(url)}>
                    <span className="row-menu-icon" aria-hidden="true" style={{ width: '1em' }} />
                    <span className="flex-grow-1">{label}</span>
                    <BoxArrowUpRight aria-hidden="true" className="row-menu-icon" />
                    <span className="visually-hidden"> {newTab}</span>
                  </Dropdown.Item>
                ))}
                <Dropdown.Divider />
              </>
            )}
            <ThemeMenuItems />
            <Dropdown.Divider />
            {planName && (
              <Dropdown.ItemText className="small text-body-secondary" data-testid="plan-name">
                <FormattedMessage id="user.plan" values={{ plan: <strong key="plan">{planName}</strong> }} />
              </Dropdown.ItemText>
            )}
            {upgrade && (
              <Dropdown.Item as="button" type="button" role="menuitem" onClick={() => openExternal(upgrade)} data-testid="user-upgrade">
                <RocketTakeoff aria-hidden="true" className="me-2" />
                <FormattedMessage id="user.upgrade" />
                <span className="visually-hidden"> {newTab}</span>
              </Dropdown.Item>
            )}
            <Dropdown.Item as="button" type="button" role="menuitem" onClick={() => open('changePassword')}>
              <Key aria-hidden="true" className="me-2" />
              <FormattedMessage id="user.changePassword" />
            </Dropdown.Item>
            {menuActions.map(({ id, label, dialog, icon: Icon }) => (
              <Dropdown.Item key={id} as="button" type="button" role="menuitem" onClick={() => open(dialog)} data-testid={id}>
                <Icon aria-hidden="true" className="me-2" />
                <FormattedMessage id={label} />
              </Dropdown.Item>
            ))}
            <Dropdown.Divider />
            <Dropdown.Item as="button" type="button" role="menuitem" onClick={() => void logout()}>
              <BoxArrowRight aria-hidden="true" className="me-2" />
              <FormattedMessage id="user.logout" />
            </Dropdown.Item>
          </PopupMenu>
        </Dropdown>
      </div>
    </header>
  );
}
