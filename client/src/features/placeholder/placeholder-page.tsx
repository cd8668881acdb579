import type { PanelPage } from '@panel/contract/pages';
import { PageTitle } from '../../components/page-title';
import { useScreenEntry } from '../../hooks/use-screen-entry';
import { pageNav } from '../../lib/pages';

/** A section whose screen is not built yet: its title inside the layout. */
export function PlaceholderPage({ page }: { page: PanelPage }) {
  useScreenEntry(page);
  return <PageTitle id={pageNav[page].title} />;
}
