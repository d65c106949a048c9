import fc from 'fast-check';
import type { Implementation, PieceMemo } from './implementation.js';

function fail(message: string): never {
  throw new Error(message);
}

/**
 * FNV-1a over 32 bits (offset basis 2166136261, prime 16777619), one UTF-16
 * unit at a time, as a signed 32-bit integer: written from the published
 * definition, with arbitrary-precision arithmetic.
 */
export function referenceFnv1a(units: string): number {
  let h = 2_166_136_261n;
  for (let i = 0; i < units.length; i++) h = ((h ^ BigInt(units.charCodeAt(i))) * 16_777_619n) % 4_294_967_296n;
  return Number(BigInt.asIntN(32, h));
}

// The published test vectors (octets of ASCII text are its UTF-16 units).
for (const [text, hash] of [['', 0x811c9dc5], ['a', 0xe40c292c], ['foobar', 0xbf9cf968]] as const) {
  if (referenceFnv1a(text) !== (hash | 0)) throw new Error(`referenceFnv1a(${JSON.stringify(text)}) is not the published FNV-1a value`);
}

/** A piece inside a text with something before and after it, as the counter asks for one. */
function placed(piece: string, before: string): { text: string; start: number; end: number } {
  return { text: `${before}${piece}»`, start: before.length, end: before.length + piece.length };
}

/** The memo's documented probe limit: a lookup gives up after 32 slots. */
const MAX_PROBES = 32;

/**
 * The hash the piece memo is asked with is FNV-1a of the range's UTF-16
 * units (as a 32-bit pattern), wherever the range sits in its text.
 */
export function propertyPieceHash(impl: Implementation): fc.IPropertyWithHooks<[string, string, string]> {
  return fc.property(fc.string({ unit: 'binary', maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 4 }), (before, piece, after) => {
    // As a 32-bit pattern: the slots keep hashes in 32-bit integers, where 2^32 + h and h are one value.
    const got = impl.pieceHash(`${before}${piece}${after}`, before.length, before.length + piece.length) | 0;
    const expected = referenceFnv1a(piece);
    if (got !== expected) fail(`the hash of ${JSON.stringify(piece)} (at ${before.length}) is ${got}, FNV-1a is ${expected}`);
  });
}

interface Plan {
  maxEntries: number;
  maxUnits: number;
  /** Lengths of the pieces, in the order they are remembered (each piece different). */
  lengths: number[];
  /** Every piece under one hash (a probe run), or each under its own. */
  oneHash: boolean;
  hash: number;
}

/**
 * What the piece memo (`core/pieceCounts.ts`) remembers, as it documents:
 * before a piece is remembered, everything is forgotten if the memo holds
 * `maxEntries` pieces, or the piece would take it over `maxUnits` units;
 * the piece is then remembered, unless every slot within the probe limit
 * is taken (pieces under one hash: the first 32 since it last forgot are
 * remembered, the rest not, and take no room). Pieces are remembered with
 * their units and found in any text, at any position; a lookup answers
 * the count remembered for the very same units or -1, never a count on a
 * hash alone. Checked after every piece on the newest and one older piece,
 * at the end on all of them, with up to 1 500 pieces and pieces of up to
 * 20 000 units (the memo grows its table and its pool of units on the
 * way), each piece alone in its text, after other text, or followed by the
 * piece remembered after it.
 */
