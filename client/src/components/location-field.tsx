import type { MessageId } from '../i18n/messages';
import { RadioGroup } from './radio-group';

const LOCATIONS = ['main', 'sub'] as const;
const LOCATION_LABELS = { main: 'webAppDialog.main', sub: 'webAppDialog.sub' } as const;

/** Where an install or a Web app goes at its domain: the main folder, or a subfolder (named in a field of its own). */
export function LocationField({
  name,
  legend,
  value,
  onChange,
  disabled,
}: {
  name: string;
  legend: MessageId;
  value: 'main' | 'sub';
  onChange: (location: 'main' | 'sub') => void;
  disabled?: boolean;
}) {
  return <RadioGroup name={name} legend={legend} options={LOCATIONS} labels={LOCATION_LABELS} value={value} onChange={onChange} disabled={disabled} />;
}
