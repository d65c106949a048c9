import { describe, it } from 'vitest';
import { scenarios } from './arbitraries/scenario.js';
import { coreImplementation } from './implementation.js';
import { mutantAssemble, type AssemblerDefect } from './mutants/mutantAssemblers.js';
import { mutant } from './mutants/mutantImplementation.js';
import { propertyOrdering } from './ordering.js';
import { expectCaught, expectHolds } from './test-helpers/expectProperty.js';

const source = scenarios();

describe('C10: order is a design decision', () => {
  it('holds on core/', () => expectHolds(propertyOrdering(coreImplementation, source)));
  for (const defect of ['question-first', 'ignores-edges', 'note-twice'] as AssemblerDefect[]) {
    it(`catches the mutant: ${defect}`, () => expectCaught(propertyOrdering(mutant(defect, { assemble: mutantAssemble(defect) }), source)));
  }
});