export function propertyPieceCountsRemember(impl: Implementation): fc.IPropertyWithHooks<[Plan]> {
  const hash = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });
  const plan: fc.Arbitrary<Plan> = fc.oneof(
    // A few pieces, short and now and then long, under limits that make it forget.
    fc.record({
      maxEntries: fc.integer({ min: 1, max: 200 }),
      maxUnits: fc.oneof(fc.integer({ min: 1, max: 9000 }), fc.constant(1 << 23)),
      lengths: fc.array(fc.oneof({ weight: 30, arbitrary: fc.integer({ min: 1, max: 12 }) }, { weight: 1, arbitrary: fc.integer({ min: 4000, max: 20_000 }) }), { minLength: 1, maxLength: 120, size: 'max' }),
      oneHash: fc.boolean(),
      hash,
    }),
    // Pieces of one length under one hash, past the probe limit, under limits one more piece would reach:
    // a 33rd piece taken in would make the memo forget sooner.
    fc.record({
      maxEntries: fc.constantFrom(33, 1 << 20),
      maxUnits: fc.tuple(fc.integer({ min: 2, max: 12 }), fc.nat({ max: 11 })).map(([length, r]) => 33 * length + (r % length)),
      lengths: fc.constant([]),
      oneHash: fc.constant(true),
      hash,
    }).chain((plan) => fc.integer({ min: 34, max: 80 }).map((n) => ({ ...plan, lengths: Array.from({ length: n }, () => Math.floor(plan.maxUnits / 33)) }))),
    // More pieces than the first table's 1 024 slots hold, under limits that reach past them or not.
    fc.record({
      maxEntries: fc.oneof(fc.integer({ min: 1, max: 1200 }), fc.integer({ min: 1100, max: 2000 })),
      maxUnits: fc.oneof(fc.integer({ min: 1, max: 9000 }), fc.constant(1 << 23)),
      lengths: fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1030, max: 1500 })).map(([length, n]) => Array.from({ length: n }, (_, i) => 1 + ((length * i) % 9))),
      oneHash: fc.constant(false),
      hash,
    }),
  );
  return fc.property(plan, ({ maxEntries, maxUnits, lengths, oneHash, hash }) => {
    const memo = impl.pieceCounts(maxEntries, maxUnits);
    // Piece i: its number in base 26, padded to its length (at least the number's digits) with a unit no digit is.
    const pieces = lengths.map((length, i) => {
      const digits = i.toString(26);
      return digits.padEnd(Math.max(length, digits.length), i % 3 === 0 ? '\uffff' : 'ş');
    });
    const hashOf = (i: number): number => (oneHash ? hash : (hash + i) | 0);
    const remembered: boolean[] = [];
    let held = 0;
    let units = 0;
    let sinceForgetting: number[] = [];
    const check = (i: number, when: string): void => {
      // Alone in its text, after other text, or followed by the piece remembered after it (whose units follow its own in the memo).
      const { text, start, end } = i % 3 === 2 ? { text: `${pieces[i]!}${pieces[i + 1] ?? ''}`, start: 0, end: pieces[i]!.length } : placed(pieces[i]!, i % 3 === 0 ? '' : 'önce ');
      const got = memo.get(text, start, end, hashOf(i));
      const expected = remembered[i] ? 1000 + i : -1;
      if (got !== expected) {
        fail(`${when} (maxEntries ${maxEntries}, maxUnits ${maxUnits}, ${oneHash ? 'one hash' : 'a hash each'}): piece ${i} ${JSON.stringify(pieces[i]!.slice(0, 24))} (${pieces[i]!.length} units) answered ${got}, expected ${expected}`);
      }
    };
    pieces.forEach((piece, i) => {
      if (held >= maxEntries || units + piece.length > maxUnits) {
        for (const j of sinceForgetting) remembered[j] = false;
        sinceForgetting = [];
        held = 0;
        units = 0;
      }
      const fits = !oneHash || held < MAX_PROBES;
      remembered[i] = fits;
      if (fits) {
        sinceForgetting.push(i);
        held += 1;
        units += piece.length;
      }
      const { text, start, end } = placed(piece, '«');
      memo.set(text, start, end, hashOf(i), 1000 + i);
      check(i, `after piece ${i}`);
      check((i * 7919) % (i + 1), `after piece ${i}`);
    });
    for (let i = 0; i < pieces.length; i++) check(i, 'at the end');
  });
}

/**
 * Whatever the hashes (all one, a few, or FNV-1a's), pieces that differ
 * only late, have the same length, or are prefixes of one another, and the
 * empty piece, are told apart: a lookup answers the count remembered for
 * the same units, or -1.
 */
