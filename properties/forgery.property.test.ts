import { describe, it } from 'vitest';
import { scenarios } from './arbitraries/scenario.js';
import { propertyForgeryProof } from './forgery.js';
import { coreImplementation } from './implementation.js';
import { mutantAssemble, type AssemblerDefect } from './mutants/mutantAssemblers.js';
import { mutant } from './mutants/mutantImplementation.js';
import { expectCaught, expectHolds } from './test-helpers/expectProperty.js';

const source = scenarios();

describe('C13: forgery-proof boundaries', () => {
  it('holds on core/', () => expectHolds(propertyForgeryProof(coreImplementation, source)));
  for (const defect of ['no-escaping', 'note-twice'] as AssemblerDefect[]) {
    it(`catches the mutant: ${defect}`, () => expectCaught(propertyForgeryProof(mutant(defect, { assemble: mutantAssemble(defect) }), source)));
  }
});
