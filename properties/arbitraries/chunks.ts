import fc from 'fast-check';
import type { Chunk } from '../../core/request.js';
import { attributeText } from './attributeText.js';
import { anyText, requiredText, type TextConstraints } from './text.js';

/**
 * Scores come from a small set so equal scores (ties broken by id) and
 * scores exactly at the threshold are common, not a one-in-a-billion event.
 */
export const SCORES = [0, 0.2, 0.35, 0.5, 0.5, 0.7, 0.9, 1] as const;

export function score(): fc.Arbitrary<number> {
  return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...SCORES) }, { weight: 1, arbitrary: fc.double({ min: -1, max: 2, noNaN: true }) });
}

/**
 * How a later chunk repeats an earlier one: the same text, or a near copy
 * dedup must merge (other whitespace, NFD) or must not (case, dotless ı,
 * compatibility forms under NFKC, a zero-width space, which is not whitespace).
 */
type Copy = 'same' | 'spaces' | 'other-spaces' | 'nfd' | 'nfkc' | 'upper' | 'dotless' | 'zero-width';

function copyOf(text: string, how: Copy): string {
  switch (how) {
    case 'same':
      return text;
    case 'spaces':
      return ` ${text.replace(/ /g, '  \n')} `;
    case 'other-spaces':
      return `\u2028${text.replace(/ /g, '\u00a0').replace(/\n/g, '\t')}\u3000`;
    case 'nfd':
      return text.normalize('NFD');
    case 'nfkc':
      return text.normalize('NFKC');
    case 'zero-width':
      return text.replace(' ', ' \u200b');
    case 'upper':
      // `KIR` and `kir` are different words: dedup must keep both.
      return text.toUpperCase() === text ? text.toLowerCase() : text.toUpperCase();
    case 'dotless':
      return text.includes('i') ? text.replace(/i/g, 'ı') : `${text} ı`;
  }
}

interface ChunkSpec {
  text: string;
  score: number;
  source: string | undefined;
  meta: Record<string, string> | undefined;
  copy: { of: number; how: Copy } | undefined;
}

/** Ids from a fixed alphabet, assigned shuffled, so id order and input order disagree. */
const ID_POOL = ['kb-1', 'kb-2', 'kb-10', 'a', 'B', 'İ', 'z-9', 'doc#3', 'ç', 'kb-01', 'x', 'y', 'q', 'w', 'doc"4', 'a&<b>'];

export function chunks(constraints: TextConstraints & { maxChunks?: number } = {}): fc.Arbitrary<Chunk[]> {
  const spec: fc.Arbitrary<ChunkSpec> = fc.record({
    text: requiredText(constraints),
    score: score(),
    source: fc.option(fc.oneof(fc.constantFrom('runbook/disk.md', 'kb/iade-politikası.md', 'https://example.com/a?b=1&c="2"', '<rules>'), attributeText()), { nil: undefined }),
    // Keys in any order (the renderer sorts them); values of any text, quotes and line breaks included.
    meta: fc.option(fc.dictionary(fc.constantFrom('title', 'date', 'link', 'x_1', 'Z', 'a.b-c'), fc.oneof(anyText({ long: false }), attributeText()), { maxKeys: 3 }), { nil: undefined }),
    copy: fc.option(fc.record({ of: fc.nat(), how: fc.constantFrom<Copy>('same', 'same', 'spaces', 'other-spaces', 'nfd', 'nfkc', 'upper', 'dotless', 'zero-width') }), { nil: undefined, freq: 3 }),
  });
  const max = Math.min(constraints.maxChunks ?? 10, ID_POOL.length);
  return fc
    .tuple(fc.array(spec, { maxLength: max }), fc.shuffledSubarray(ID_POOL, { minLength: ID_POOL.length }))
    .map(([specs, ids]) =>
      specs.map((s, i) => {
        const earlier = s.copy !== undefined && i > 0 ? specs[s.copy.of % i]!.text : undefined;
        const text = earlier !== undefined && s.copy !== undefined ? copyOf(earlier, s.copy.how) : s.text;
        const chunk: Chunk = { id: ids[i]!, text: text.trim() === '' ? `${text}metin` : text, score: s.score };
        // A source must not be blank (validation refuses it).
        if (s.source !== undefined) chunk.source = s.source.trim() === '' ? `${s.source}src` : s.source;
        if (s.meta !== undefined) chunk.meta = s.meta;
        return chunk;
      }),
    );
}
