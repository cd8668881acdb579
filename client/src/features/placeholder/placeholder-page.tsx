import { PageTitle } from '../../components/page-title';
import { useScreenEntry } from '../../hooks/use-screen-entry';
import type { MessageId } from '../../i18n/messages';
import type { PanelPage } from '../../lib/pages';

/** A section whose screen is not built yet: its title inside the layout. */
export function PlaceholderPage({ page, title }: { page: PanelPage; title: MessageId }) {
  useScreenEntry(page);
  return <PageTitle id={title} />;
}
