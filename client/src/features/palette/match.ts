/**
 * The palette's matching: fuzzy on words. The query is split into words; every one of them must be
 * found in an entry's text — best as a whole word, then at the start of one, else inside one, else
 * as letters in order from a word's start (`chpw` → "change password") — and an entry's score is what its words
 * earned, a shorter text first among equals. Plain string work on keys lower-cased once per list, so
 * a keystroke over 12,000 entries takes a few milliseconds.
 */

/** The query's words, lower-cased; none for an empty query. */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
}

const SEPARATORS = ' \t.@/_-:→,()';
/** The separators by character code: a lookup per character, where a keystroke over big checks some 20,000 keys. */
const SEPARATOR_CODES = new Uint8Array(Math.max(...[...SEPARATORS].map((char) => char.charCodeAt(0))) + 1);
for (const char of SEPARATORS) SEPARATOR_CODES[char.charCodeAt(0)] = 1;
/** Whether the character at `index` is a separator (none past the text's end). */
const isSeparatorAt = (text: string, index: number) => SEPARATOR_CODES[text.charCodeAt(index)] === 1;

function atWordStart(text: string, index: number) {
  return index === 0 || isSeparatorAt(text, index - 1);
}

/** Whether the letters of `word` appear in order anywhere in `text`: what a match of letters in order needs at least, found by the engine's own search. */
function inOrder(text: string, word: string): boolean {
  let at = -1;
  for (let i = 0; i < word.length; i += 1) {
    at = text.indexOf(word[i], at + 1);
    if (at === -1) return false;
  }
  return true;
}

/** Whether the letters of `word` appear in order in `text`, from the start of one of its words, crossing spaces but no other separator. */
function inOrderWithinWord(text: string, word: string): boolean {
  let start = 0;
  while (start < text.length) {
    if (text[start] !== word[0] || !atWordStart(text, start)) {
      start += 1;
      continue;
    }
    let at = start;
    let found = 0;
    while (at < text.length && found < word.length) {
      if (text[at] === word[found]) found += 1;
      else if (found > 0 && text[at] !== ' ' && isSeparatorAt(text, at)) break;
      at += 1;
    }
    if (found === word.length) return true;
    start += 1;
  }
  return false;
}

/** What one query word earns in a text: 4 a whole word, 3 a word's start, 2 inside a word, 1 letters in order; 0 not found. */
export function wordScore(text: string, word: string): number {
  let index = text.indexOf(word);
  let best = 0;
  while (index !== -1) {
    if (atWordStart(text, index)) {
      const end = index + word.length;
      return end === text.length || isSeparatorAt(text, end) ? 4 : 3;
    }
    best = 2;
    index = text.indexOf(word, index + 1);
  }
  if (best) return best;
  // Most texts lack one of the letters: those are passed over without the walk from each word's start.
  return word.length >= 2 && inOrder(text, word) && inOrderWithinWord(text, word) ? 1 : 0;
}

/** A key's score for the query's words (each must be found), or 0 when one is not found. */
export function matchScore(key: string, words: readonly string[]): number {
  let total = 0;
  for (const word of words) {
    const score = wordScore(key, word);
    if (score === 0) return 0;
    total += score;
  }
  // Among equal matches the shorter text is the closer one.
  return total * 1000 - Math.min(key.length, 999);
}
