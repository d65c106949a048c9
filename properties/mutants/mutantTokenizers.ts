import cl100kBase from 'js-tiktoken/ranks/cl100k_base';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import { BpeCounter, parseRanks, utf8ByteString, type RankMap } from '../../core/bpe.js';
import { preTokenSplitter } from '../../core/preTokenSplitter.js';
import { createTokenizer, type Encoding, type Tokenizer } from '../../core/tokenizer.js';

/**
 * Tokenizers with the bugs a fast counter could plausibly have. Each is a
 * fresh object (its own state), built on the real counter.
 */
export type TokenizerDefect =
  /** Off by one on long text (a merge loop that stops one step early on big pieces). */
  | 'undercounts-long-text'
  /** "Does it fit?" answered with a count clamped to the limit: says it fits when it does not. */
  | 'count-within-clamps'
  /** Remembers the early-exit answer of `countWithin` as if it were the exact count. */
  | 'caches-early-exit'
  /** Drops lone surrogates instead of counting them as U+FFFD. */
  | 'skips-lone-surrogates'
  /** Splits pre-tokens knowing only the common spaces (ASCII, no-break, line separator) as whitespace. */
  | 'common-spaces-only'
  /** Splits pre-tokens treating combining marks as punctuation rather than parts of words. */
  | 'marks-not-letters'
  /** Sends text with surrogates down the hand-written split too (whose table gives them no class): the surrogate check forgotten. */
  | 'splits-surrogates-by-hand'
  /** Merges the rightmost of equal-rank pairs first in pieces of 96 bytes and more (a heap ordered by rank alone, ties the other way). */
  | 'ties-rightmost-in-long-pieces';

const RANKS = { o200k_base: o200kBase, cl100k_base: cl100kBase };
const COMMON_SPACES = ' \\t\\r\\n\\u00a0\\u2028';

/** The split pattern as a defect rewrites it. */
function mutatedPattern(pattern: string, defect: 'common-spaces-only' | 'marks-not-letters'): string {
  if (defect === 'marks-not-letters') return pattern.replaceAll('\\p{M}', '');
  return pattern
    .replaceAll('[^\\s\\p{L}\\p{N}]', `[^${COMMON_SPACES}\\p{L}\\p{N}]`)
    .replaceAll('\\s', `[${COMMON_SPACES}]`)
    .replaceAll('\\S', `[^${COMMON_SPACES}]`);
}

/** Counters on a rewritten pattern: the rank tables take a while to parse, so once per encoding and defect. */
const splitMutants = new Map<string, BpeCounter>();

function splitMutant(encoding: Encoding, defect: 'common-spaces-only' | 'marks-not-letters'): BpeCounter {
  const key = `${encoding}/${defect}`;
  let counter = splitMutants.get(key);
  if (counter === undefined) {
    const ranks = RANKS[encoding];
    const pattern = mutatedPattern(ranks.pat_str, defect);
    if (pattern === ranks.pat_str) throw new Error(`the defect ${defect} does not change the ${encoding} pattern`);
    counter = new BpeCounter({ ...ranks, pat_str: pattern });
    splitMutants.set(key, counter);
  }
  return counter;
}

/** Counters that count a whole text as one pre-token (a pattern that matches everything): once per encoding. */
const wholeTextCounters = new Map<Encoding, BpeCounter>();

function wholeTextCounter(encoding: Encoding): BpeCounter {
  let counter = wholeTextCounters.get(encoding);
  if (counter === undefined) {
    counter = new BpeCounter({ ...RANKS[encoding], pat_str: '[\\s\\S]+' });
    wholeTextCounters.set(encoding, counter);
  }
  return counter;
}

const rankMaps = new Map<Encoding, RankMap>();

/** Parts left after merging the rightmost of the lowest-ranked pairs first, step by step. */
function mergedRightmostFirst(encoding: Encoding, bytes: string): number {
  let ranks = rankMaps.get(encoding);
  if (ranks === undefined) {
    ranks = parseRanks(RANKS[encoding]);
    rankMaps.set(encoding, ranks);
  }
  const parts = [...bytes];
  for (;;) {
    let best = -1;
    let bestRank = Number.POSITIVE_INFINITY;
    for (let i = 0; i + 1 < parts.length; i++) {
      const rank = ranks.get(parts[i]! + parts[i + 1]!);
      if (rank !== undefined && rank <= bestRank) {
        bestRank = rank;
        best = i;
      }
    }
    if (best < 0) return parts.length;
    parts.splice(best, 2, parts[best]! + parts[best + 1]!);
  }
}

export function mutantTokenizer(encoding: Encoding, defect: TokenizerDefect): Tokenizer {
  // No shared cache: what the real counter remembered from other tests must not hide the defect.
  const real = createTokenizer(encoding, { cacheChars: 0 });
  switch (defect) {
    case 'undercounts-long-text': {
      const count = (text: string): number => real.count(text) - (text.length > 200 ? 1 : 0);
      return { name: `${real.name}/${defect}`, encoding, count, countWithin: (text) => count(text) };
    }
    case 'count-within-clamps':
      return { name: `${real.name}/${defect}`, encoding, count: (t) => real.count(t), countWithin: (t, limit) => Math.min(real.count(t), limit) };
    case 'caches-early-exit': {
      const cache = new Map<string, number>();
      return {
        name: `${real.name}/${defect}`,
        encoding,
        count: (t) => cache.get(t) ?? real.count(t),
        countWithin: (t, limit) => {
          const known = cache.get(t);
          if (known !== undefined) return known;
          const n = real.countWithin(t, limit);
          cache.set(t, n);
          return n;
        },
      };
    }
    case 'skips-lone-surrogates': {
      const strip = (t: string): string => t.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '');
      return { name: `${real.name}/${defect}`, encoding, count: (t) => real.count(strip(t)), countWithin: (t, l) => real.countWithin(strip(t), l) };
    }
    case 'common-spaces-only':
    case 'marks-not-letters': {
      const counter = splitMutant(encoding, defect);
      return { name: `${real.name}/${defect}`, encoding, count: (t) => counter.count(t), countWithin: (t, l) => counter.count(t, l) };
    }
    case 'splits-surrogates-by-hand': {
      const split = preTokenSplitter(RANKS[encoding].pat_str);
      if (split === undefined) throw new Error(`core/preTokenSplitter.ts does not split ${encoding}'s pattern`);
      const pieces = wholeTextCounter(encoding);
      const count = (text: string): number => {
        let total = 0;
        for (let start = 0; start < text.length; ) {
          const end = split(text, start);
          total += pieces.count(text.slice(start, end));
          start = end;
        }
        return total;
      };
      return { name: `${real.name}/${defect}`, encoding, count, countWithin: (t, l) => Math.min(count(t), l + 1) };
    }
    case 'ties-rightmost-in-long-pieces': {
      // Only text of letters alone (one pre-token) is merged the wrong way; the rest is counted right.
      const count = (text: string): number => {
        const bytes = utf8ByteString(text);
        return bytes.length >= 96 && /^\p{L}+$/u.test(text) ? mergedRightmostFirst(encoding, bytes) : real.count(text);
      };
      return { name: `${real.name}/${defect}`, encoding, count, countWithin: (t, l) => Math.min(count(t), l + 1) };
    }
  }
}
