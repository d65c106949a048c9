import { describe, it } from 'vitest';
import { scenarios } from './arbitraries/scenario.js';
import { propertyDropLadder } from './dropLadder.js';
import { coreImplementation } from './implementation.js';
import { mutantAssemble, type AssemblerDefect } from './mutants/mutantAssemblers.js';
import { mutant } from './mutants/mutantImplementation.js';
import { expectCaught, expectHolds } from './test-helpers/expectProperty.js';

const source = scenarios();

describe('C5: one drop ladder, protected turns', () => {
  it('holds on core/', () => expectHolds(propertyDropLadder(coreImplementation, source)));
  for (const defect of ['ignores-protected-turns', 'examples-before-history', 'drops-newest-turn'] as AssemblerDefect[]) {
    it(`catches the mutant: ${defect}`, () => expectCaught(propertyDropLadder(mutant(defect, { assemble: mutantAssemble(defect) }), source)));
  }
});
