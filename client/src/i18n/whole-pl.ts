// The whole Polish catalogue: the shared texts and each feature's own (see ./feature-catalogues.ts).
import shared from './pl.json';
import { withFeatureTexts } from './feature-catalogues';

export default withFeatureTexts(shared, import.meta.glob<Record<string, string>>('../features/*/i18n/pl.json', { eager: true, import: 'default' }));
