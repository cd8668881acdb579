import { useLayoutEffect, useRef } from 'react';
import { HouseDoor } from 'react-bootstrap-icons';
import { useIntl } from 'react-intl';
import { ancestors } from './paths';

/** The current folder as a trail from `/`: each part opens its folder; the last is the folder shown. */
export function PathBreadcrumb({ dir, onGo }: { dir: string; onGo: (path: string) => void }) {
  const intl = useIntl();
  const trail = ancestors(dir);
  const list = useRef<HTMLOListElement>(null);
  // The folder shown is the part that matters: a trail wider than its room shows its end.
  useLayoutEffect(() => {
    const ol = list.current;
    if (ol) ol.scrollLeft = ol.scrollWidth;
  }, [dir]);
  return (
    <nav aria-label={intl.formatMessage({ id: 'files.pathTrail' })} className="files-crumbs min-w-0" data-testid="files-breadcrumb">
      <ol ref={list}>
        {trail.map((path, i) => {
          const last = i === trail.length - 1;
          const name = i === 0 ? intl.formatMessage({ id: 'files.home' }) : path.slice(path.lastIndexOf('/') + 1);
          const label = i === 0 ? <HouseDoor aria-label={name} role="img" /> : name;
          return (
            <li key={path} className={last ? 'fw-semibold' : undefined} aria-current={last ? 'page' : undefined} title={path}>
              {last ? (
                <span className="files-crumb">{label}</span>
              ) : (
                <button type="button" className="btn btn-link p-0 files-crumb" onClick={() => onGo(path)}>
                  {label}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
