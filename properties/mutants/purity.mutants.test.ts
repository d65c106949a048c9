import { describe, it } from 'vitest';
import { scenarios } from '../arbitraries/scenario.js';
import { propertyInputsUnchanged } from '../purity.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { mutantAssemble, type AssemblerDefect } from './mutantAssemblers.js';
import { mutant } from './mutantImplementation.js';

const source = scenarios();

describe('C11: inputs are never mutated', () => {
  for (const defect of ['sorts-input-in-place'] as AssemblerDefect[]) {
    it(`catches the mutant: ${defect}`, () => expectCaught(propertyInputsUnchanged(mutant(defect, { assemble: mutantAssemble(defect) }), source)));
  }
});
