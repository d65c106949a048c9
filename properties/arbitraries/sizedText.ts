import { createTokenizer, type Encoding } from '../../core/tokenizer.js';

/**
 * The phrase repeated (space-separated) into the longest text of at most
 * `target` tokens, counted with the real tokenizer. Repeating a phrase keeps
 * long texts cheap to count (the counter memoises pieces) while the count
 * stays exact. Empty when even one phrase is over the target.
 */
export function textOfTokens(phrase: string, target: number, encoding: Encoding): string {
  const tokenizer = createTokenizer(encoding);
  if (target <= 0) return '';
  const unit = `${phrase} `;
  const perUnit = Math.max(1, tokenizer.count(unit));
  let times = Math.max(1, Math.floor(target / perUnit));
  let text = unit.repeat(times).trimEnd();
  // Joins can merge or split tokens at the seams: step down until it fits.
  while (times > 0 && tokenizer.count(text) > target) {
    times = Math.max(0, Math.min(times - 1, Math.floor((times * target) / tokenizer.count(text))));
    text = unit.repeat(times).trimEnd();
  }
  return text;
}
