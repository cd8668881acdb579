import type { ReactNode } from 'react';
import type { MessageId } from '../i18n/messages';
import { PageTitle } from './page-title';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';

export interface ScreenTab<K extends string> {
  key: K;
  title: ReactNode;
  content: ReactNode;
}

/**
 * A screen's tabs (`id` names them for the tests), the open one held by the screen (an instruction
 * opens one). A tab's content is mounted when it opens and unmounted when it closes.
 */
export function ScreenTabs<K extends string>({
  id,
  active,
  onSelect,
  tabs,
}: {
  id: string;
  active: K;
  onSelect: (key: K) => void;
  tabs: readonly ScreenTab<K>[];
}) {
  return (
    <Tabs id={id} activeKey={active} onSelect={(key) => key && onSelect(key as K)} className="mb-3" mountOnEnter unmountOnExit>
      {tabs.map((tab) => (
        <Tab key={tab.key} eventKey={tab.key} title={tab.title}>
          {tab.content}
        </Tab>
      ))}
    </Tabs>
  );
}

/**
 * A screen made of tabs: its title (`title`), and its tabs named `{id}-tabs`, the open one held by
 * the screen as a state pair (`useScreenTab`'s or its own).
 */
export function TabbedPage<K extends string>({
  id,
  title,
  state: [active, onSelect],
  tabs,
}: {
  id: string;
  title: MessageId;
  state: readonly [K, (key: K) => void];
  tabs: readonly ScreenTab<K>[];
}) {
  return (
    <>
      <PageTitle id={title} />
      <ScreenTabs id={`${id}-tabs`} active={active} onSelect={onSelect} tabs={tabs} />
    </>
  );
}
