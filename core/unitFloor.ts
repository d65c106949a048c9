import { escapeAttribute, shortenValue } from './render.js';
import type { Chunk, Turn } from './request.js';
import { TokenFloor } from './tokenFloor.js';

/** The floor of `\n</chunk>\n` on its own (`\n` · `</chunk` · `>\n`). */
const CLOSE_FLOOR = 3;

/** One scanner for every call: `assemble` is synchronous, and a fresh one per candidate is garbage. */
const floor = new TokenFloor();

/**
 * A lower bound on the tokens of a chunk's unit (`chunkUnit`), read from its
 * fields without rendering, escaping, cutting or counting it. The scans stop
 * once the bound exceeds `room`, so the cost is bounded by the room, not by
 * the text. Returns a value over `room` when that is proven.
 *
 * The unit is `<chunk id="…" …>\n` + the shown text + `\n</chunk>\n`, where
 * the shown text is the text escaped and, over `maxLines` lines, the lines
 * before the `maxLines`-th newline followed by a marker. Floors
 * (`core/tokenFloor.ts`) of consecutive pieces add up to at least their sum
 * minus one per seam (a seam can only lose the split between its two
 * characters), so the unit has at least text + header + close − 2:
 *
 * - the text: escaping turns `<` into `&lt;`, whose ends have the class `<`
 *   had and whose inside adds splits, so the raw text's floor is a floor of
 *   the escaped one; the lines past the cut are not read (the marker only
 *   adds splits);
 * - the header is read attribute by attribute as it is rendered; each one
 *   starts with a space after a letter or a quote, a split either way, so
 *   their order (the renderer sorts the metadata keys) does not change the
 *   floor and they need not be sorted or joined.
 *
 * The text is read first: a long one proves the case alone.
 */
export function chunkUnitFloor(chunk: Chunk, maxMetaChars: number, maxLines: number | null, room: number): number {
  // The header is at least one more, so text + close − 1 > room proves it already.
  const text = textFloor(chunk.text, maxLines, room - CLOSE_FLOOR + 1);
  if (text + CLOSE_FLOOR - 1 > room) return text + CLOSE_FLOOR - 1;
  return text + headerFloor(chunk, maxMetaChars, room - text - CLOSE_FLOOR + 2) + CLOSE_FLOOR - 2;
}

/**
 * Whether `chunkUnitFloor(chunk, maxMetaChars, maxLines, room)` is at most
 * `room` whatever `maxMetaChars` and `maxLines` are — so it can prove
 * nothing — told from the lengths of the chunk's fields, without reading
 * them: a floor is at most the length of what it reads in UTF-16 units (a
 * character adds at most one proven pre-token, and at most three bytes, 128
 * of which make one token). The text is read at most whole; the opening tag
 * is `<chunk`, then ` name="value"` per attribute, then `>` and a line
 * break, where a value is at most as long shortened, and at most six times
 * as long escaped (`&quot;`). True exactly when the text's length, plus
 * that bound on the tag, plus one (the close tag's 3 − 2 seams), is within
 * `room`. A chunk that enters is read by the exact count anyway; this
 * spares it two scans (its text's floor and its tag's) that could not have
 * settled anything.
 */
export function chunkUnitFloorWithin(chunk: Chunk, room: number): boolean {
  let tag = TAG_UNITS + attributeUnits('id', chunk.id);
  if (chunk.source !== undefined) tag += attributeUnits('source', chunk.source);
  const meta = chunk.meta;
  if (meta !== undefined) {
    for (const key in meta) if (Object.hasOwn(meta, key)) tag += attributeUnits(key, meta[key]!);
  }
  return chunk.text.length + tag + CLOSE_FLOOR - 2 <= room;
}

/** `<chunk` and `>\n`. */
const TAG_UNITS = 8;
/** The longest escape of one unit: `&quot;`. */
const LONGEST_ESCAPE = 6;

/** At most the length of ` name="value"` as the tag writes it. */
function attributeUnits(name: string, value: string): number {
  return 4 + name.length + LONGEST_ESCAPE * value.length;
}

function textFloor(text: string, maxLines: number | null, limit: number): number {
  floor.reset();
  return floor.add(text, limit, maxLines ?? Number.POSITIVE_INFINITY);
}

/** The floor of `chunkHeader(chunk, maxMetaChars)`, stopping once over `limit`. */
function headerFloor(chunk: Chunk, maxMetaChars: number, limit: number): number {
  floor.reset();
  floor.add('<chunk');
  attributeFloor('id', chunk.id, limit);
  if (chunk.source !== undefined) attributeFloor('source', chunk.source, limit);
  const meta = chunk.meta;
  if (meta !== undefined) {
    for (const key in meta) {
      if (floor.count > limit) break;
      if (Object.hasOwn(meta, key)) attributeFloor(key, shortenValue(meta[key]!, maxMetaChars), limit);
    }
  }
  return floor.add('>\n', limit);
}

function attributeFloor(name: string, value: string, limit: number): void {
  floor.add(' ', limit);
  floor.add(name, limit);
  floor.add('="', limit);
  floor.add(escapeAttribute(value), limit);
  floor.add('"', limit);
}

/**
 * A lower bound on the tokens of a turn as sent (`turnContent` in the chat
 * template, `turnUnit` in the text template), read from its content alone.
 * The content, escaped and (a tool result) cut to `toolLines` lines, is one
 * piece of either rendering, and a piece's floor is a floor of the whole:
 * its splits are splits of the whole. As for chunks, the raw text's floor is
 * a floor of the escaped one.
 */
export function turnFloor(turn: Turn, toolLines: number | null): number {
  floor.reset();
  const lines = turn.role === 'tool' ? (toolLines ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY;
  return floor.add(turn.content, Number.POSITIVE_INFINITY, lines);
}
