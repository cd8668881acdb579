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
 * What never belongs in a name a person typed, because it hides or breaks the line it is shown on:
 * the control characters (C0, DEL, C1: NUL, CR, LF, NEL…); the format characters (Unicode `Cf`:
 * the bidirectional embeddings, overrides and isolates that make `gpj.exe` show as `exe.jpg`, the
 * zero-width space, joiners and marks U+200B–U+200F, U+061C, U+180E, U+FEFF, U+2060–U+2064, the
 * soft hyphen, the tags U+E0000–U+E007F); the line and paragraph separators U+2028 and U+2029;
 * lone surrogate halves; and the other characters Unicode marks as drawn as nothing (the Hangul
 * fillers, the combining grapheme joiner, variation selectors). The emoji presentation selectors
 * U+FE0E/U+FE0F stay allowed right after an emoji, a digit, `#` or `*` (`❤️`, keycaps). So an emoji
 * built with the zero-width joiner (`👨‍👩‍👧`) or a tag sequence is refused, as is a Persian name
 * written with the zero-width non-joiner: the price of names that show what they hold.
 */
const HIDDEN =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\u2800]|(?![\uFE0E\uFE0F])\p{Default_Ignorable_Code_Point}|(?:^|[^\p{Extended_Pictographic}0-9#*])[\uFE0E\uFE0F]/u;
/** Slashes that only look like one: a name holding them would read as a path. */
const SLASH_LOOKALIKES = /[\u2044\u2215\u2216\u29f8\u29f9\ufe68\uff0f\uff3c]/;
/** Marks and spaces, which add nothing a reader takes for a character of its own next to a dot. */
const NOT_SEEN = /[\p{M}\p{Z}\s]/gu;
/**
 * A dot, or a character drawn as one (after compatibility folding, which already turns `‥`, `․`,
 * `．`, `﹒` into dots): middle dots, Arabic and Syriac full stops, the hyphenation point, the dot
 * and bullet operators, the ideographic and katakana full stops, the Lisu and Vai dots, the Tibetan
 * tsheg, the runic punctuation.
 */
const DOT_LIKE = /^[.\u00b7\u0387\u06d4\u0701\u0702\u0f0b\u1427\u16eb\u2027\u2219\u22c5\u2e31\u2e33\u3002\u30fb\ua4f8\ua60e]+$/u;

const utf8Bytes = (value: string) => new TextEncoder().encode(value).length;

/**
 * Whether a name reads as nothing or as `.` or `..` although it is neither as it stands: once
 * folded (NFKC) and stripped of marks and spaces, nothing is left, or one or two dots (`. .`,
 * `.\u0301.`, `‥`, `··`). Three dots (`...`) are a name like any other.
 */
export function showsAsDots(name: string): boolean {
  const seen = name.normalize('NFKC').replace(NOT_SEEN, '');
  return seen === '' || (DOT_LIKE.test(seen) && Array.from(seen).length <= 2);
}

/**
 * Whether a trimmed name may name a file, directory or link: not empty, none of `/ < > : " | ? *
 * \`, no hidden character (`HIDDEN`: controls, format characters, line and paragraph separators),
 * no look-alike of a slash, nothing that shows as empty, `.` or `..` (`showsAsDots`; checked on the
 * compatibility-folded form too, so a full-width `／` counts as what it looks like), and at most 255 bytes.
 */
export function isValidEntryName(name: string): boolean {
  if (name === '' || utf8Bytes(name) > MAX_ENTRY_NAME_BYTES) return false;
  if (HIDDEN.test(name) || SLASH_LOOKALIKES.test(name) || showsAsDots(name)) return false;
  return [name, name.normalize('NFKC')].every((n) => !FORBIDDEN_IN_NAME.test(n) && !HIDDEN.test(n));
}

/**
 * Whether a trimmed text may be a link's destination: not empty, none of `< > : " | ? * \`, no hidden
 * character (as in a name), and no step between slashes that shows as `.` or `..` without being it.
 */
export function isValidLinkDestination(destination: string): boolean {
  return (
    destination !== '' &&
    utf8Bytes(destination) <= MAX_LINK_DESTINATION_BYTES &&
    !HIDDEN.test(destination) &&
    !FORBIDDEN_IN_DESTINATION.test(destination) &&
    destination.split('/').every((step) => step === '' || step === '.' || step === '..' || !showsAsDots(step))
  );
}

const entryName = (id: 'validation.file.directoryName' | 'validation.file.fileName' | 'validation.file.linkName') =>
  z
    .string()
    .trim()
    .refine(isValidEntryName, { message: messageId(id), abort: true });

export const directoryNameRule = entryName('validation.file.directoryName');
export const fileNameRule = entryName('validation.file.fileName');
export const linkNameRule = entryName('validation.file.linkName');
export const linkDestinationRule = z
  .string()
  .trim()
  .refine(isValidLinkDestination, { message: messageId('validation.file.linkDestination'), abort: true });

/** A name that must differ from the names already in the folder (`unchanged` is the entry's own, for a rename). */
function uniqueName(
  rule: typeof fileNameRule,
  taken: Iterable<string>,
  id: 'validation.file.createExists' | 'validation.file.renameExists',
  unchanged?: string,
) {
  const names = new Set(taken);
  return rule.refine((name) => name === unchanged || !names.has(name), messageId(id));
}

export const createDirectorySchemaFor = (taken: Iterable<string>) => z.object({ name: uniqueName(directoryNameRule, taken, 'validation.file.createExists') });
export const createFileSchemaFor = (taken: Iterable<string>) => z.object({ name: uniqueName(fileNameRule, taken, 'validation.file.createExists') });
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
