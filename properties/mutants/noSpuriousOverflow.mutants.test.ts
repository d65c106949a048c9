import { describe, it } from 'vitest';
import { scenarios } from '../arbitraries/scenario.js';
import { propertyClampMonotone, propertyNoSpuriousOverflow } from '../noSpuriousOverflow.js';
import { expectCaught, settings } from '../test-helpers/expectProperty.js';
import { mutantAssemble, type AssemblerDefect } from './mutantAssemblers.js';
import { mutantClampHistory } from './mutantClamps.js';
import { mutant } from './mutantImplementation.js';

/** As many cases as the property's own test runs (see `noSpuriousOverflow.property.test.ts`). */
const growthRuns = { numRuns: 10 * settings.numRuns };
const clampRuns = { numRuns: 50 * settings.numRuns };

describe('C9: no spurious overflow', () => {
  const source = scenarios();
  for (const defect of ['ladder-skips-history', 'evidence-share-first'] as AssemblerDefect[]) {
    it(`a larger window never overflows: catches the mutant ${defect}`, () =>
      expectCaught(propertyNoSpuriousOverflow(mutant(defect, { assemble: mutantAssemble(defect) }), source), growthRuns));
  }
  it('clampHistory keep is monotone: catches the mutant skips-oversized', () =>
    expectCaught(propertyClampMonotone(mutant('skips-oversized', { clampHistory: mutantClampHistory('skips-oversized') })), clampRuns));
});
