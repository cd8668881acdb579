import { ArrowLeftRight, EnvelopePlus, Folder2Open, FiletypePhp, JournalText, PersonCheck, PersonSlash, ShieldLock, Signpost, Trash3, Wordpress, type Icon } from 'react-bootstrap-icons';
import type { RowMenuItem } from '../../components/row-menu';
import type { MessageId } from '../../i18n/messages';

/** The domain menu's groups, in the order they are shown. */
const groups = ['email', 'web', 'security', 'danger'] as const;
type Group = (typeof groups)[number];

/** Each domain menu item's group and icon, by its label. */
const looks: Partial<Record<MessageId, { group: Group; icon: Icon }>> = {
  'domainMenu.emailAccount': { group: 'email', icon: EnvelopePlus },
  'domainMenu.emailAlias': { group: 'email', icon: ArrowLeftRight },
  'domainMenu.trustedSender': { group: 'email', icon: PersonCheck },
  'domainMenu.blockedSender': { group: 'email', icon: PersonSlash },
  'domainMenu.createRedirect': { group: 'web', icon: Signpost },
  'domainMenu.modifyRedirect': { group: 'web', icon: Signpost },
  'domainMenu.browse': { group: 'web', icon: Folder2Open },
  'domainMenu.php': { group: 'web', icon: FiletypePhp },
  'domainMenu.wordpress': { group: 'web', icon: Wordpress },
  'domainMenu.accessLog': { group: 'web', icon: JournalText },
  'domainMenu.ssl': { group: 'security', icon: ShieldLock },
  'domainMenu.delete': { group: 'danger', icon: Trash3 },
};

/**
 * The items grouped (e-mail, web, security, danger), each with its icon; within a group they keep
 * their order. An item without a look (one added later) ends its own group of the web items.
 */
export function groupDomainMenu<T extends RowMenuItem>(items: T[]): T[] {
  const rank = (item: T) => groups.indexOf(looks[item.label]?.group ?? 'web');
  return items
    .map((item, index) => ({ item: { ...item, ...looks[item.label] }, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);
}
