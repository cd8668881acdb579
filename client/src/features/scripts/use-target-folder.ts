import { useEffect, useState } from 'react';
import type { Domain } from '@panel/contract';
import { failureCode } from '../../api/errors';
import { useFileListQuery } from '../../api/queries';
import { folderContents, freeFolderName, PLACEHOLDER_PAGE, targetPath } from './target-folder';

/** What the wizard knows of the install's folder (`/file/list`, the spec's call). */
export type TargetFolder =
  | { state: 'idle' }
  | { state: 'checking' }
  /** The listing could not be read: the install itself will say if the folder is taken. */
  | { state: 'unknown' }
  | { state: 'free' }
  | { state: 'placeholder'; file: string }
  | { state: 'taken'; suggestion: string | null };

/** A typed subfolder is checked once typing pauses (a request per keystroke tells nothing). */
const TYPING_PAUSE_MS = 300;

function useSettled(value: string | null, immediate: boolean) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (immediate) return;
    const timer = setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value, immediate]);
  return immediate ? value : settled;
}

/**
 * Checks the install's folder as soon as it is chosen: its listing (a missing folder is free: the
 * install makes it), and, when it is taken, the domain's folder for a subfolder that is free.
 * `directory` is the call's directory (`/` or `/blog/`), null while the folder field is invalid.
 */
export function useTargetFolder(domain: Domain | undefined, directory: string | null, type: string): TargetFolder {
  const settled = useSettled(directory, directory === '/' || directory === null);
  const path = domain && settled !== null ? targetPath(domain.directory, settled) : null;
  const listing = useFileListQuery({ directory: path ?? '' }, { skip: path === null, refetchOnMountOrArgChange: true });
  const contents = listing.currentData?.files ? folderContents(listing.currentData.files) : listing.error && failureCode(listing.error) === 404 ? 'free' : null;
  const root = domain?.directory ?? '';
  const rootListing = useFileListQuery({ directory: root }, { skip: contents !== 'taken' || !domain });
  if (path === null) return { state: directory === null || !domain ? 'idle' : 'checking' };
  if (directory !== settled || listing.isFetching) return { state: 'checking' };
  if (contents === null) return { state: listing.error || listing.currentData ? 'unknown' : 'checking' };
  if (contents === 'placeholder') return { state: 'placeholder', file: `${path}/${PLACEHOLDER_PAGE}` };
  if (contents === 'free') return { state: 'free' };
  return { state: 'taken', suggestion: rootListing.currentData?.files ? freeFolderName(type, rootListing.currentData.files) : null };
}
