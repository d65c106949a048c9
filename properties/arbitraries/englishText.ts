import fc from 'fast-check';

const WORDS = [
  'the', 'refund', 'order', 'was', 'shipped', 'customer', 'asked', 'why', 'disk', 'full', 'please', 'check',
  'invoice', "don't", 'internationalization', 'I', 'it', 'is', 'a', 'runbook', 'says', 'restart', 'ORD-7781',
] as const;

/** Plain English of one to `maxWords` words. */
export function englishText(maxWords = 12): fc.Arbitrary<string> {
  return fc
    .tuple(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: maxWords }), fc.constantFrom('', '.', '?', '!'))
    .map(([words, end]) => words.join(' ') + end);
}
