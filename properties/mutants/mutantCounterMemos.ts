import type { Encoding, Tokenizer, TokenizerOptions } from '../../core/tokenizer.js';
import { coreImplementation, type PieceMemo } from '../implementation.js';

type Exact = (text: string, limit: number) => number;
type Counts = Pick<Tokenizer, 'count' | 'countWithin'>;

/** A count memo that keeps every exact count for ever: right answers, memory without bound. */
export function keepsEverything(exact: Exact): Counts {
  const counts = new Map<string, number>();
  return {
    count(text) {
      const known = counts.get(text);
      if (known !== undefined) return known;
      const count = exact(text, Number.POSITIVE_INFINITY);
      counts.set(text, count);
      return count;
    },
    countWithin(text, limit) {
      const known = counts.get(text);
      if (known !== undefined) return known;
      const count = exact(text, limit);
      if (count <= limit) counts.set(text, count);
      return count;
    },
  };
}

/** The real count memo whose `countWithin` never remembers (only `count` does): a memo half used. */
export function withinNeverRemembered(exact: Exact, maxChars: number): Counts {
  const real = coreImplementation.countCache(exact, maxChars);
  return { count: (text) => real.count(text), countWithin: (text, limit) => exact(text, limit) };
}

/** A piece memo that trusts a hash and a length: a collision answers another piece's count. */
export function trustsTheHash(): PieceMemo {
  const counts = new Map<string, number>();
  const key = (start: number, end: number, hash: number): string => `${hash}/${end - start}`;
  return {
    get: (_text, start, end, hash) => counts.get(key(start, end, hash)) ?? -1,
    set: (_text, start, end, hash, count) => void counts.set(key(start, end, hash), count),
  };
}

/** A piece memo that never forgets (and has no probe limit): right answers, memory without bound. */
export function neverForgets(): PieceMemo {
  const counts = new Map<string, number>();
  return {
    get: (text, start, end) => counts.get(text.slice(start, end)) ?? -1,
    set: (text, start, end, _hash, count) => void counts.set(text.slice(start, end), count),
  };
}

/** The piece memo that forgets when a piece would bring it to `maxUnits`, not over it: one unit of its budget never used. */
export function forgetsAtTheLimit(maxEntries: number, maxUnits: number): PieceMemo {
  return coreImplementation.pieceCounts(maxEntries, Math.max(0, maxUnits - 1));
}

/** FNV-1a that leaves out the range's last unit. */
export function hashWithoutLastUnit(text: string, start: number, end: number): number {
  return coreImplementation.pieceHash(text, start, Math.max(start, end - 1));
}

/** `createTokenizer` that makes a new tokenizer at every call (same counts): equal options no longer share a cache. */
export function freshTokenizers(encoding?: Encoding, options?: TokenizerOptions): Tokenizer {
  return { ...coreImplementation.createTokenizer(encoding, options) };
}

/** `createTokenizer` that does not tell backends apart: the js-tiktoken backend counts with the fast one. */
export function oneBackend(encoding?: Encoding, options?: TokenizerOptions): Tokenizer {
  return coreImplementation.createTokenizer(encoding, { ...options, backend: 'fast' });
}

/** The real count memo handed a head counter that never gives a head: the opening tag counted twice, nothing remembered on the way. */
export function headsNeverNoted(exact: Exact, maxChars: number, exactWithHead: ((text: string, limit: number, at: number) => [number, number]) | undefined) {
  return coreImplementation.countCacheNotingHead(exact, maxChars, exactWithHead === undefined ? undefined : (text, limit, at) => [exactWithHead(text, limit, at)[0], -1]);
}

