import {
  ArrowClockwise,
  BarChartLine,
  ArrowLeftRight,
  EnvelopePlus,
  Folder2Open,
  FiletypePhp,
  Globe2,
  JournalText,
  JournalX,
  PersonCheck,
  PersonSlash,
  ShieldCheck,
  ShieldLock,
  Signpost,
  Trash3,
  Wordpress,
  type Icon,
} from 'react-bootstrap-icons';
import type { RowMenuItem } from '../../components/row-menu';
import type { MessageId } from '../../i18n/messages';

/** The domain menu's groups, in the order they are shown, each with its items' icons by label. */
const iconsByGroup = {
  email: {
    'domainMenu.emailAccount': EnvelopePlus,
    'domainMenu.emailAlias': ArrowLeftRight,
    'domainMenu.trustedSender': PersonCheck,
    'domainMenu.blockedSender': PersonSlash,
  },
  web: {
    'domainMenu.createRedirect': Signpost,
    'domainMenu.modifyRedirect': Signpost,
    'domainMenu.browse': Folder2Open,
    'domainMenu.php': FiletypePhp,
    'domainMenu.wordpress': Wordpress,
    'domainMenu.accessLog': JournalText,
    'domainMenu.errorLog': JournalX,
    'visitor-stats.menu': BarChartLine,
    'domainMenu.dnsZone': Globe2,
  },
  security: { 'domainMenu.generate': ShieldCheck, 'domainMenu.renew': ArrowClockwise, 'domainMenu.ssl': ShieldLock },
  danger: { 'domainMenu.delete': Trash3 },
} satisfies Record<string, Partial<Record<MessageId, Icon>>>;
type Group = keyof typeof iconsByGroup;
const groups = Object.keys(iconsByGroup) as Group[];

/** Each domain menu item's group and icon, by its label. */
const looks: Partial<Record<MessageId, { group: Group; icon: Icon }>> = Object.fromEntries(
  groups.flatMap((group) => Object.entries(iconsByGroup[group]).map(([label, icon]) => [label, { group, icon }])),
);

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
