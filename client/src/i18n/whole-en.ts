// The whole English catalogue: the shared texts and each feature's own (see ./feature-catalogues.ts).
import shared from './en.json';
import { withFeatureTexts } from './feature-catalogues';

export default withFeatureTexts(shared, import.meta.glob<Record<string, string>>('../features/*/i18n/en.json', { eager: true, import: 'default' }));
