import fc from 'fast-check';
import type { Chunk, Turn } from '../core/request.js';
import type { Encoding } from '../core/tokenizer.js';
import { chunks } from './arbitraries/chunks.js';
import { history } from './arbitraries/history.js';
import { tokenizerText } from './tokenizer.js';
import type { Implementation } from './implementation.js';
import { referenceProvableTokens } from './reference/preTokens.js';
import { referenceFloor, shownText } from './reference/floor.js';
import { chunkHeader, chunkUnit, turnContent, turnUnit } from './reference/prompt.js';
import { referenceTokens } from './reference/tokens.js';

const ENCODINGS: readonly Encoding[] = ['o200k_base', 'cl100k_base'];

/**
 * Short strings over characters of every kind the floor tells apart (and
 * those at the edges of the classified blocks: U+2000 is whitespace; and a
 * line break before a slash, the one pair where `/` is not punctuation), in
 * runs of up to five, so every neighbouring pair comes up, and digit runs
 * long enough to hold two groups after any kind.
 */
function everyKindText(): fc.Arbitrary<string> {
  const chars = ['a', 'Z', 'ş', 'ı', 'é', 'Ж', '1', '7', '²', ' ', '\t', '\u00a0', '\u2000', '\u2028', '\n', '\r', '/', "'", '.', '<', '>', '"', '-', '\u0301', '한', '😀', '\u2070', '\u0800', '\u1fff', '\n/'];
  const run = fc.tuple(fc.constantFrom(...chars), fc.integer({ min: 1, max: 5 })).map(([ch, n]) => ch.repeat(n));
  return fc.array(run, { minLength: 1, maxLength: 10 }).map((parts) => parts.join(''));
}

/** Digit runs of up to nine after a character of every kind (unclassified ones too, after which a run may continue a pre-token). */
function digitRunText(): fc.Arbitrary<string> {
  const before = ['a', 'é', ' ', '\t', '\u2000', '\n', '.', "'", '/', '\u0301', '한', '😀', '\u2070', '\u0800', '\u1fff', '\n/'];
  const run = fc.tuple(fc.constantFrom(...before), fc.constantFrom('4', '7', '²'), fc.integer({ min: 1, max: 9 })).map(([ch, digit, n]) => ch + digit.repeat(n));
  return fc.array(run, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(''));
}

/**
 * Characters at the edges of the UTF-8 widths (1, 2, 3 bytes; U+0080,
 * U+07FF, U+0800, U+D7FF, U+E000, U+FFFF), surrogate pairs at the edges of
 * the surrogate ranges (U+10000 is D800 DC00, U+10FFFF is DBFF DFFF) and lone
 * surrogates at both ends, in runs long enough (up to 320 UTF-16 units) that
 * the byte bound, not the splits, decides the floor.
 */
const WIDE = ['a', 'é', '\u0080', '\u07ff', '\u0800', '中', '\ud7ff', '\ue000', '\uffff', '😀', '\u{10000}', '\u{10ffff}', '\ud800', '\udbff', '\udc00', '\udfff', '7'];

function longRunText(): fc.Arbitrary<string> {
  const run = fc.tuple(fc.constantFrom(...WIDE), fc.integer({ min: 1, max: 320 })).map(([ch, n]) => ch.repeat(Math.max(1, Math.floor(n / ch.length))));
  return fc.array(run, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(''));
}

function fail(message: string): never {
  throw new Error(message);
}

/**
 * The token floor is a proof, in both encodings, for every text the
 * generators make (other whitespace, scripts under normalisation, code
 * points at range edges, rank ties, lone surrogates, arbitrary code points,
 * long runs of one width): it is the canonical floor, and it never exceeds
 * what either encoding's pre-tokens and their bytes prove (and so never the
 * tokens). With a limit, a result within the limit is the canonical floor,
 * and a result over it is given exactly when the canonical floor is over it.
 */
