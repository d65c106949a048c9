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
  | 'skips-lone-surrogates';

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
  }
}
