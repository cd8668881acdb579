import { useCallback, useState, type Dispatch, type ReactElement, type SetStateAction } from 'react';
import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import Tab from 'react-bootstrap/Tab';
import { useIntl } from 'react-intl';
import { AddDomainFirst } from '../../components/add-domain-first';
import { MailAuthStrip } from '../../components/mail-auth-badge';
import { useDialogs } from '../../components/dialog-context';
import { PageTitle } from '../../components/page-title';
import { useHasDomains } from '../../hooks/use-domain-names';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import { useScreenEntry } from '../../hooks/use-screen-entry';
import type { MessageId } from '../../i18n/messages';
import { AccountsTab } from './accounts-tab';
import { AliasDialog } from './alias-dialog';
import { AliasesTab } from './aliases-tab';
import { CreateAccountDialog } from './create-account-dialog';
import { DomainAddressesTab } from './domain-addresses-tab';
import { FiltersTab } from './filters-tab';
import type { MailFilter } from './mail-list';
import { SenderDialog } from './sender-dialog';

export type EmailTab = 'accounts' | 'forwarders' | 'catchall' | 'filters' | 'monitoring';

/** Below this width the tab labels are the short ones. */
export const TABLET_QUERY = '(max-width: 1199.98px)';

const TABS: { key: EmailTab; label: MessageId; short: MessageId }[] = [
  { key: 'accounts', label: 'emails.tab.accounts', short: 'emails.tabShort.accounts' },
  { key: 'forwarders', label: 'emails.tab.aliases', short: 'emails.tabShort.aliases' },
  { key: 'catchall', label: 'emails.tab.catchall', short: 'emails.tabShort.catchall' },
  { key: 'filters', label: 'emails.tab.filters', short: 'emails.tabShort.filters' },
  { key: 'monitoring', label: 'emails.tab.monitoring', short: 'emails.tabShort.monitoring' },
];
/** Phones show the first three tabs; the other two sit in a "More" menu. */
const PHONE_TABS = 3;

/**
 * The e-mail screen: accounts, aliases, default (catch-all) addresses, blocks and filters, mail
 * monitoring. Instructions: a tab's name opens it (accounts and forwarders with the search set to
 * the domain); accountAdd, forwarderAdd, trustedAdd and blockedAdd also open that tab's add dialog
 * for the domain. Every address ends with one of the account's domains: without one, the screen
 * is the prompt to add it (and an instruction opens nothing).
 */
export function EmailsPage() {
  const intl = useIntl();
  const { show } = useDialogs();
  const tablet = useMediaQuery(TABLET_QUERY);
  const phone = useMediaQuery(PHONE_QUERY);
  const [tab, setTab] = useState<EmailTab>('accounts');
  const [accountFilter, setAccountFilter] = useState<MailFilter>({ domain: '', search: '' });
  const [aliasFilter, setAliasFilter] = useState<MailFilter>({ domain: '', search: '' });
  const hasDomains = useHasDomains();

  useScreenEntry('emails', ({ action, domain }) => {
    if (!hasDomains) return;
    // A mail list's tab, filtered to the instruction's domain, and its create dialog when asked for.
    const openList = (list: 'accounts' | 'forwarders', setFilter: Dispatch<SetStateAction<MailFilter>>, dialog: ReactElement | false) => {
      setTab(list);
      if (domain) setFilter({ domain, search: '' });
      if (dialog) show(dialog);
    };
    switch (action) {
      case 'accounts':
      case 'accountAdd':
        return openList('accounts', setAccountFilter, action === 'accountAdd' && <CreateAccountDialog domain={domain ?? undefined} />);
      case 'forwarders':
      case 'forwarderAdd':
        return openList('forwarders', setAliasFilter, action === 'forwarderAdd' && <AliasDialog domain={domain ?? undefined} />);
      case 'catchall':
      case 'filters':
      case 'monitoring':
        return setTab(action);
      case 'trustedAdd':
      case 'blockedAdd':
        setTab('filters');
        return show(<SenderDialog list={action === 'trustedAdd' ? 'white' : 'black'} domain={domain ?? undefined} />);
    }
  });

  // Stable, so the tab container's context stays the same while the search changes: otherwise every
  // keystroke has React look through the whole open tab (2,000 domain options, 50 rows) for its readers.
  const selectTab = useCallback((key: string | null) => key && setTab(key as EmailTab), []);
  const label = (t: (typeof TABS)[number]) => intl.formatMessage({ id: tablet ? t.short : t.label });
  const hidden = phone ? TABS.slice(PHONE_TABS) : [];
  const moreActive = hidden.some((t) => t.key === tab);
  if (!hasDomains) {
    return (
      <>
        <PageTitle id="emails.title" />
        <AddDomainFirst testId="emails-no-domain" text="emails.noDomains" />
      </>
    );
  }
  return (
    <>
      <PageTitle id="emails.title" />
      <MailAuthStrip />
      <Tab.Container id="emails-tabs" activeKey={tab} onSelect={selectTab} mountOnEnter unmountOnExit>
        <Nav variant="tabs" className="mb-3 emails-tabs">
          {TABS.slice(0, phone ? PHONE_TABS : TABS.length).map((t) => (
            <Nav.Item key={t.key}>
              <Nav.Link eventKey={t.key} className="text-nowrap">
                {label(t)}
              </Nav.Link>
            </Nav.Item>
          ))}
          {hidden.length > 0 && (
            <NavDropdown
              title={intl.formatMessage({ id: moreActive ? TABS.find((t) => t.key === tab)!.short : 'emails.tab.more' })}
              id="emails-tabs-more"
              active={moreActive}
              align="end"
            >
              {hidden.map((t) => (
                <NavDropdown.Item key={t.key} eventKey={t.key} active={t.key === tab}>
                  {intl.formatMessage({ id: t.short })}
                </NavDropdown.Item>
              ))}
            </NavDropdown>
          )}
        </Nav>
        <Tab.Content>
          <Tab.Pane eventKey="accounts">
            <AccountsTab filter={accountFilter} onFilter={setAccountFilter} />
          </Tab.Pane>
          <Tab.Pane eventKey="forwarders">
            <AliasesTab filter={aliasFilter} onFilter={setAliasFilter} />
          </Tab.Pane>
          <Tab.Pane eventKey="catchall">
            <DomainAddressesTab setting="catchall" />
          </Tab.Pane>
          <Tab.Pane eventKey="filters">
            <FiltersTab />
          </Tab.Pane>
          <Tab.Pane eventKey="monitoring">
            <DomainAddressesTab setting="monitoring" />
          </Tab.Pane>
        </Tab.Content>
      </Tab.Container>
    </>
  );
}