export function propertyFloorIsLowerBound(impl: Implementation): fc.IPropertyWithHooks<[string[]]> {
  // Every generator in every case: the mutation run's 20 cases must reach each class.
  return fc.property(fc.tuple(tokenizerText(), everyKindText(), digitRunText(), longRunText()), (texts) => {
    for (const text of texts) {
      const floor = impl.tokenFloor(text);
      const canonical = referenceFloor(text);
      const shown = JSON.stringify(text.slice(0, 200));
      if (floor !== canonical) fail(`floor ${floor} of ${shown} (${text.length} UTF-16 units); the canonical floor is ${canonical}`);
      for (const encoding of ENCODINGS) {
        const proven = referenceProvableTokens(encoding, text);
        if (floor > proven) fail(`${encoding}: floor ${floor} of ${shown} exceeds the ${proven} tokens its pre-tokens prove (${referenceTokens(encoding, text)} tokens)`);
      }
      for (let limit = Math.max(0, canonical - 3); limit <= canonical + 1; limit++) {
        const limited = impl.tokenFloor(text, limit);
        if (limited <= limit ? limited !== canonical : canonical <= limit) fail(`floor ${limited} of ${shown} with the limit ${limit}; the canonical floor is ${canonical}`);
      }
    }
  });
}

export interface UnitCase {
  chunk: Chunk | undefined;
  turn: Turn | undefined;
  n: number;
  maxMetaChars: number;
  maxLines: number | null;
  room: number;
}

/**
 * A chunk as the generators make it, or with an id of 499 or 500 letters
 * (its opening tag then 513 or 514 bytes: a byte left out of the tag's floor
 * shows), or with metadata that inherits an enumerable key from its
 * prototype (not the chunk's own: not rendered).
 */
function unitChunk(): fc.Arbitrary<Chunk | undefined> {
  return fc.tuple(chunks({ maxChunks: 1 }).map((c) => c[0]), fc.constantFrom('as made', 'as made', 'long id', 'inherited meta')).map(([chunk, variant]) => {
    if (chunk === undefined) return undefined;
    if (variant === 'long id') return { id: 'a'.repeat(chunk.text.length % 2 === 0 ? 499 : 500), text: chunk.text, score: chunk.score };
    if (variant === 'inherited meta') {
      const meta = Object.assign(Object.create({ inherited: 'değer' }) as Record<string, string>, chunk.meta);
      return { ...chunk, meta };
    }
    return chunk;
  });
}

/**
 * The floors of a chunk's unit and of a turn as sent, read from their fields
 * without rendering, are proofs too, and canonical: `chunkUnitFloor` is the
 * floor of the text it shows (before its line cut, unescaped), plus that of
 * its opening tag, plus one for the closing tag (`\n</chunk>\n` has three
 * pre-tokens, and each of the two seams may lose one split), unless it has
 * proven the unit exceeds the room; it never exceeds the unit's pre-tokens
 * in either encoding, and when it exceeds the room the unit's tokens do.
 * `turnFloor` is the floor of the turn's text as shown (a tool result cut to
 * its lines), and never exceeds the pre-tokens of the turn as sent in either
 * template.
 */
export function propertyUnitFloorsAreLowerBounds(impl: Implementation): fc.IPropertyWithHooks<[UnitCase]> {
  const unitCase = fc.record({
    chunk: unitChunk(),
    turn: history({ maxEpisodes: 2 }).chain((h) => (h.length === 0 ? fc.constant(undefined) : fc.constantFrom(...h))),
    n: fc.nat({ max: 99 }),
    maxMetaChars: fc.constantFrom(1, 4, 120),
    maxLines: fc.constantFrom<number | null>(null, 0, 1, 2),
    room: fc.oneof(fc.integer({ min: 0, max: 60 }), fc.constant(Number.POSITIVE_INFINITY)),
  });
  return fc.property(unitCase, ({ chunk, turn, n, maxMetaChars, maxLines, room }) => {
    if (chunk !== undefined) {
      const textFloor = referenceFloor(shownText(chunk.text, maxLines));
      const canonical = textFloor + referenceFloor(chunkHeader(chunk, maxMetaChars)) + 1;
      const unit = chunkUnit(chunk, maxMetaChars, maxLines);
      const tokens = new Map<Encoding, number>();
      const tokensOf = (encoding: Encoding): number => tokens.get(encoding) ?? tokens.set(encoding, referenceTokens(encoding, unit)).get(encoding)!;
      // The given room, and the rooms where a proof could go wrong: around the text's floor plus the close tag's, and just under the unit's floor.
      const rooms = [room, textFloor + 1, textFloor + 2, textFloor + 3, ...Array.from({ length: 11 }, (_, k) => canonical - k)].filter((r) => r >= 0);
      const provable = new Map(ENCODINGS.map((encoding) => [encoding, referenceProvableTokens(encoding, unit)]));
      for (const r of rooms) {
        const floor = impl.chunkUnitFloor(chunk, maxMetaChars, maxLines, r);
        if (floor <= r ? floor !== canonical : canonical <= r) {
          fail(`chunkUnitFloor ${floor} (room ${r}); the canonical floor is ${canonical}: ${JSON.stringify(unit.slice(0, 300))}`);
        }
        for (const encoding of ENCODINGS) {
          const proven = provable.get(encoding)!;
          // Over the room, the unit must be: what its pre-tokens prove settles most cases without counting.
          if (floor > r ? proven <= r && tokensOf(encoding) <= r : floor > proven) {
            fail(`${encoding}: chunkUnitFloor ${floor} (room ${r}) of a unit its pre-tokens prove ${proven} tokens, ${tokensOf(encoding)} tokens: ${JSON.stringify(unit.slice(0, 300))}`);
          }
        }
      }
    }
    if (turn !== undefined) {
      const floor = impl.turnFloor(turn, maxLines);
      const canonical = referenceFloor(turn.role === 'tool' ? shownText(turn.content, maxLines) : turn.content);
      if (floor !== canonical) fail(`turnFloor ${floor} of ${JSON.stringify(turn.content.slice(0, 200))} (${turn.role}, ${maxLines} lines); the canonical floor is ${canonical}`);
      for (const text of [turnContent(turn, maxLines), turnUnit(turn, n, maxLines)]) {
        for (const encoding of ENCODINGS) {
          const proven = referenceProvableTokens(encoding, text);
          if (floor > proven) fail(`${encoding}: turnFloor ${floor} of a turn whose pre-tokens prove ${proven} tokens: ${JSON.stringify(text.slice(0, 300))}`);
        }
      }
    }
  });
}

