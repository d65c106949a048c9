import { describe, it } from 'vitest';
import { scenarios } from '../arbitraries/scenario.js';
import { propertyDropLadder } from '../dropLadder.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { mutantAssemble, type AssemblerDefect } from './mutantAssemblers.js';
import { mutant } from './mutantImplementation.js';

const source = scenarios();

describe('C5: one drop ladder, protected turns', () => {
  for (const defect of ['ignores-protected-turns', 'examples-before-history', 'drops-newest-turn'] as AssemblerDefect[]) {
    it(`catches the mutant: ${defect}`, () => expectCaught(propertyDropLadder(mutant(defect, { assemble: mutantAssemble(defect) }), source)));
  }
});
