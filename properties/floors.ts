import fc from 'fast-check';
import type { Chunk, Turn } from '../core/request.js';
import type { Encoding } from '../core/tokenizer.js';
import { chunks } from './arbitraries/chunks.js';
import { history } from './arbitraries/history.js';
import { tokenizerText } from './tokenizer.js';
import type { Implementation } from './implementation.js';
import { referencePreTokens } from './reference/preTokens.js';
import { referenceFloor, shownText } from './reference/floor.js';
import { chunkHeader, chunkUnit, turnContent, turnUnit } from './reference/prompt.js';
import { referenceTokens } from './reference/tokens.js';

const ENCODINGS: readonly Encoding[] = ['o200k_base', 'cl100k_base'];

/** Short strings over characters of every kind the floor tells apart, so every neighbouring pair comes up. */
function everyKindText(): fc.Arbitrary<string> {
  const chars = ['a', 'Z', 'ş', 'ı', 'é', 'Ж', '1', '7', '²', ' ', '\t', '\u00a0', '\u2028', '\n', '\r', '/', "'", '.', '<', '>', '"', '-', '\u0301', '한', '😀', '\u2070', '\u0800'];
  return fc.array(fc.constantFrom(...chars), { minLength: 1, maxLength: 24 }).map((parts) => parts.join(''));
}

function fail(message: string): never {
  throw new Error(message);
}

/**
 * The token floor is a proof, in both encodings, for every text the
 * generators make (other whitespace, scripts under normalisation, code
 * points at range edges, rank ties, lone surrogates, arbitrary code points):
 * it never exceeds the pre-tokens either encoding's split pattern makes, and
 * so never the tokens.
 */
export function propertyFloorIsLowerBound(impl: Implementation): fc.IPropertyWithHooks<[string]> {
  return fc.property(fc.oneof(tokenizerText(), everyKindText()), (text) => {
    const floor = impl.tokenFloor(text);
    const canonical = referenceFloor(text);
    if (floor !== canonical) fail(`floor ${floor} of ${JSON.stringify(text.slice(0, 200))}; the canonical floor is ${canonical}`);
    for (const encoding of ENCODINGS) {
      const pieces = referencePreTokens(encoding, text);
      if (floor > pieces) fail(`${encoding}: floor ${floor} of ${JSON.stringify(text.slice(0, 200))} exceeds its ${pieces} pre-tokens (${referenceTokens(encoding, text)} tokens)`);
    }
  });
}

interface UnitCase {
  chunk: Chunk | undefined;
  turn: Turn | undefined;
  n: number;
  maxMetaChars: number;
  maxLines: number | null;
  room: number;
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
    chunk: chunks({ maxChunks: 1 }).map((c) => c[0]),
    turn: history({ maxEpisodes: 2 }).chain((h) => (h.length === 0 ? fc.constant(undefined) : fc.constantFrom(...h))),
    n: fc.nat({ max: 99 }),
    maxMetaChars: fc.constantFrom(1, 4, 120),
    maxLines: fc.constantFrom<number | null>(null, 1, 2),
    room: fc.oneof(fc.integer({ min: 0, max: 60 }), fc.constant(Number.POSITIVE_INFINITY)),
  });
  return fc.property(unitCase, ({ chunk, turn, n, maxMetaChars, maxLines, room }) => {
    if (chunk !== undefined) {
      const floor = impl.chunkUnitFloor(chunk, maxMetaChars, maxLines, room);
      const unit = chunkUnit(chunk, maxMetaChars, maxLines);
      const canonical = referenceFloor(shownText(chunk.text, maxLines)) + referenceFloor(chunkHeader(chunk, maxMetaChars)) + 1;
      if (floor <= room ? floor !== canonical : canonical <= room) {
        fail(`chunkUnitFloor ${floor} (room ${room}); the canonical floor is ${canonical}: ${JSON.stringify(unit.slice(0, 300))}`);
      }
      for (const encoding of ENCODINGS) {
        const tokens = referenceTokens(encoding, unit);
        const pieces = referencePreTokens(encoding, unit);
        if (floor > room ? tokens <= room : floor > pieces) {
          fail(`${encoding}: chunkUnitFloor ${floor} (room ${room}) of a unit of ${pieces} pre-tokens, ${tokens} tokens: ${JSON.stringify(unit.slice(0, 300))}`);
        }
      }
    }
    if (turn !== undefined) {
      const floor = impl.turnFloor(turn, maxLines);
      const canonical = referenceFloor(turn.role === 'tool' ? shownText(turn.content, maxLines) : turn.content);
      if (floor !== canonical) fail(`turnFloor ${floor} of ${JSON.stringify(turn.content.slice(0, 200))} (${turn.role}, ${maxLines} lines); the canonical floor is ${canonical}`);
      for (const text of [turnContent(turn, maxLines), turnUnit(turn, n, maxLines)]) {
        for (const encoding of ENCODINGS) {
          const pieces = referencePreTokens(encoding, text);
          if (floor > pieces) fail(`${encoding}: turnFloor ${floor} of a turn that sends ${pieces} pre-tokens: ${JSON.stringify(text.slice(0, 300))}`);
        }
      }
    }
  });
}
