import cl100kRanks from 'js-tiktoken/ranks/cl100k_base';
import o200kRanks from 'js-tiktoken/ranks/o200k_base';

/**
 * The canonical token floor, from its definition (`core/tokenFloor.ts`'s
 * documentation) rather than from its table: 1 + the places where both
 * encodings' split patterns must start a new pre-token, plus the digit
 * groups, for a non-empty text.
 *
 * - Characters are classed by the Unicode properties the patterns use:
 *   letter, digit, the space, other whitespace, a line break, `/`, `'`,
 *   anything else (punctuation). Marks, and every character from U+0800 to
 *   U+1FFF and from U+2070 on, are *unclassified*: they could join anything,
 *   so no split is counted next to one.
 * - Whether two classes can share a pre-token is found by running both
 *   encodings' own patterns (from their rank files) over sample characters
 *   of each class in a few contexts (`deriveJoinablePairs`): where any
 *   sample pair shares a pre-token in either encoding, the pair may join;
 *   every other neighbouring pair is a split. The derivation takes seconds,
 *   so its answer is written down (`JOINABLE`), and
 *   `properties/reference/floor.test.ts` derives it again and compares.
 * - A run of digits that starts a pre-token (after a split, or at the start)
 *   starts ⌈k/3⌉ of them; after an unclassified character, only the splits
 *   count.
 * - Independently of the splits, no token of either encoding is longer than
 *   `LONGEST_TOKEN_BYTES` bytes of UTF-8, so a text of b bytes has at least
 *   ⌈b / LONGEST_TOKEN_BYTES⌉ tokens. The floor counts bytes low: a UTF-16
 *   surrogate unit, paired or lone, as one byte (`countedBytes`; an encoder
 *   writes four for a pair, three for a lone one). The floor is the larger
 *   of the two bounds.
 */

type Kind = 'letter' | 'digit' | 'space' | 'blank' | 'newline' | 'slash' | 'apostrophe' | 'punct' | 'unclassified';

const KINDS: readonly Exclude<Kind, 'unclassified'>[] = ['letter', 'digit', 'space', 'blank', 'newline', 'slash', 'apostrophe', 'punct'];

/** The kind of the UTF-16 unit `code` (a surrogate is above U+2070: unclassified). */
export function kindOf(code: number): Kind {
  if ((code >= 0x800 && code < 0x2000) || code >= 0x2070) return 'unclassified';
  const ch = String.fromCharCode(code);
  if (ch === ' ') return 'space';
  if (ch === '\n' || ch === '\r') return 'newline';
  if (/\s/u.test(ch)) return 'blank';
  if (/\p{L}/u.test(ch)) return 'letter';
  if (/\p{N}/u.test(ch)) return 'digit';
  if (/\p{M}/u.test(ch)) return 'unclassified';
  if (ch === '/') return 'slash';
  if (ch === "'") return 'apostrophe';
  return 'punct';
}

/** Sample characters of each kind, from the blocks the kinds cover. */
export const SAMPLES: Record<Exclude<Kind, 'unclassified'>, readonly string[]> = {
  letter: ['a', 's', 't', 'Z', 'ş', 'İ', 'ı', 'é', 'ß', 'Ж', 'ع', 'ǅ', 'ʰ'],
  digit: ['0', '7', '²', '٣', '¼'],
  space: [' '],
  blank: ['\t', '\v', '\f', '\u00a0', '\u2003', '\u2028', '\u202f'],
  newline: ['\n', '\r'],
  slash: ['/'],
  apostrophe: ["'"],
  punct: ['.', '<', '>', '!', '"', '-', '«', '§', '\u0000', '—', '…'],
};

/** The text before the `maxLines`-th line break (all of it without a limit): what a line-limited item shows of its own text. */
export function shownText(text: string, maxLines: number | null): string {
  return maxLines === null ? text : text.split('\n').slice(0, maxLines).join('\n');
}

/** What may stand before and after a pair. */
const BEFORE = ['', ' ', 'a', 'A', '1', '.', '\n', "'", '\t'];
const AFTER = ['', ' ', 'a', 'A', '1', '.', '\n', 's', 't', '/', "'", '\t'];

