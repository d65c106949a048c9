import { describe, it } from 'vitest';
import { scenarios } from './arbitraries/scenario.js';
import { coreImplementation } from './implementation.js';
import { mutantAssemble, type AssemblerDefect } from './mutants/mutantAssemblers.js';
import { mutantClampHistory } from './mutants/mutantClamps.js';
import { mutant } from './mutants/mutantImplementation.js';
import { propertyClampMonotone, propertyNoSpuriousOverflow } from './noSpuriousOverflow.js';
import { expectCaught, expectHolds, settings } from './test-helpers/expectProperty.js';

const source = scenarios();

describe('C9: no spurious overflow', () => {
  // A growth that turns a fit into an overflow needs an unprotected turn the
  // wider share newly admits: rare per case, cheap to look for, so this
  // property runs more cases than the default.
  const growthRuns = { numRuns: Math.max(1000, settings.numRuns) };
  it('a larger window never overflows: holds on core/', () => expectHolds(propertyNoSpuriousOverflow(coreImplementation, source), growthRuns));
  for (const defect of ['ladder-skips-history', 'evidence-share-first'] as AssemblerDefect[]) {
    it(`a larger window never overflows: catches the mutant ${defect}`, () =>
      expectCaught(propertyNoSpuriousOverflow(mutant(defect, { assemble: mutantAssemble(defect) }), source), growthRuns));
  }

  // The clamp is a few additions: thousands of cases cost milliseconds.
  const clampRuns = { numRuns: Math.max(5000, settings.numRuns) };
  it('clampHistory keep is monotone: holds on core/', () => expectHolds(propertyClampMonotone(coreImplementation), clampRuns));
  it('clampHistory keep is monotone: catches the mutant skips-oversized', () =>
    expectCaught(propertyClampMonotone(mutant('skips-oversized', { clampHistory: mutantClampHistory('skips-oversized') })), clampRuns));
});
