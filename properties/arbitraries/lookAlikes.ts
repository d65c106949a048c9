import fc from 'fast-check';

/**
 * Letters a model reads as ASCII but code compares as different characters,
 * inside would-be tags: the Kelvin sign and the long s (Unicode case folding
 * maps them to `k` and `s`: these must be escaped like `<chunk`), and
 * look-alikes that fold to nothing ASCII (Cyrillic `е`, Greek `ο`, dotted
 * `İ`, dotless `ı`, full-width `＜`): these are not our tags.
 */
export const LOOK_ALIKE_TAGS = [
  '<chun\u212a>', '</chun\u212a>', '<\u017fummary>', '</rule\u017f>', '<\u017fUMMARY\n', '<trim-note\u212a>',
  '<rul\u0435s>', '<\u0435vidence>', '<f\u03bfrmat>', '<quest\u0130on>', '<quest\u0131on>', '\uff1cchunk>', '<chunk\u0301>',
  '<tool-ca\u013Al>', '<CUT shown="1" total="9"/>', '<Cut/>', '<cut', '<turn\u212a',
] as const;

export function lookAlikeText(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...LOOK_ALIKE_TAGS), fc.constantFrom('', 'metin ', '\n'), fc.constantFrom('', ' sonra', '>'))
    .map(([tag, before, after]) => `${before}${tag}${after}`);
}
