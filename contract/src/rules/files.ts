import { z } from 'zod';
import { messageId } from './messages';

/** What a file system allows in one name, in UTF-8 bytes. */
export const MAX_ENTRY_NAME_BYTES = 255;
/** What a file system allows in a link's destination, in UTF-8 bytes. */
export const MAX_LINK_DESTINATION_BYTES = 4095;

/** Characters a file, directory or link name may not hold. */
const FORBIDDEN_IN_NAME = /[/<>:"|?*\\]/;
/** Characters a link destination may not hold (a destination is a path, so `/` is fine). */
const FORBIDDEN_IN_DESTINATION = /[<>:"|?*\\]/;
/**
 * NUL and the other control characters (C0, DEL, C1), and the bidirectional embeddings, overrides
 * and isolates (U+202A–U+202E, U+2066–U+2069): never part of a name a person typed, and the latter
 * make a name read otherwise than it is (`gpj.exe` shown as `exe.jpg`).
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** Slashes that only look like one: a name holding them would read as a path. */
const SLASH_LOOKALIKES = /[\u2044\u2215\u2216\u29f8\u29f9\ufe68\uff0f\uff3c]/;

const utf8Bytes = (value: string) => new TextEncoder().encode(value).length;

/**
 * Whether a trimmed name may name a file, directory or link: not empty, not `.` or `..`, none of
 * `/ < > : " | ? * \`, no control characters or bidirectional overrides, no look-alike of a slash or of `.`/`..` (checked on
 * the compatibility-folded form, so a full-width `／` or `‥` counts as what it looks like), and at
 * most 255 bytes.
 */
export function isValidEntryName(name: string): boolean {
  if (name === '' || utf8Bytes(name) > MAX_ENTRY_NAME_BYTES) return false;
  if (CONTROL.test(name) || SLASH_LOOKALIKES.test(name)) return false;
  return [name, name.normalize('NFKC')].every((n) => n !== '.' && n !== '..' && !FORBIDDEN_IN_NAME.test(n));
}

/** Whether a trimmed text may be a link's destination: not empty, none of `< > : " | ? * \`, no control characters or bidirectional overrides. */
export function isValidLinkDestination(destination: string): boolean {
  return (
    destination !== '' &&
    utf8Bytes(destination) <= MAX_LINK_DESTINATION_BYTES &&
    !CONTROL.test(destination) &&
    !FORBIDDEN_IN_DESTINATION.test(destination)
  );
}

const entryName = (id: 'validation.file.directoryName' | 'validation.file.fileName' | 'validation.file.linkName') =>
  z.string().trim().refine(isValidEntryName, { message: messageId(id), abort: true });

export const directoryNameRule = entryName('validation.file.directoryName');
export const fileNameRule = entryName('validation.file.fileName');
export const linkNameRule = entryName('validation.file.linkName');
export const linkDestinationRule = z
  .string()
  .trim()
  .refine(isValidLinkDestination, { message: messageId('validation.file.linkDestination'), abort: true });

/** A name that must differ from the names already in the folder (`unchanged` is the entry's own, for a rename). */
function uniqueName(rule: typeof fileNameRule, taken: Iterable<string>, id: 'validation.file.createExists' | 'validation.file.renameExists', unchanged?: string) {
  const names = new Set(taken);
  return rule.refine((name) => name === unchanged || !names.has(name), messageId(id));
}

export const createDirectorySchemaFor = (taken: Iterable<string>) =>
  z.object({ name: uniqueName(directoryNameRule, taken, 'validation.file.createExists') });
export const createFileSchemaFor = (taken: Iterable<string>) =>
  z.object({ name: uniqueName(fileNameRule, taken, 'validation.file.createExists') });
export const createLinkSchemaFor = (taken: Iterable<string>) =>
  z.object({ name: uniqueName(linkNameRule, taken, 'validation.file.createExists'), destination: linkDestinationRule });

/** The rename form of an entry of that type: the new name, unique in the folder unless unchanged. */
export function renameSchemaFor(type: 'directory' | 'file' | 'link' | 'other', taken: Iterable<string>, current: string) {
  const rule = type === 'directory' ? directoryNameRule : type === 'link' ? linkNameRule : fileNameRule;
  return z.object({ name: uniqueName(rule, taken, 'validation.file.renameExists', current) });
}

/** A mode as the panel sends it: a leading 0 and three octal digits, 0000 to 0777. */
export const chmodRule = z.string().regex(/^0[0-7]{3}$/, messageId('validation.file.chmod'));

/** The nine permission flags (owner, group, others × read, write, execute) as the octal text `0755`. */
export function chmodFromFlags(flags: readonly boolean[]): string {
  let digits = '';
  for (let group = 0; group < 3; group++) {
    const [r, w, x] = flags.slice(group * 3, group * 3 + 3);
    digits += String((r ? 4 : 0) + (w ? 2 : 0) + (x ? 1 : 0));
  }
  return `0${digits}`;
}

/** The nine flags of an `ls -l` permissions text (`drwxr-xr-x`: from the second character on). */
export function flagsFromPermissions(permissions: string): boolean[] {
  return Array.from({ length: 9 }, (_, i) => {
    const c = permissions.charAt(i + 1);
    // `s`/`t` stand for execute plus a special bit; `S`/`T` for the special bit alone.
    return 'rwxst'.includes(c) && c !== '';
  });
}
