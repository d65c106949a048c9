import { describe, it } from 'vitest';
import { scenarios } from '../arbitraries/scenario.js';
import { propertyForgeryProof } from '../forgery.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { mutantAssemble, type AssemblerDefect } from './mutantAssemblers.js';
import { mutant } from './mutantImplementation.js';

const source = scenarios();

describe('C13: forgery-proof boundaries', () => {
  for (const defect of ['no-escaping', 'note-twice'] as AssemblerDefect[]) {
    it(`catches the mutant: ${defect}`, () => expectCaught(propertyForgeryProof(mutant(defect, { assemble: mutantAssemble(defect) }), source)));
  }
});
