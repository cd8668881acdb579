import { useIntl } from 'react-intl';

/**
 * Grey bars in the shape of a list's rows (Bootstrap's glowing placeholders) while its data is on
 * its way, so the page keeps its frame instead of showing a spinner; read out once as loading.
 */
export function SkeletonRows({ rows = 5 }: { rows?: number }) {
  const intl = useIntl();
  return (
    <div className="placeholder-glow text-body-tertiary" role="status" data-testid="skeleton-rows">
      <span className="visually-hidden">{intl.formatMessage({ id: 'common.loading' })}</span>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className={`px-3 py-3 ${row ? 'border-top' : ''}`} aria-hidden="true">
          <span className={`placeholder d-block mb-2 ${row % 2 ? 'col-6' : 'col-8'}`} />
          <span className="placeholder placeholder-sm d-block col-4" />
        </div>
      ))}
    </div>
  );
}
