import fc from 'fast-check';
import type { Encoding } from '../core/tokenizer.js';
import { unitOnlySpec, type UnitSpec } from './arbitraries/unitSpec.js';
import type { Implementation } from './implementation.js';
import { referenceTokens } from './reference/tokens.js';

/**
 * Why incremental counting is exact (`docs/exact-counting.md`): the units the
 * implementation renders, joined in any order, count as the sum of their
 * counts (js-tiktoken, both encodings), whatever the text inside them; and the
 * implementation's counter agrees on the joined text.
 */
export function propertyUnitsAreAdditive(impl: Implementation): fc.IPropertyWithHooks<[Encoding, UnitSpec[]]> {
  return fc.property(fc.constantFrom<Encoding>('o200k_base', 'cl100k_base'), fc.array(unitOnlySpec(), { minLength: 2, maxLength: 6 }), (encoding, specs) => {
    const units = specs.map((spec) => impl.renderUnit(spec));
    const joined = units.join('');
    const sum = units.reduce((n, u) => n + referenceTokens(encoding, u), 0);
    const whole = referenceTokens(encoding, joined);
    if (whole !== sum) throw new Error(`${encoding}: the units count ${sum} apart and ${whole} joined: ${JSON.stringify(joined.slice(0, 300))}`);
    const counted = impl.tokenizer(encoding).count(joined);
    if (counted !== whole) throw new Error(`${encoding}: the implementation's counter says ${counted} for the joined units, js-tiktoken ${whole}`);
  });
}
