import { describe, it } from 'vitest';
import { scenarios } from '../arbitraries/scenario.js';
import { propertyToolCallIntegrity } from '../toolCallIntegrity.js';
import { expectCaught } from '../test-helpers/expectProperty.js';
import { mutantAssemble, type AssemblerDefect } from './mutantAssemblers.js';
import { mutant } from './mutantImplementation.js';

const source = scenarios();

describe('C12: tool-call integrity', () => {
  for (const defect of ['splits-tool-pairs'] as AssemblerDefect[]) {
    it(`catches the mutant: ${defect}`, () => expectCaught(propertyToolCallIntegrity(mutant(defect, { assemble: mutantAssemble(defect) }), source)));
  }
});
