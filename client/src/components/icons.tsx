/**
 * The icons every table row shows (copy, row menu, certificate lock), as constant elements: one
 * `<svg>` with one path, sized (1em) and coloured (the text colour) by the `panel-icon` class. A
 * page of 50 rows holds 200 of them; as react-bootstrap-icons components (a component each, its
 * props copied, up to two paths and seven attributes) they were a good part of the time a page of
 * rows takes to show. The paths are Bootstrap Icons' (MIT), drawn the same.
 */
function icon(name: string, path: string, evenOdd = false, className = '') {
  return (
    <svg className={`panel-icon bi-${name}${className ? ` ${className}` : ''}`} viewBox="0 0 16 16" aria-hidden="true">
      <path d={path} fillRule={evenOdd ? 'evenodd' : undefined} />
    </svg>
  );
}

const LOCK_FILL =
  'M8 0a4 4 0 0 1 4 4v2.05a2.5 2.5 0 0 1 2 2.45v5a2.5 2.5 0 0 1-2.5 2.5h-7A2.5 2.5 0 0 1 2 13.5v-5a2.5 2.5 0 0 1 2-2.45V4a4 4 0 0 1 4-4m0 1a3 3 0 0 0-3 3v2h6V4a3 3 0 0 0-3-3';
const UNLOCK =
  'M12 0a4 4 0 0 1 4 4v2.5h-1V4a3 3 0 1 0-6 0v2h.5A2.5 2.5 0 0 1 12 8.5v5A2.5 2.5 0 0 1 9.5 16h-7A2.5 2.5 0 0 1 0 13.5v-5A2.5 2.5 0 0 1 2.5 6H8V4a4 4 0 0 1 4-4M2.5 7A1.5 1.5 0 0 0 1 8.5v5A1.5 1.5 0 0 0 2.5 15h7a1.5 1.5 0 0 0 1.5-1.5v-5A1.5 1.5 0 0 0 9.5 7z';

export const rowIcons = {
  // Bootstrap's two paths (the board and the clip) do not overlap, so they draw alike as one.
  clipboard: icon(
    'clipboard',
    'M4 1.5H3a2 2 0 0 0-2 2V14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V3.5a2 2 0 0 0-2-2h-1v1h1a1 1 0 0 1 1 1V14a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V3.5a1 1 0 0 1 1-1h1zM9.5 1a.5.5 0 0 1 .5.5v1a.5.5 0 0 1-.5.5h-3a.5.5 0 0 1-.5-.5v-1a.5.5 0 0 1 .5-.5zm-3-1A1.5 1.5 0 0 0 5 1.5v1A1.5 1.5 0 0 0 6.5 4h3A1.5 1.5 0 0 0 11 2.5v-1A1.5 1.5 0 0 0 9.5 0z',
  ),
  check: icon('check2', 'M13.854 3.646a.5.5 0 0 1 0 .708l-7 7a.5.5 0 0 1-.708 0l-3.5-3.5a.5.5 0 1 1 .708-.708L6.5 10.293l6.646-6.647a.5.5 0 0 1 .708 0'),
  menu: icon(
    'three-dots-vertical',
    'M9.5 13a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0m0-5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0m0-5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0',
  ),
  /** The certificate states: grey open lock (none yet), blue lock (Let's Encrypt), green lock (uploaded). */
  sslAuto: icon('unlock', UNLOCK, true, 'text-body-secondary'),
  sslLetsencrypt: icon('lock-fill', LOCK_FILL, true, 'text-primary'),
  sslCustom: icon('lock-fill', LOCK_FILL, true, 'text-success'),
  /** An expired certificate, whatever its kind: a red shield with a cross. */
  sslExpired: icon(
    'shield-fill-x',
    'M8 0c-.69 0-1.843.265-2.928.56-1.11.3-2.229.655-2.887.87a1.54 1.54 0 0 0-1.044 1.262c-.596 4.477.787 7.795 2.465 9.99a11.8 11.8 0 0 0 2.517 2.453c.386.273.744.482 1.048.625.28.132.581.24.829.24s.548-.108.829-.24a7 7 0 0 0 1.048-.625 11.8 11.8 0 0 0 2.517-2.453c1.678-2.195 3.061-5.513 2.465-9.99a1.54 1.54 0 0 0-1.044-1.263 63 63 0 0 0-2.887-.87C9.843.266 8.69 0 8 0M6.854 5.146 8 6.293l1.146-1.147a.5.5 0 1 1 .708.708L8.707 7l1.147 1.146a.5.5 0 0 1-.708.708L8 7.707 6.854 8.854a.5.5 0 1 1-.708-.708L7.293 7 6.146 5.854a.5.5 0 1 1 .708-.708',
    false,
    'text-danger',
  ),
} as const;
