import { describe, it } from 'vitest';
import { scenarios } from './arbitraries/scenario.js';
import { coreImplementation } from './implementation.js';
import { mutantAssemble, type AssemblerDefect } from './mutants/mutantAssemblers.js';
import { mutant } from './mutants/mutantImplementation.js';
import { propertyNeverOverBudget } from './neverOverBudget.js';
import { expectCaught, expectHolds } from './test-helpers/expectProperty.js';

const source = scenarios();

describe('C2 C3 C4: never over budget, loud overflow, conservation', () => {
  it('holds on core/', () => expectHolds(propertyNeverOverBudget(coreImplementation, source)));

  const defects: AssemblerDefect[] = [
    'undercounting-tokenizer', 'sum-of-parts', 'inexact-drop-counts', 'estimated-drop-bounds', 'forgets-duplicates', 'drops-newest-turn', 'evidence-share-first',
  ];
  for (const defect of defects) {
    it(`catches the mutant: ${defect}`, () => expectCaught(propertyNeverOverBudget(mutant(defect, { assemble: mutantAssemble(defect) }), source)));
  }
});
