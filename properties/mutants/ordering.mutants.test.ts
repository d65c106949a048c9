import { describe, it } from 'vitest';
import { scenarios } from '../arbitraries/scenario.js';
import { propertyOrdering } from '../ordering.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { mutantAssemble, type AssemblerDefect } from './mutantAssemblers.js';
import { mutant } from './mutantImplementation.js';

const source = scenarios();

describe('C10: order is a design decision', () => {
  for (const defect of ['question-first', 'ignores-edges', 'note-twice'] as AssemblerDefect[]) {
    it(`catches the mutant: ${defect}`, () => expectCaught(propertyOrdering(mutant(defect, { assemble: mutantAssemble(defect) }), source)));
  }
});
