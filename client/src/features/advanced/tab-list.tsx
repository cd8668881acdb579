import { EmptyState } from '../../components/empty-state';
import { ListScreen, type ListRows } from '../../components/list-screen';
import { CreateButton } from '../../components/toolbar-button';
import type { MessageId } from '../../i18n/messages';

/**
 * A tab's list of CRON jobs or Web apps: its add button in the screen's actions above the card, the table,
 * or while there is none, the line that says so (`{id}-empty`) in the card.
 */
export function TabList<T>({
  list,
  label,
  add,
  empty,
}: {
  list: ListRows<T> & { id: string };
  label: MessageId;
  add: { label: MessageId; onClick: () => void };
  empty: MessageId;
}) {
  return (
    <ListScreen
      list={list}
      texts={{ label }}
      buttons={<CreateButton label={add.label} onClick={add.onClick} />}
      whenEmpty={<EmptyState inCard testId={`${list.id}-empty`} text={empty} />}
    />
  );
}