export function propertyPieceCountsExact(impl: Implementation): fc.IPropertyWithHooks<[number, number, [number, boolean][], 'one' | 'length' | 'fnv']> {
  return fc.property(
    fc.integer({ min: 1, max: 40 }),
    fc.integer({ min: 1, max: 120 }),
    fc.array(fc.tuple(fc.nat({ max: 30 }), fc.boolean()), { minLength: 1, maxLength: 200, size: 'max' }),
    fc.constantFrom<'one' | 'length' | 'fnv'>('one', 'length', 'fnv'),
    (maxEntries, maxUnits, steps, hashing) => {
      const memo: PieceMemo = impl.pieceCounts(maxEntries, maxUnits);
      // Thirty pieces: prefixes of one another, and pairs of one length that differ in their last unit; and the empty piece
      // (under the length hash, 0: what an empty slot holds).
      const pieces = Array.from({ length: 30 }, (_, i) => {
        const length = 1 + (i >> 1);
        return i % 2 === 0 ? 'kelimelerimizdendi'.slice(0, length) : `${'kelimelerimizdendi'.slice(0, length - 1)}x`;
      });
      pieces.push('');
      const hashOf = (piece: string): number => (hashing === 'one' ? 7 : hashing === 'length' ? piece.length : impl.pieceHash(piece, 0, piece.length));
      const count = (i: number): number => 500 + i;
      steps.forEach(([at, write], step) => {
        const piece = pieces[at]!;
        const { text, start, end } = placed(piece, 'ön ');
        if (write) {
          memo.set(text, start, end, hashOf(piece), count(at));
          return;
        }
        const got = memo.get(text, start, end, hashOf(piece));
        if (got !== -1 && got !== count(at)) fail(`step ${step} (${hashing} hash): ${JSON.stringify(piece)} answered ${got}, its count is ${count(at)}`);
      });
    },
  );
}

/**
 * The memo's limits are reached, not passed: pieces (each under its own
 * hash) whose units add up to exactly `maxUnits`, or exactly `maxEntries`
 * pieces, are all remembered — the memo forgets only before a piece that
 * would take it over a limit — and the next piece, whatever its length,
 * makes it forget every one of them and is remembered itself. A memo that
 * forgets when a piece merely reaches a limit, or keeps a piece past it,
 * fails. (`propertyPieceCountsRemember` draws its limits at random, where
 * a sum that lands exactly on `maxUnits` is rare.)
 */
export function propertyPieceCountsFillExactly(impl: Implementation): fc.IPropertyWithHooks<[number[], number, 'units' | 'entries', number]> {
  return fc.property(
    fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 40 }),
    fc.integer({ min: 1, max: 12 }),
    fc.constantFrom<'units' | 'entries'>('units', 'entries'),
    fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
    (lengths, lastLength, limit, hash) => {
      const total = lengths.reduce((sum, length) => sum + length, 0);
      const maxEntries = limit === 'entries' ? lengths.length : 1 << 20;
      const maxUnits = limit === 'units' ? total : 1 << 23;
      const memo = impl.pieceCounts(maxEntries, maxUnits);
      // Piece i: a unit of its own (U+4E00 + i), padded to its length with a unit no piece starts with.
      const pieceOf = (i: number, length: number): string => String.fromCharCode(0x4e00 + i).padEnd(length, 'ğ');
      const pieces = lengths.map((length, i) => pieceOf(i, length));
      const last = pieceOf(lengths.length, lastLength);
      const what = `maxEntries ${maxEntries}, maxUnits ${maxUnits}, pieces of ${lengths.join(', ')} units`;
      const expectAnswer = (i: number, piece: string, expected: number, when: string): void => {
        const { text, start, end } = placed(piece, 'ön ');
        const got = memo.get(text, start, end, (hash + i) | 0);
        if (got !== expected) fail(`${when} (${what}): piece ${i} ${JSON.stringify(piece)} answered ${got}, expected ${expected}`);
      };
      pieces.forEach((piece, i) => {
        const { text, start, end } = placed(piece, '«');
        memo.set(text, start, end, (hash + i) | 0, 1000 + i);
        for (let j = 0; j <= i; j++) expectAnswer(j, pieces[j]!, 1000 + j, `after piece ${i}, within the limits`);
      });
      const { text, start, end } = placed(last, '«');
      memo.set(text, start, end, (hash + lengths.length) | 0, 1000 + lengths.length);
      pieces.forEach((piece, j) => expectAnswer(j, piece, -1, `after a piece past the ${limit === 'units' ? 'units' : 'entries'} limit`));
      expectAnswer(lengths.length, last, 1000 + lengths.length, 'the piece past the limit');
    },
  );
}
