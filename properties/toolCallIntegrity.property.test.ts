import { describe, it } from 'vitest';
import { scenarios } from './arbitraries/scenario.js';
import { coreImplementation } from './implementation.js';
import { mutantAssemble } from './mutants/mutantAssemblers.js';
import { mutant } from './mutants/mutantImplementation.js';
import { expectCaught, expectHolds } from './test-helpers/expectProperty.js';
import { propertyToolCallIntegrity } from './toolCallIntegrity.js';

const source = scenarios();

describe('C12: tool-call integrity', () => {
  it('holds on core/', () => expectHolds(propertyToolCallIntegrity(coreImplementation, source)));
  it('catches the mutant: splits-tool-pairs', () =>
    expectCaught(propertyToolCallIntegrity(mutant('splits-tool-pairs', { assemble: mutantAssemble('splits-tool-pairs') }), source)));
});