/** The kinds that may share a pre-token, first kind before the second: what `deriveJoinablePairs` finds. */
export const JOINABLE: ReadonlySet<string> = new Set([
  'apostrophe|apostrophe', 'apostrophe|letter', 'apostrophe|newline', 'apostrophe|punct', 'apostrophe|slash',
  'blank|blank', 'blank|letter', 'blank|newline', 'blank|space',
  'digit|digit',
  'letter|apostrophe', 'letter|letter',
  'newline|blank', 'newline|newline', 'newline|slash', 'newline|space',
  'punct|apostrophe', 'punct|letter', 'punct|newline', 'punct|punct', 'punct|slash',
  'slash|apostrophe', 'slash|letter', 'slash|newline', 'slash|punct', 'slash|slash',
  'space|apostrophe', 'space|blank', 'space|letter', 'space|newline', 'space|punct', 'space|slash', 'space|space',
]);

function pieceEnds(pattern: RegExp, text: string): Set<number> {
  const ends = new Set<number>();
  for (const match of text.matchAll(pattern)) ends.add(match.index + match[0].length);
  return ends;
}

/** The pairs of kinds that some sample pair, in some context, shows in one pre-token of either encoding. */
export function deriveJoinablePairs(): Set<string> {
  const joinable = new Set<string>();
  const patterns = [new RegExp(o200kRanks.pat_str, 'gu'), new RegExp(cl100kRanks.pat_str, 'gu')];
  for (const a of KINDS) {
    for (const b of KINDS) {
      search: for (const x of SAMPLES[a]) {
        for (const y of SAMPLES[b]) {
          for (const before of BEFORE) {
            for (const after of AFTER) {
              const text = before + x + y + after;
              for (const pattern of patterns) {
                // x and y share a pre-token unless one ends right after x.
                if (!pieceEnds(pattern, text).has(before.length + x.length)) {
                  joinable.add(`${a}|${b}`);
                  break search;
                }
              }
            }
          }
        }
      }
    }
  }
  return joinable;
}

/** Whether a pre-token must end between characters of kinds `a` and `b`. */
function mustSplit(a: Kind, b: Kind): boolean {
  if (a === 'unclassified' || b === 'unclassified') return false;
  return !JOINABLE.has(`${a}|${b}`);
}

/** The longest token of `o200k_base` and of `cl100k_base`, in UTF-8 bytes (`core/tokenFloor.test.ts` reads it off the rank tables). */
export const LONGEST_TOKEN_BYTES = 128;

const encoder = new TextEncoder();

/** The bytes the floor counts: UTF-8, but each UTF-16 surrogate unit (paired or lone) as one byte. */
export function countedBytes(text: string): number {
  // Without the `u` flag the class matches single UTF-16 units, so a pair becomes two ASCII bytes.
  return encoder.encode(text.replace(/[\ud800-\udfff]/g, '#')).length;
}

/** The canonical floor of a text: the larger of the split bound and the byte bound. */
export function referenceFloor(text: string): number {
  return Math.max(splitFloor(text), Math.ceil(countedBytes(text) / LONGEST_TOKEN_BYTES));
}

/** 1 + the splits + the extra digit groups of a non-empty text (0 for the empty one). */
function splitFloor(text: string): number {
  if (text === '') return 0;
  let floor = 1;
  let previous: Kind | undefined;
  let run = 0;
  let runStartsPiece = false;
  for (let i = 0; i < text.length; i++) {
    const kind = kindOf(text.charCodeAt(i));
    const split = previous !== undefined && mustSplit(previous, kind);
    if (split) floor++;
    if (kind === 'digit') {
      if (previous === 'digit') run++;
      else {
        run = 1;
        runStartsPiece = previous === undefined || split;
      }
      // Digits go three to a pre-token: the 4th, 7th … digit of such a run starts another.
      if (runStartsPiece && run > 1 && run % 3 === 1) floor++;
    }
    previous = kind;
  }
  return floor;
}