/**
 * The selection skips a chunk's floor when it cannot prove anything
 * (`chunkUnitFloorWithin`): a fast path beside the floor read from
 * scratch. It is told from lengths alone — a floor never exceeds the length
 * of what it reads — so it says yes exactly when the text's length, plus a
 * bound on the opening tag (`<chunk` and `>` and a line break: 8 units;
 * per attribute, own metadata keys only, a space, the name, `="`, the value
 * six times over (every unit escaped as `&quot;`), `"`), plus one for the
 * closing tag, is within the room; and then the canonical floor (the
 * text's as shown under any line cut, the tag's under any value length,
 * plus one) is within the room too: skipping it loses no proof. Rooms are
 * taken around that sum and around the text's length, where an off-by-one
 * shows.
 */
export function propertyFloorShortcutProvesNothing(impl: Implementation): fc.IPropertyWithHooks<[UnitCase]> {
  const unitCase = fc.record({
    chunk: unitChunk(),
    turn: fc.constant(undefined),
    n: fc.constant(0),
    maxMetaChars: fc.constantFrom(1, 4, 120),
    maxLines: fc.constantFrom<number | null>(null, 0, 1, 2),
    room: fc.oneof(fc.integer({ min: 0, max: 2000 }), fc.constant(Number.POSITIVE_INFINITY)),
  });
  return fc.property(unitCase, ({ chunk, room }) => {
    if (chunk === undefined) return;
    const length = chunk.text.length;
    const attributes: [string, string][] = [['id', chunk.id]];
    if (chunk.source !== undefined) attributes.push(['source', chunk.source]);
    for (const key of Object.keys(chunk.meta ?? {})) attributes.push([key, chunk.meta![key]!]);
    const tag = 8 + attributes.reduce((sum, [name, value]) => sum + 1 + name.length + 2 + 6 * value.length + 1, 0);
    const sum = length + tag + 1;
    const rooms = [room, length, length + 1, length + 2, length + 3, ...Array.from({ length: 7 }, (_, k) => sum - 3 + k)].filter((r) => r >= 0);
    for (const r of rooms) {
      const within = impl.chunkUnitFloorWithin(chunk, r);
      if (within !== sum <= r) {
        fail(`chunkUnitFloorWithin says ${within} at room ${r}; the text's length ${length} + the tag's bound ${tag} + 1 is ${sum}: ${JSON.stringify(chunkHeader(chunk, 120).slice(0, 200))}`);
      }
      if (!within) continue;
      for (const maxMetaChars of [1, 4, 120]) {
        for (const maxLines of [null, 0, 1, 2]) {
          const canonical = referenceFloor(shownText(chunk.text, maxLines)) + referenceFloor(chunkHeader(chunk, maxMetaChars)) + 1;
          if (canonical > r) fail(`chunkUnitFloorWithin says yes at room ${r}, but the canonical floor (${maxMetaChars} metadata characters, ${maxLines} lines) is ${canonical}`);
        }
      }
    }
  });
}
