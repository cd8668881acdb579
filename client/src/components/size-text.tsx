import { useIntl } from 'react-intl';
import { formatSize } from '../lib/format-size';

/** A byte count in kB, MB or GB, formatted for the current locale. */
export function SizeText({ bytes }: { bytes: number }) {
  const { locale } = useIntl();
  return <span className="text-nowrap">{formatSize(bytes, locale)}</span>;
}

export function useFormatSize() {
  const { locale } = useIntl();
  return (bytes: number) => formatSize(bytes, locale);
}
