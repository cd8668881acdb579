import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import { BarChartLine, BoxArrowRight, Envelope, Key, List, PersonCircle, PlusLg } from 'react-bootstrap-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../hooks';
import { LanguageSwitcher } from '../../components/language-switcher';
import { PopupMenu } from '../../components/popup-menu';
import { SplitButton, type SplitButtonItem } from '../../components/split-button';
import { useLogout } from '../../features/account/use-logout';
import { useGoTo } from '../../hooks/use-go-to';
import type { MessageId } from '../../i18n/messages';
import type { PanelPage } from '../../lib/pages';
import { dialogOpened } from '../../store/ui-slice';
import { DiskMeter } from './disk-meter';

function openExternal(url: string | undefined) {
  if (url) window.open(url, '_blank', 'noopener,noreferrer');
}

/** The Add-a-domain menu: each entry opens its screen with an instruction of what to start there. */
export const quickActions: { key: string; label: MessageId; page: PanelPage; action: string }[] = [
  { key: 'email-account', label: 'quick.emailAccount', page: 'emails', action: 'accounts' },
  { key: 'email-alias', label: 'quick.emailAlias', page: 'emails', action: 'forwarders' },
  { key: 'database', label: 'quick.database', page: 'databases', action: 'mysqlAdd' },
  { key: 'redirect', label: 'quick.redirect', page: 'redirects', action: 'redirect' },
  { key: 'ssl', label: 'quick.ssl', page: 'ssl', action: 'ssl' },
  { key: 'wordpress', label: 'quick.wordpress', page: 'scripts', action: 'script' },
  { key: 'trusted-sender', label: 'quick.trustedSender', page: 'emails', action: 'filters' },
  { key: 'blocked-sender', label: 'quick.blockedSender', page: 'emails', action: 'filters' },
];

export function TopBar({ onMenu }: { onMenu: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const goTo = useGoTo();
  const logout = useLogout();
  const connector = useAppSelector((state) => state.account.connector);
  const login = useAppSelector((state) => state.account.login);

  const webmailItems: SplitButtonItem[] = [
    { key: 'phpmyadmin', label: 'phpMyAdmin', onSelect: () => openExternal(connector?.phpmyadminUrl) },
    { key: 'phppgadmin', label: 'phpPgAdmin', onSelect: () => openExternal(connector?.phppgadminUrl) },
  ];
  const addItems: SplitButtonItem[] = quickActions.map(({ key, label, page, action }) => ({
    key,
    label: <FormattedMessage id={label} />,
    onSelect: () => goTo(page, action),
  }));

  return (
    <header className="panel-topbar d-flex flex-wrap align-items-center column-gap-2 row-gap-2 px-3 py-2 border-bottom bg-body">
      <Button variant="outline-secondary" className="d-lg-none" onClick={onMenu} aria-label={intl.formatMessage({ id: 'nav.open' })} aria-controls="panel-sidebar">
        <List aria-hidden="true" />
      </Button>
      <div className="d-flex align-items-center gap-2 me-auto flex-shrink-0">
        <DiskMeter />
        <Button variant="outline-secondary" size="sm" onClick={() => goTo('logs', 'stats')} className="text-nowrap">
          <BarChartLine aria-hidden="true" className="me-1 d-none d-sm-inline" />
          <FormattedMessage id="topbar.details" />
        </Button>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <SplitButton
          id="webmail-split"
          variant="outline-primary"
          size="sm"
          icon={<Envelope aria-hidden="true" />}
          label={<span className="d-none d-xl-inline ms-1">{intl.formatMessage({ id: 'topbar.webmail' })}</span>}
          mainLabel={intl.formatMessage({ id: 'topbar.webmail' })}
          menuLabel={intl.formatMessage({ id: 'topbar.webmailMenu' })}
          onClick={() => openExternal(connector?.webmailUrl)}
          items={webmailItems}
        />
        <SplitButton
          id="add-domain-split"
          variant="primary"
          size="sm"
          icon={<PlusLg aria-hidden="true" />}
          label={<span className="d-none d-sm-inline ms-1">{intl.formatMessage({ id: 'topbar.addDomain' })}</span>}
          mainLabel={intl.formatMessage({ id: 'topbar.addDomain' })}
          menuLabel={intl.formatMessage({ id: 'topbar.addMenu' })}
          onClick={() => dispatch(dialogOpened('addDomain'))}
          items={addItems}
        />
        <LanguageSwitcher />
        <Dropdown align="end" id="user-menu">
          <Dropdown.Toggle variant="outline-secondary" size="sm" aria-label={intl.formatMessage({ id: 'user.menu' }, { login: login ?? '' })} className="d-flex align-items-center gap-1">
            <PersonCircle aria-hidden="true" />
            <span className="d-none d-xl-inline">{login}</span>
          </Dropdown.Toggle>
          <PopupMenu>
            <Dropdown.Item as="button" type="button" role="menuitem" onClick={() => dispatch(dialogOpened('changePassword'))}>
              <Key aria-hidden="true" className="me-2" />
              <FormattedMessage id="user.changePassword" />
            </Dropdown.Item>
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
